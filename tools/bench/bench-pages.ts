import { localizedPath, twinnedPaths } from '#contracts/addresses';
import { paths, type PageId } from '#contracts/routes';

/** An address no route matches: the server answers it with the prerendered 404 page. */
export const NOT_FOUND_PATH = '/no/such/page';

/** The 404 page's name in `--pages`, beside the route table's page ids. */
const NOT_FOUND = 'notFound';

/**
 * One page of each family (spec §2): the home page, a treatment, a team, admissions, fees, a form,
 * a long text, the withdrawal form, the sign-in page and the 404. Each is loaded in both languages.
 */
export const PAGE_FAMILIES = [
  'home',
  'addiction',
  'clinical',
  'admissions',
  'fees',
  'contactUs',
  'privacyPolicy',
  'withdraw',
  'login',
  NOT_FOUND,
] as const;

/** An unprefixed path and its Arabic twin. */
const bothLanguages = (path: string) => [localizedPath(path, 'en'), localizedPath(path, 'ar')];

const isPageId = (name: string): name is PageId => Object.hasOwn(paths, name);

/**
 * The addresses `--pages` names: `all` is every prerendered page in both languages and the 404;
 * a page id (`contactUs`, `notFound`) is that page in both languages; a path (`/ar/fees`) is itself.
 * Throws on a name that is none of these, listing what is accepted.
 */
export function benchPaths(names: readonly string[] = PAGE_FAMILIES): string[] {
  const expand = (name: string): string[] => {
    if (name === 'all') return [...twinnedPaths, NOT_FOUND_PATH].flatMap(bothLanguages);
    if (name === NOT_FOUND) return bothLanguages(NOT_FOUND_PATH);
    if (isPageId(name)) return bothLanguages(paths[name]);
    if (name.startsWith('/')) return [name];
    throw new Error(
      `--pages: "${name}" is not a page id (${Object.keys(paths).join(', ')}, ${NOT_FOUND}), "all" or a path.`,
    );
  };
  return [...new Set(names.flatMap(expand))];
}
