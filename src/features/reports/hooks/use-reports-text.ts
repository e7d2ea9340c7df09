import { fillText } from '@/i18n/fill-text';
import { formatNumber } from '@/i18n/format';
import { useRenderLanguage } from '@/i18n/language-context';
import { LANGUAGE_SETTINGS } from '@/i18n/languages';
import type { Bilingual } from '@/i18n/text';
import { useText } from '@/i18n/use-text';
import { own } from '@/lib/own';
import { notStated } from '../content/category-wording';
import { formatDuration, formatPercent, rangeLabel, weekLabel } from '../lib/report-format';

/** The reports' words and figures in the page's language: Arabic-Indic digits and right-to-left in Arabic. */
export function useReportsText() {
  const text = useText();
  const language = useRenderLanguage();
  return {
    text,
    language,
    dir: LANGUAGE_SETTINGS[language].dir,
    number: (value: number) => formatNumber(value, language),
    percent: (share: number) => formatPercent(share, language),
    duration: (minutes: number) => formatDuration(minutes, language),
    week: (week: string, length: 'short' | 'long') => weekLabel(week, language, length),
    range: (from: string, to: string) => rangeLabel(from, to, language),
    /** A wording with its `{placeholders}` filled. */
    fill: (wording: Bilingual, values: Record<string, string>) => fillText(text(wording), values),
    /** A counted code in words: the wording's, "Not stated" for null, the code itself (as text) when unknown. */
    label: (wordings: Readonly<Record<string, Bilingual>>, key: string | null) => {
      if (key === null) return text(notStated);
      const words = own(wordings, key);
      return words ? text(words) : key;
    },
  };
}

export type ReportsText = ReturnType<typeof useReportsText>;
