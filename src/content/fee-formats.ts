import { FEES_CURRENCY, type ProgrammeFees } from '@/config/fees';
import { formatNumber } from '@/i18n/format';
import { LANGUAGE_SETTINGS, type Language } from '@/i18n/languages';
import type { Bilingual } from '@/i18n/text';

/* How the fees page and the stay plan write lengths and prices: Arabic-Indic digits in Arabic, through Intl. */

const arabicPlural = new Intl.PluralRules(LANGUAGE_SETTINGS.ar.locale);

/** Arabic counted nouns: «أسبوع واحد»، «أسبوعان»، «٣ أسابيع»، «١٢ أسبوعًا»، «١٠٠ أسبوع». */
const arabicNouns = {
  week: { one: 'أسبوع', two: 'أسبوعين', few: 'أسابيع', many: 'أسبوعًا', other: 'أسبوع' },
  day: { one: 'يوم', two: 'يومين', few: 'أيام', many: 'يومًا', other: 'يوم' },
} as const;
type ArabicForm = keyof (typeof arabicNouns)['week'];

const arabicForm = (count: number): ArabicForm => {
  const form = arabicPlural.select(count);
  return form === 'zero' ? 'other' : form;
};

/** "7 days", «٧ أيام»; "14 days", «١٤ يومًا». */
export function count(n: number, unit: 'week' | 'day'): Bilingual {
  const form = arabicForm(n);
  const noun = arabicNouns[unit][form];
  return {
    en: `${formatNumber(n, 'en')} ${unit}${n === 1 ? '' : 's'}`,
    ar: form === 'one' ? `${noun} واحد` : form === 'two' ? noun : `${formatNumber(n, 'ar')} ${noun}`,
  };
}

/**
 * A usual length of stay, as the treatment pages write it: "4 to 12 weeks", «من ٤ إلى ١٢ أسبوعًا»
 * (the Arabic noun takes the form of the larger number).
 */
export function stayWording({ from, to, unit }: ProgrammeFees['stay']): Bilingual {
  const last = count(to, unit);
  return {
    en: `${formatNumber(from, 'en')} to ${last.en}`,
    ar: `من ${formatNumber(from, 'ar')} إلى ${last.ar}`,
  };
}

/** Arabic names the currency in words («درهم إماراتي»); English writes its code ("AED"). */
const currencyFormats: Record<Language, Intl.NumberFormat> = {
  en: new Intl.NumberFormat(LANGUAGE_SETTINGS.en.locale, {
    style: 'currency',
    currency: FEES_CURRENCY,
    currencyDisplay: 'code',
    maximumFractionDigits: 0,
  }),
  ar: new Intl.NumberFormat(LANGUAGE_SETTINGS.ar.locale, {
    style: 'currency',
    currency: FEES_CURRENCY,
    currencyDisplay: 'name',
    maximumFractionDigits: 0,
  }),
};

/** One price: "AED 1,500", «١٬٥٠٠ درهم إماراتي». */
export const price = (amount: number, language: Language) => currencyFormats[language].format(amount);

/**
 * A price range as each language writes it: "AED 32,000–48,000"; «من ٣٢٬٠٠٠ إلى ٤٨٬٠٠٠ درهم إماراتي», as
 * the site's other Arabic ranges read («من ٤ إلى ١٢ أسبوعًا»). Equal ends are one price.
 */
export function priceRange({ from, to }: ProgrammeFees['weekly'], language: Language): string {
  if (from === to) return price(from, language);
  if (language === 'ar') return `من ${formatNumber(from, 'ar')} إلى ${currencyFormats.ar.format(to)}`;
  return currencyFormats.en.formatRange(from, to);
}
