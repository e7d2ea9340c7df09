import { fillText } from '@/i18n/fill-text';
import { dateTimeFormat, formatNumber } from '@/i18n/format';
import { useRenderLanguage } from '@/i18n/language-context';
import type { Bilingual } from '@/i18n/text';
import { useText } from '@/i18n/use-text';
import type { StaffRole } from '#contracts/roles';
import { roleWording } from '../content/accounts-wording';

/** The accounts pages' words in the current language: wordings, roles, numbers and dates (Arabic-Indic digits in Arabic). */
export function useAccountsText() {
  const text = useText();
  const language = useRenderLanguage();
  /** A wording with each `{key}` replaced by its value (plain text; see fillPlaceholders for elements). */
  const filled = (wording: Bilingual, values: Readonly<Record<string, string>>) => fillText(text(wording), values);
  /** When, in the reader's own time zone, in the page's language. */
  const dateTime = (iso: string) =>
    dateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' })
      .format(new Date(iso))
      .replace(/\s/g, '\u00a0');
  const number = (value: number) => formatNumber(value, language);
  const role = (value: StaffRole) => text(roleWording[value].name);
  return { text, language, filled, dateTime, number, role };
}
