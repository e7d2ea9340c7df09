import { FEES_CURRENCY, type ProgrammeFees } from '@/config/fees';
import { formatNumber } from '@/i18n/format';
import type { Language } from '@/i18n/languages';
import { arabicForm } from '@/i18n/plural';
import type { Bilingual } from '@/i18n/text';

/* How the fees page and the stay plan write lengths and prices: Arabic-Indic digits in Arabic. */

/** Arabic counted nouns: «أسبوع واحد»، «أسبوعان»، «٣ أسابيع»، «١٢ أسبوعًا»، «١٠٠ أسبوع». */
const arabicNouns = {
  week: { one: 'أسبوع', two: 'أسبوعين', few: 'أسابيع', many: 'أسبوعًا', other: 'أسبوع' },
  day: { one: 'يوم', two: 'يومين', few: 'أيام', many: 'يومًا', other: 'يوم' },
} as const;

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

/**
 * One price: "AED 1,500", «١٬٥٠٠ درهم إماراتي». Written as `Intl` writes FEES_CURRENCY (a test holds them
 * equal) — Arabic names it in words, English writes its code — so the fees and treatment pages build no
 * currency formatter while they start (ADR 031). The Arabic name is AED's.
 */
const CURRENCY: Record<Language, (amount: string) => string> = {
  en: (amount) => `${FEES_CURRENCY}\u00a0${amount}`,
  ar: (amount) => `${amount} درهم إماراتي`,
};

const whole = (amount: number, language: Language) => formatNumber(Math.round(amount), language);

export const price = (amount: number, language: Language) => CURRENCY[language](whole(amount, language));

/**
 * A price range as each language writes it: "AED 32,000–48,000"; «من ٣٢٬٠٠٠ إلى ٤٨٬٠٠٠ درهم إماراتي», as
 * the site's other Arabic ranges read («من ٤ إلى ١٢ أسبوعًا»). Equal ends are one price.
 */
export function priceRange({ from, to }: ProgrammeFees['weekly'], language: Language): string {
  if (from === to) return price(from, language);
  if (language === 'ar') return `من ${whole(from, 'ar')} إلى ${price(to, 'ar')}`;
  return CURRENCY.en(`${whole(from, 'en')}–${whole(to, 'en')}`);
}
