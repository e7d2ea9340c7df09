import { expect, test } from '@playwright/test';
import { localizedPath, unprefixedPath } from '#contracts/addresses';
import { pageAccess, paths, type PageId } from '#contracts/routes';

test('sitemap.xml lists every visitor and public page in both languages, each naming its twin', async ({ request }) => {
  const response = await request.get('/sitemap.xml');
  expect(response.ok()).toBe(true);
  const entries = [...(await response.text()).matchAll(/<url><loc>([^<]+)<\/loc>(.*?)<\/url>/g)].map(
    ([, loc, links]) => ({
      page: new URL(loc!).pathname,
      alternates: Object.fromEntries(
        [...links!.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, language, href]) => [
          language,
          new URL(href!).pathname,
        ]),
      ),
    }),
  );
  const english = (Object.keys(paths) as PageId[]).filter((id) => pageAccess[id] !== 'user').map((id) => paths[id]);
  const arabic = english.map((path) => localizedPath(path, 'ar'));
  expect(entries.map((entry) => entry.page).sort()).toEqual([...english, ...arabic].sort());
  for (const { page, alternates } of entries) {
    const en = unprefixedPath(page);
    expect(alternates, page).toEqual({ en, ar: localizedPath(en, 'ar'), 'x-default': en });
  }
});

test('robots.txt points at the sitemap and keeps crawlers out of the showcase and logged-in pages', async ({
  request,
}) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
  for (const path of ['/kit', paths.protected, paths.cart]) expect(robots).toContain(`Disallow: ${path}`);
});
