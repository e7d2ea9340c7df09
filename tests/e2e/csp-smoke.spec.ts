import { expect, test, type Page } from '@playwright/test';
import { appReady } from './a11y/support/visit';
import { logViolations } from './support/page-watch';

/**
 * Smoke tests, also run behind nginx by tests/nginx/check-nginx.mjs: the site
 * works under the production Content-Security-Policy, with no violation and
 * no uncaught error. Every page's own load is checked in tests/e2e/every-page.spec.ts.
 */
test.use({ locale: 'en-US', colorScheme: 'light' });

/** Console lines and page errors that show the CSP (or anything else) broke the page. */
function watchForBreakage(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (/Content Security Policy|Refused to/i.test(text)) problems.push(`console ${message.type()}: ${text}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return problems;
}

test.beforeEach(({ page }) => logViolations(page));

test('@smoke every icon draws its shapes from the sprite, served as SVG under the CSP', async ({ page }) => {
  const problems = watchForBreakage(page);
  const sprite = page.waitForResponse((response) => /\/assets\/icons-[\w-]+\.svg$/.test(response.url()));
  await page.goto('/contact-us');
  await appReady(page);
  expect((await sprite).headers()['content-type']).toMatch(/^image\/svg\+xml/);
  const icons = page.locator('svg > use');
  expect(await icons.count()).toBeGreaterThan(10);
  // Of the icons on screen (the tab bar's are hidden at this width), none is empty: a symbol the sprite
  // lacks, or a sprite the browser refused, draws nothing, a box of 0 × 0.
  const empty = () =>
    icons.evaluateAll((uses) =>
      uses
        .filter((use) => (use.parentElement?.getBoundingClientRect().width ?? 0) > 0)
        .filter((use) => {
          const box = (use as SVGUseElement).getBBox();
          return box.width === 0 || box.height === 0;
        })
        .map((use) => use.getAttribute('href')),
    );
  await expect.poll(empty).toEqual([]);
  expect(problems).toEqual([]);
});

test('@smoke a deep route loads directly and switches to Arabic and back', async ({ page }) => {
  const problems = watchForBreakage(page);
  await page.goto('/treatments/addiction');
  await appReady(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');

  await page.getByRole('button', { name: 'Switch to العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar-EG');

  await page.getByRole('button', { name: 'التبديل إلى English' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  expect(problems).toEqual([]);
});

test('@smoke the first-paint script applies saved preferences on its own', async ({ page }) => {
  const problems = watchForBreakage(page);
  await page.addInitScript(() => {
    localStorage.setItem('language', 'ar');
    localStorage.setItem('color-scheme', 'dark');
  });
  // Without the app's bundles only the inline script can set these, so it ran: the CSP allowed it.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(html).toHaveAttribute('lang', 'ar-EG');
  await expect(html).toHaveClass(/\bdark\b/);
  expect(problems).toEqual([]);
});
