import { searchIndex } from '@/content/search-index';
import { pageEntries } from './page-entries';
import type { SearchEntry } from './search-pages';

/**
 * The full-text index (every heading and paragraph, both languages), loaded on first use
 * of the search bar. Logged-in pages have no content module: they are found by title.
 */
export function contentIndex(side: 'visitor' | 'user'): SearchEntry[] {
  const paths = new Set<string>(pageEntries(side).map((entry) => entry.path));
  const content = searchIndex
    .filter((entry) => paths.has(entry.path))
    .map(({ path, heading, text }) => ({ path, title: heading, text }));
  const covered = new Set<string>(content.map((entry) => entry.path));
  return [...content, ...pageEntries(side).filter((entry) => !covered.has(entry.path))];
}
