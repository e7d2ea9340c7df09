import { expect, test, type BrowserContext } from '@playwright/test';
import { localizedPath } from '#contracts/addresses';
import { sitePages, type SitePage } from '../../src/app/prerender/site-pages';
import { notFoundMeta } from '../../src/content/pages/not-found';
import { foreignText } from './a11y/support/foreign-text';
import { WIDTHS, type Width } from './a11y/support/routes';
import { prepareVisitor, settle, settleMotion } from './a11y/support/visit';
import { classConflicts } from './support/class-conflicts';
import { readLoad, recordLoad, shiftFindings } from './support/layout-shift';
import {
  allAnswered,
  ownHosts,
  recordRemovals,
  removedElements,
  reportProblems,
  watchPage,
  type PageWatch,
} from './support/page-watch';

/**
 * Every visitor and public page and the 404 page, in both languages, loaded at 375 and at 1280 px. Each load
 * is a new tab, whose sessionStorage does not know the web fonts, so they arrive after its first paint; and
 * each load carries every check a page owes on any load, so that a walk of every page is made twice, not
 * once per check:
 * - the app takes over the server's HTML without an error and without removing any of it, at the same address;
 * - its heading and title are its language's;
 * - no request leaves for another host, nothing breaks the Content-Security-Policy, no console error;
 * - no word of the other language is on screen (outside an allowlist);
 * - no element carries two classes that set one property (the stylesheet's order would pick the colour);
 * - nothing moves while it loads, when the lazy parts arrive, or when the web fonts arrive;
 * - after the phone load, no width from 280 to 1440 px scrolls sideways.
 * Behind nginx (@smoke), where the production headers apply, one page of each kind runs: nginx adds one set of
 * headers to every page file, and tests/nginx checks that each file carries the one first-paint script the CSP
 * allows, so what differs between pages there is what each kind of page loads.
 */
const OVERFLOW_WIDTHS = [280, 320, 375, 768, 1024, 1280, 1440];

const SMOKE_PAGES = new Set([
  '/',
  '/ar',
  '/admissions',
  '/ar/contact-us',
  '/ar/fees',
  '/facilities',
  '/treatments/addiction',
  '/ar/withdraw',
  '/login',
  '/no-such-page',
  '/ar/no-such-page',
]);

/** An unknown address of the page's language, for the 404 page (its file is not served at an address). */
const addressOf = (page: SitePage) =>
  page.meta === notFoundMeta ? localizedPath('/no-such-page', page.language) : page.address;

/** Opens `page` at `width` in a new tab, checks that load, and returns what is wrong with it. */
async function checkLoad(context: BrowserContext, page: SitePage, width: Width, watch: PageWatch, hosts: string[]) {
  const address = addressOf(page);
  const where = `${address} at ${width} px`;
  const tab = await context.newPage();
  await watchPage(tab, hosts, watch);
  await prepareVisitor(tab, { language: page.language });
  await tab.addInitScript(recordLoad);
  await recordRemovals(tab);
  await tab.setViewportSize({ width, height: 800 });
  await tab.goto(address);
  await settle(tab);
  await expect(tab.locator('html'), `${where}: the web fonts fetched`).toHaveAttribute('data-fonts', 'loaded');
  await settleMotion(tab);

  expect(new URL(tab.url()).pathname, where).toBe(address);
  await expect(tab.getByRole('heading', { level: 1 }), where).toHaveText(page.meta.heading[page.language]);
  await expect(tab, where).toHaveTitle(page.meta.title[page.language]);
  const classLists = await tab
    .locator('[class]')
    .evaluateAll((elements) => elements.map((element) => element.getAttribute('class') ?? ''));
  const findings = [
    ...shiftFindings(await readLoad(tab), where),
    ...(await removedElements(tab)).map((html) => `${where}: the page lost ${html}`),
    ...(await foreignText(tab, page.language, where)),
    ...classConflicts(classLists).map(({ classes, lost }) => `${where}: "${lost.join(' ')}" lose in "${classes}"`),
  ];
  if (width === WIDTHS[0]) {
    for (const wide of OVERFLOW_WIDTHS) {
      await tab.setViewportSize({ width: wide, height: 800 });
      const overflow = await tab.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      if (overflow > 0) findings.push(`${address} at ${wide} px: ${overflow} px wider than the window`);
    }
  }
  await allAnswered(watch);
  await tab.close();
  return findings;
}

test.describe('every page', () => {
  for (const page of sitePages()) {
    const smoke = SMOKE_PAGES.has(addressOf(page)) ? ' @smoke' : '';
    test(`${addressOf(page)} at ${WIDTHS.join(' and ')} px${smoke}`, async ({ context, baseURL }) => {
      const hosts = ownHosts(baseURL);
      const watch: PageWatch = { problems: [], inFlight: new Set() };
      const findings: string[] = [];
      for (const width of WIDTHS) findings.push(...(await checkLoad(context, page, width, watch, hosts)));
      expect(findings, findings.join('\n')).toEqual([]);
      expect(watch.problems, reportProblems(watch.problems)).toEqual([]);
    });
  }
});
