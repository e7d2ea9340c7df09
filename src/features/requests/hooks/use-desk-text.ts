import { fillText } from '@/i18n/fill-text';
import { formatNumber } from '@/i18n/format';
import { dayText } from '@/i18n/staff-dates';
import { useRenderLanguage } from '@/i18n/language-context';
import type { Bilingual } from '@/i18n/text';
import { useText } from '@/i18n/use-text';

/** The desk's words in its language: numbers and days with Arabic-Indic digits in Arabic. */
export function useDeskText() {
  const text = useText();
  const language = useRenderLanguage();
  const number = (value: number) => formatNumber(value, language);
  /** A centre's calendar day (YYYY-MM-DD) as "Nov 24, 2026" / «٢٤ نوفمبر ٢٠٢٦». */
  const day = (value: string) => dayText(value, language);
  const fill = (wording: Bilingual, values: Record<string, string>) => fillText(text(wording), values);
  return { text, language, number, day, fill };
}
