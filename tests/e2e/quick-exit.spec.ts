import { expect, test, type Page } from '@playwright/test';
import { QUICK_EXIT_URL } from '../../src/config/quick-exit';
import { quickExitWording } from '../../src/content/quick-exit-wording';
import { appReady } from './a11y/support/visit';

/** A page of another site, opened before ours: where Back must land once the quick exit has replaced our page. */
const BEFORE_URL = 'https://before.example/';

/** The neutral site and the page before ours are answered here: the test never reaches the network. */
async function answerOtherSites(page: Page) {
  for (const [url, title] of [
    [QUICK_EXIT_URL, 'Neutral'],
    [BEFORE_URL, 'Before'],
  ])
    await page
      .context()
      .route(url, (route) =>
        route.fulfill({ contentType: 'text/html', body: `<!doctype html><title>${title}</title><p>${title}</p>` }),
      );
}

async function openAfterAnotherSite(page: Page, path: string) {
  await answerOtherSites(page);
  await page.goto(BEFORE_URL);
  await page.goto(path);
  await appReady(page);
  // The keys work once the quick exit's part has arrived, after the first paint.
  await expect(page.locator('html')).toHaveAttribute('data-quick-exit', 'on');
}

/**
 * Escape pressed `times` times at once where the focus is. Pressed from here, two keys can reach a loaded
 * browser more than the one-second window apart, so they are sent in one step (the handler reads the key
 * and the time, as for a person's presses; tests/components/layout/quick-exit.test.ts holds the timing).
 */
async function pressEscape(page: Page, times: 1 | 2) {
  await page.evaluate((count) => {
    const target = document.activeElement ?? document.body;
    for (let press = 0; press < count; press += 1)
      target.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
  }, times);
}

test('Escape twice replaces the page with the neutral site, and Back does not return to it', async ({ page }) => {
  await openAfterAnotherSite(page, '/fees');
  await pressEscape(page, 1);
  // The handler runs on the key press itself: had one press been enough, the page would be gone already.
  await expect(page.locator('body')).toBeVisible();
  expect(page.url()).toMatch(/\/fees$/);
  await pressEscape(page, 2);
  await expect(page).toHaveURL(QUICK_EXIT_URL);
  await page.goBack();
  await expect(page).toHaveURL(BEFORE_URL);
});

test('Escape twice in a text field leaves too (Arabic, 320 px)', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await openAfterAnotherSite(page, '/ar/fees');
  const search = page.getByRole('combobox');
  await search.fill('رسوم');
  await pressEscape(page, 2);
  await expect(page).toHaveURL(QUICK_EXIT_URL);
});

for (const [width, language, path] of [
  [320, 'ar', '/ar/withdraw'],
  [1440, 'en', '/withdraw'],
] as const)
  test(`the visible button leaves the same way (${language}, ${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await openAfterAnotherSite(page, path);
    const button = page.getByRole('link', { name: quickExitWording.label[language], exact: true });
    await expect(button).toHaveCount(1);
    await button.click();
    await expect(page).toHaveURL(QUICK_EXIT_URL);
    await page.goBack();
    await expect(page).toHaveURL(BEFORE_URL);
  });
