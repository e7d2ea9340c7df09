import { pageAccess, paths, type PageId } from '#contracts/routes';
import { pageMeta } from '@/content/page-meta';
import type { SearchEntry } from './search-pages';

/** "Facilities | Sakina Wellness Centre" → "Facilities": the centre's name would match every page. */
const pageName = (title: string) => title.split(' | ')[0] ?? title;

/** Every page a layout may open, by title and heading: searchable before the content index loads. */
export function pageEntries(side: 'visitor' | 'user'): SearchEntry[] {
  return (Object.keys(paths) as PageId[])
    .filter((id) => pageAccess[id] === 'public' || pageAccess[id] === side)
    .map((id) => ({
      path: paths[id],
      title: pageMeta[id].heading,
      text: { en: pageName(pageMeta[id].title.en), ar: pageName(pageMeta[id].title.ar) },
    }));
}
