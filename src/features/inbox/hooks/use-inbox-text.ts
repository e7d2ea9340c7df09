import { dateTimeFormat, formatNumber } from '@/i18n/format';
import { useRenderLanguage } from '@/i18n/language-context';
import type { Bilingual } from '@/i18n/text';
import { useText } from '@/i18n/use-text';
import { own } from '@/lib/own';
import { codeWording, inboxWording, type CodeGroup } from '../content/inbox-wording';

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
  const dateTime = (iso: string) =>
    dateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' })
      .format(new Date(iso))
      .replace(/\s/g, '\u00a0');
  const number = (value: number) => formatNumber(value, language);
  return { text, language, code, dateTime, number };
}
