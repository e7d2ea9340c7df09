import { fillText } from '@/i18n/fill-text';
import { formatNumber } from '@/i18n/format';
import { useRenderLanguage } from '@/i18n/language-context';
import type { Bilingual } from '@/i18n/text';
import { useText } from '@/i18n/use-text';

/** The register's words in the page's language, `{name}` placeholders filled with plain text. */
export function useBreachesText() {
  const text = useText();
  const language = useRenderLanguage();
  const fill = (wording: Bilingual, values: Record<string, string>) => fillText(text(wording), values);
  /** An entry's number, in the page's digits. */
  const number = (id: string) => formatNumber(Number(id), language);
  return { text, language, fill, number };
}
