import { expect, test } from '@playwright/test';
import { allAnswered, ownHosts, reportProblems, watchPage } from '../support/page-watch';
import { LANGUAGES, userRoutes } from './support/routes';
import { checkBothWidths, OPEN_MENU, openRoute, prepareVisitor, searchFullText, settleMotion } from './support/visit';

// Every visitor page's own load is watched in tests/e2e/every-page.spec.ts; here, what opens on demand
// and the logged-in pages.

for (const language of LANGUAGES) {
  test(`the drawer and the search, with its full-text index, stay on the site without errors: ${language}`, async ({
    page,
    baseURL,
  }) => {
    const watch = await watchPage(page, ownHosts(baseURL));
    await prepareVisitor(page, { language });
    await page.setViewportSize({ width: 375, height: 800 });
    await openRoute(page, '/');
    await page.getByRole('button', { name: OPEN_MENU }).click();
    const drawer = page.getByRole('navigation', { name: /^(Menu|القائمة)$/ });
    await expect(drawer).toBeVisible();
    await settleMotion(page);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await searchFullText(page, 'eat');
    await allAnswered(watch);
    expect(watch.problems, reportProblems(watch.problems)).toEqual([]);
  });

  test(`the logged-in routes stay on the site without errors: ${language}`, async ({ page, baseURL }) => {
    const watch = await watchPage(page, ownHosts(baseURL));
    await prepareVisitor(page, { language, loggedIn: true });
    // Requests are recorded as they start; a route has made its own once it has settled.
    for (const path of userRoutes) await checkBothWidths(page, path, async () => []);
    await allAnswered(watch);
    expect(watch.problems, reportProblems(watch.problems)).toEqual([]);
  });
}
