import { expect, test } from '@playwright/test';
import { LANGUAGES, userRoutes } from './support/routes';
import { openRoute, prepareVisitor, settleMotion } from './support/visit';

// Issue 31: no staff page scrolls sideways, from the narrowest phone to a wide desk screen.
const WIDTHS = [320, 375, 768, 1024, 1440];

for (const language of LANGUAGES) {
  test(`no logged-in page is wider than the window at 320–1440 px: ${language}`, async ({ page }) => {
    await prepareVisitor(page, { language, loggedIn: true });
    const wider: string[] = [];
    for (const path of userRoutes) {
      await page.setViewportSize({ width: WIDTHS[0]!, height: 800 });
      await openRoute(page, path);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        await settleMotion(page);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        if (overflow > 0) wider.push(`${path} at ${width} px: ${overflow} px wider than the window`);
      }
    }
    expect(wider).toEqual([]);
  });
}
