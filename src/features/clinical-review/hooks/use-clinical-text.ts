import { formatNumber } from '@/i18n/format';
import { useRenderLanguage } from '@/i18n/language-context';
import { dayAndTime } from '@/i18n/staff-dates';
import type { Bilingual } from '@/i18n/text';
import { useText } from '@/i18n/use-text';

/** The review's words in its language: numbers and times through Intl (Arabic-Indic digits in Arabic). */
export function useClinicalText() {
  const text = useText();
  const language = useRenderLanguage();
  const number = (value: number) => formatNumber(value, language);
  const dateTime = (value: string) => dayAndTime(value, language);
  const fill = (wording: Bilingual, values: Record<string, string>) =>
    text(wording).replace(/\{(\w+)\}/g, (whole, key: string) =>
      Object.hasOwn(values, key) ? (values[key] as string) : whole,
    );
  return { text, language, number, dateTime, fill };
}
