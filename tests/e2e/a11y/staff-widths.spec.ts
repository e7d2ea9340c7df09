import { expect, test } from '@playwright/test';
import { LANGUAGES, userRoutes } from './support/routes';
import { FAMILY_ROUTES, familyHomeDrawn, openRoute, prepareVisitor, settleMotion } from './support/visit';

// Issues 31 and 32: no staff or family page scrolls sideways, from the narrowest phone to a wide desk screen.
const WIDTHS = [320, 375, 768, 1024, 1440];

const signedIn = [
  { who: 'staff', routes: userRoutes, visitor: { loggedIn: true } },
  { who: 'a family', routes: FAMILY_ROUTES, visitor: { family: true } },
];

for (const language of LANGUAGES) {
  for (const { who, routes, visitor } of signedIn)
    test(`no logged-in page is wider than the window at 320–1440 px: ${language}, ${who}`, async ({ page }) => {
      await prepareVisitor(page, { language, ...visitor });
      const wider: string[] = [];
      for (const path of routes) {
        await page.setViewportSize({ width: WIDTHS[0]!, height: 800 });
        await openRoute(page, path);
        await familyHomeDrawn(page);
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
