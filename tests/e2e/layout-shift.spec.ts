import { expect, test } from '@playwright/test';
import { localizedPath } from '#contracts/addresses';
import { LANGUAGES, visitorRoutes, WIDTHS } from './a11y/support/routes';
import { settle, settleMotion } from './a11y/support/visit';
import { readLoad, recordLoad } from './support/layout-shift';

/**
 * Nothing on a visitor page moves while it loads: not when the app takes over the prerendered page, not when
 * the lazy parts (the footer, the home page's lower half) arrive, and not when the web fonts have arrived after
 * the first paint (src/styles/fonts.css). Each page is opened afresh, in both languages at 375 and 1280 px,
 * with a layout-shift observer in place before its first script; the total must be 0.
 *
 * One browser context per page family (its first path segment) and language, so they run in parallel; each
 * page is a new tab, whose sessionStorage does not know the fonts, so each load fetches them after its paint.
 */
const families = new Map<string, string[]>();
for (const path of visitorRoutes) {
  const family = `/${path.split('/')[1]}`;
  families.set(family, [...(families.get(family) ?? []), path]);
}

// Up to 5 pages × 2 widths per test, each loaded to the end.
test.describe.configure({ timeout: 120_000 });

for (const [family, paths] of families) {
  for (const language of LANGUAGES) {
    const name = family === '/' ? 'the home page' : `${family}…`;
    test(`no layout shift while ${name} loads and its fonts arrive: ${language}`, async ({ context }) => {
      const findings: string[] = [];
      for (const path of paths) {
        for (const width of WIDTHS) {
          const address = localizedPath(path, language);
          const where = `${address} at ${width} px`;
          const page = await context.newPage();
          await page.setViewportSize({ width, height: 800 });
          await page.addInitScript(recordLoad);
          await page.goto(address);
          await settle(page);
          await expect(page.locator('html'), `${where}: the web fonts fetched`).toHaveAttribute('data-fonts', 'loaded');
          await settleMotion(page);
          const { shifts, firstPaint, fontsFetched } = await readLoad(page);
          await page.close();

          // The fonts must really arrive after the page has painted, or this would test nothing.
          if (firstPaint === null || fontsFetched === null || fontsFetched <= firstPaint) {
            findings.push(`${where}: web fonts fetched at ${fontsFetched} ms, first paint at ${firstPaint} ms`);
          }
          const moved = shifts.filter((shift) => !shift.hadRecentInput);
          const total = moved.reduce((sum, shift) => sum + shift.value, 0);
          if (total > 0) {
            findings.push(
              `${where}: layout shift ${total.toFixed(5)} (first paint ${Math.round(firstPaint ?? 0)} ms, ` +
                `fonts fetched ${Math.round(fontsFetched ?? 0)} ms)`,
              ...moved.flatMap((shift) => [
                `  at ${shift.at} ms, ${shift.value.toFixed(5)}:`,
                ...shift.sources.map((source) => `    ${source}`),
              ]),
            );
          }
        }
      }
      expect(findings, findings.join('\n')).toEqual([]);
    });
  }
}
