import { expect, test } from '@playwright/test';
import { pageAccess, paths, type PageId } from '../../src/config/paths';

test('sitemap.xml lists every visitor and public page and no logged-in or showcase page', async ({ request }) => {
  const response = await request.get('/sitemap.xml');
  expect(response.ok()).toBe(true);
  const locations = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1]!).pathname,
  );
  const expected = (Object.keys(paths) as PageId[]).filter((id) => pageAccess[id] !== 'user').map((id) => paths[id]);
  expect(locations.sort()).toEqual(expected.sort());
});

test('robots.txt points at the sitemap and keeps crawlers out of the showcase and logged-in pages', async ({
  request,
}) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
  for (const path of ['/kit', paths.protected, paths.cart]) expect(robots).toContain(`Disallow: ${path}`);
});
