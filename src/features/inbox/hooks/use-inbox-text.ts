import { formatNumber } from '@/i18n/format';
import { dayAndTime } from '@/i18n/staff-dates';
import { useRenderLanguage } from '@/i18n/language-context';
import { LANGUAGE_SETTINGS, type Language } from '@/i18n/languages';
import type { Bilingual } from '@/i18n/text';
import { useText } from '@/i18n/use-text';
import { own } from '@/lib/own';
import { codeWording, inboxWording, type CodeGroup } from '../content/inbox-wording';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const relativeFormats = new Map<Language, Intl.RelativeTimeFormat>();
function relativeFormat(language: Language) {
  let format = relativeFormats.get(language);
  if (!format) {
    format = new Intl.RelativeTimeFormat(LANGUAGE_SETTINGS[language].locale, { numeric: 'always', style: 'long' });
    relativeFormats.set(language, format);
  }
  return format;
}

/**
 * How long ago `iso` was at `now`, in the language's words and digits: "45 minutes ago", "2 hours
 * ago" up to two days (the first-response clock counts hours), then "3 days ago" / "قبل ٣ أيام".
 */
export function timeAgo(iso: string, now: number, language: Language) {
  const elapsed = Math.max(0, now - Date.parse(iso));
  const format = relativeFormat(language);
  if (elapsed < HOUR) return format.format(-Math.max(1, Math.floor(elapsed / MINUTE)), 'minute');
  if (elapsed < 48 * HOUR) return format.format(-Math.floor(elapsed / HOUR), 'hour');
  return format.format(-Math.floor(elapsed / (24 * HOUR)), 'day');
}

/** The inbox's words in the current language: codes, numbers and dates (Arabic-Indic digits in Arabic). */
export function useInboxText() {
  const text = useText();
  const language = useRenderLanguage();
  /** A form code in words; an unknown code is shown as sent (as text), a missing one as "Not given". */
  const code = (group: CodeGroup, value: string | null | undefined) => {
    if (value === null || value === undefined || value === '') return text(inboxWording.notGiven);
    const words = own<Bilingual>(codeWording[group], value);
    return words ? text(words) : value;
  };
  /** When, in the reader's own time zone (staff read it where they are). */
  const dateTime = (iso: string) => dayAndTime(iso, language).replace(/\s/g, '\u00a0');
  const number = (value: number) => formatNumber(value, language);
  const ago = (iso: string, now: number) => timeAgo(iso, now, language);
  return { text, language, code, dateTime, number, ago };
}
