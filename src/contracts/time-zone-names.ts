import type { Bilingual, Language } from './languages';

/**
 * The zones most families write from (the centre's, the Gulf's, Egypt's), in words as `Intl`'s short
 * generic name has them in Node (a test holds them equal). Written out so the enquiry form names the
 * centre's zone and the family's without building a zone-name formatter while the page starts (a long
 * task on a slow phone), and in the same words in the prerender and in every browser's ICU.
 */
export const TIME_ZONE_NAMES: Readonly<Record<string, Bilingual>> = {
  'Asia/Dubai': { en: 'United Arab Emirates Time', ar: 'توقيت الإمارات العربية المتحدة' },
  'Asia/Riyadh': { en: 'Saudi Arabia Time', ar: 'توقيت المملكة العربية السعودية' },
  'Asia/Kuwait': { en: 'Kuwait Time', ar: 'توقيت الكويت' },
  'Asia/Qatar': { en: 'Qatar Time', ar: 'توقيت قطر' },
  'Asia/Bahrain': { en: 'Bahrain Time', ar: 'توقيت البحرين' },
  'Asia/Muscat': { en: 'Oman Time', ar: 'توقيت عُمان' },
  'Africa/Cairo': { en: 'Egypt Time', ar: 'توقيت مصر' },
};

/** The zone's words when they are written out above. */
export const timeZoneName = (zone: string, language: Language): string | undefined =>
  Object.hasOwn(TIME_ZONE_NAMES, zone) ? TIME_ZONE_NAMES[zone]?.[language] : undefined;
