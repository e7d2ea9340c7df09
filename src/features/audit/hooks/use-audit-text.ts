import { fillText } from '@/i18n/fill-text';
import { formatNumber } from '@/i18n/format';
import { dayAndTime } from '@/i18n/staff-dates';
import { useRenderLanguage } from '@/i18n/language-context';
import type { Bilingual } from '@/i18n/text';
import { useText } from '@/i18n/use-text';
import { CENTRE_TIME_ZONE } from '#contracts/service-hours';

/** The page's words in its language: numbers and times with Arabic-Indic digits in Arabic. */
export function useAuditText() {
  const text = useText();
  const language = useRenderLanguage();
  const number = (value: number) => formatNumber(value, language);
  /** When, on the centre's clock (the filters' days are the centre's too): "24 Nov 2026, 18:05". */
  const time = (iso: string) => dayAndTime(iso, language, { timeZone: CENTRE_TIME_ZONE });
  /** A wording with `{name}` placeholders filled with plain text. */
  const fill = (wording: Bilingual, values: Record<string, string>) => fillText(text(wording), values);
  return { text, language, number, time, fill };
}
