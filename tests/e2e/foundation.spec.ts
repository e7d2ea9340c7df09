import { expect, test } from '@playwright/test';
import { pageMeta } from '../../src/content/page-meta';
import { notFoundBody } from '../../src/content/pages/not-found';
import { appReady } from './a11y/support/visit';

test('an unknown path shows the 404 page in both languages @smoke', async ({ page }) => {
  await page.goto('/no/such/page');
  await appReady(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Error');
  await expect(page.getByText(notFoundBody.en)).toBeVisible();
  await page.getByRole('button', { name: 'Switch to العربية' }).click();
  await expect(page.getByText(notFoundBody.ar)).toBeVisible();
});

test.describe('start-up from the browser', () => {
  test.use({ locale: 'ar-EG', colorScheme: 'dark' });

  test('an Arabic browser with a dark system preference starts in Arabic and dark', async ({ page }) => {
    await page.goto('/');
    await appReady(page);
    const html = page.locator('html');
    await expect(html).toHaveAttribute('lang', 'ar-EG');
    await expect(html).toHaveAttribute('dir', 'rtl');
    await expect(html).toHaveClass(/\bdark\b/);
    await expect(html).toHaveClass(/\bfont-ar\b/);
  });
});

test.describe('start-up from an English light browser', () => {
  test.use({ locale: 'en-US', colorScheme: 'light' });

  test('starts in English and light', async ({ page }) => {
    await page.goto('/');
    await appReady(page);
    const html = page.locator('html');
    await expect(html).toHaveAttribute('dir', 'ltr');
    await expect(html).not.toHaveClass(/\bdark\b/);
  });
});

test('the toggles switch language and scheme and survive a reload @smoke', async ({ page }) => {
  await page.goto('/');
  await appReady(page);
  const html = page.locator('html');
  await page.getByRole('button', { name: 'Switch to العربية' }).click();
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(page).toHaveTitle(pageMeta.home.title.ar);
  await page.getByRole('button', { name: 'التبديل إلى الوضع الداكن' }).click();
  await expect(html).toHaveClass(/\bdark\b/);

  await page.reload();
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(html).toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => [localStorage.getItem('language'), localStorage.getItem('color-scheme')])).toEqual([
    'ar',
    'dark',
  ]);
});

test('a returning dark Arabic visitor never sees a light or left-to-right first paint', async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem('language', 'ar');
    localStorage.setItem('color-scheme', 'dark');
  });
  // Keep the app's JavaScript out: what shows is the first paint, before React runs: the /ar twin, prerendered.
  await page.route(/\/assets\/index-[^/]+\.js$/, (route) => route.abort());
  await page.goto('/', { waitUntil: 'load' });
  const firstPaint = await page.evaluate(() => ({
    path: location.pathname,
    dir: document.documentElement.dir,
    lang: document.documentElement.lang,
    dark: document.documentElement.classList.contains('dark'),
    background: getComputedStyle(document.documentElement).backgroundColor,
    heading: document.querySelector('h1')?.textContent,
  }));
  expect(firstPaint).toEqual({
    path: '/ar',
    dir: 'rtl',
    lang: 'ar-EG',
    dark: true,
    background: 'rgb(13, 19, 31)',
    heading: pageMeta.home.heading.ar,
  });
});

test('garbage in storage still renders the site', async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem('language', 'klingon');
    localStorage.setItem('color-scheme', '{"dark":true}');
    localStorage.setItem('user', 'not json');
    localStorage.setItem('cart', '[-1, "x"]');
  });
  await page.goto('/');
  await appReady(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageMeta.home.heading.en);
});
