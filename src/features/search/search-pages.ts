import type { Language } from '@/i18n/languages';
import { SEARCH_MAX_LENGTH } from '#contracts/limits';
import type { Bilingual } from '@/i18n/text';

/** One searchable page: where it is, what it is called, and the words on it in both languages. */
export interface SearchEntry {
  path: string;
  title: Bilingual;
  /** Headings and section text; optional, titles are always searched. */
  text?: Bilingual;
}

export interface SearchResult {
  path: string;
  title: Bilingual;
  /** The language the query matched in, so the result can show a snippet in it. */
  matchedIn: Language;
}

/**
 * Folds what people do not type: case, Latin accents, Arabic short vowels and tatweel,
 * hamza forms (NFKD splits أ into ا plus a mark), alef wasla, alef maqsura, taa marbuta
 * and Arabic-Indic digits.
 */
export function normalize(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f\u064b-\u065f\u0670\u0640]/g, '')
    .replace(/\u0671/g, '\u0627')
    .replace(/\u0649/g, '\u064a')
    .replace(/\u0629/g, '\u0647')
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[’‘]/g, "'")
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** The entries whose title or text holds every word of the query, in either language; titles first. */
export function searchPages(entries: readonly SearchEntry[], query: string): SearchResult[] {
  const words = normalize(query.slice(0, SEARCH_MAX_LENGTH)).split(' ').filter(Boolean);
  if (words.length === 0) return [];
  const ranked: Array<SearchResult & { rank: number }> = [];
  for (const entry of entries) {
    for (const language of ['en', 'ar'] as const) {
      const title = normalize(entry.title[language]);
      const body = `${title} ${normalize(entry.text?.[language] ?? '')}`;
      if (words.every((word) => body.includes(word))) {
        const rank = words.every((word) => title.includes(word)) ? 0 : 1;
        ranked.push({ path: entry.path, title: entry.title, matchedIn: language, rank });
        break;
      }
    }
  }
  return ranked.sort((a, b) => a.rank - b.rank).map(({ rank: _rank, ...result }) => result);
}
