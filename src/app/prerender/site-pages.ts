import { localizedPath, twinnedPaths } from '#contracts/addresses';
import { pageAccess, paths, type Access, type PageId } from '#contracts/routes';
import { pageMeta } from '@/content/page-meta';
import type { PageMeta } from '@/content/page-title';
import { notFoundMeta } from '@/content/pages/not-found';
import { LANGUAGES, type Language } from '@/i18n/languages';
import { notFoundFile } from '#contracts/serving';
import { NOT_FOUND_FILE, PAGE_FILES } from '../page-files';

/** One HTML file the build writes: where it is served, what it holds, and where it goes in dist. */
export interface SitePage {
  address: string;
  language: Language;
  meta: PageMeta;
  /** Visitor-only pages send a returning logged-in user on before they paint. */
  access: Exclude<Access, 'user'>;
  file: string;
  /** Its module under src/app/routes, whose chunks the page lists. */
  module: string;
}

const fileFor = (address: string) => (address === '/' ? 'index.html' : `${address.slice(1)}/index.html`);

/** Every visitor and public page in both languages, and the 404 page in both. */
export function sitePages(): SitePage[] {
  const ids = Object.keys(paths) as PageId[];
  return LANGUAGES.flatMap((language) => [
    ...ids
      .filter((id) => twinnedPaths.includes(paths[id]))
      .map((id): SitePage => {
        const address = localizedPath(paths[id], language);
        return {
          address,
          language,
          meta: pageMeta[id],
          access: pageAccess[id] === 'visitor' ? 'visitor' : 'public',
          file: fileFor(address),
          module: PAGE_FILES[id],
        };
      }),
    {
      address: localizedPath('/404', language),
      language,
      meta: notFoundMeta,
      access: 'public',
      file: notFoundFile(localizedPath('/404', language)),
      module: NOT_FOUND_FILE,
    },
  ]);
}
