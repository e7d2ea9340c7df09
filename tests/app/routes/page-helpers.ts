import { screen, within, renderApp } from '../../test-utils';
import { paths, type PageId } from '#contracts/routes';
import { pageMeta } from '@/content/page-meta';
import type { Language } from '@/i18n/languages';

/** Renders the whole app at a page and waits for its `h1`; queries are scoped to `<main>`. */
export async function openPage(id: PageId, language: Language = 'en') {
  const view = renderApp({ route: paths[id], language });
  await screen.findByRole('heading', { level: 1, name: pageMeta[id].heading[language] });
  return { ...view, main: within(screen.getByRole('main')) };
}

/** The content of a `<meta>` in `<head>`, by name or property. */
export const metaContent = (key: string) =>
  document.head.querySelector(`meta[name="${key}"], meta[property="${key}"]`)?.getAttribute('content');

/**
 * The text of `<main>` a reader sees as prose: without values isolated in `<bdi>`
 * (phone numbers, e-mail addresses) and without the forms, which carry their own checks.
 */
export function proseOfMain() {
  const copy = screen.getByRole('main').cloneNode(true) as HTMLElement;
  copy.querySelectorAll('bdi, form').forEach((element) => element.remove());
  return copy.textContent ?? '';
}
