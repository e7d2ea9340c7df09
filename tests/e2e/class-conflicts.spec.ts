import { expect, test, type Page } from '@playwright/test';
import { OPEN_MENU, openRoute, prepareVisitor, settleMotion } from './a11y/support/visit';
import { LANGUAGES, userRoutes } from './a11y/support/routes';
import { classConflicts } from './support/class-conflicts';

/**
 * No element may carry two classes that set the same property: the stylesheet's order, not the
 * code, would decide which one shows (the log-out item was once drawn with text-fg over text-danger).
 * Class names are the same at every width, so each page is read once, plus the drawer opened. Every visitor
 * page's own load is read in tests/e2e/every-page.spec.ts.
 */
const classLists = (page: Page) =>
  page.locator('[class]').evaluateAll((elements) => elements.map((element) => element.getAttribute('class') ?? ''));

async function expectNoConflicts(page: Page) {
  expect(classConflicts(await classLists(page))).toEqual([]);
}

async function openDrawer(page: Page) {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.getByRole('button', { name: OPEN_MENU }).click();
  await expect(page.getByRole('navigation', { name: /^(Menu|القائمة)$/ })).toBeVisible();
  await settleMotion(page);
}

for (const language of LANGUAGES) {
  test.describe(`class names (${language})`, () => {
    test('the drawer, open: no two classes set one property', async ({ page }) => {
      await prepareVisitor(page, { language });
      await openRoute(page, '/');
      await openDrawer(page);
      await expectNoConflicts(page);
    });

    for (const path of userRoutes) {
      test(`${path}, logged in, menus and drawer: no two classes set one property`, async ({ page }) => {
        await prepareVisitor(page, { language, loggedIn: true });
        await page.goto(path);
        await expect(page.locator('h1').first()).toBeVisible();
        await expectNoConflicts(page);
        await openDrawer(page);
        await expectNoConflicts(page);
      });
    }
  });
}

// About 27 pages, read from the showcase's own index: shared among three tests, so that each has its
// own time and the two workers read them side by side.
const KIT_PARTS = 3;

for (let part = 0; part < KIT_PARTS; part += 1) {
  test(`UI-kit showcase pages, part ${part + 1} of ${KIT_PARTS}: no two classes set one property`, async ({ page }) => {
    await prepareVisitor(page, { language: 'en' });
    await page.goto('/kit');
    await expect(page.locator('h1')).toBeVisible();
    const kitPaths = [
      ...new Set(
        await page
          .locator('a[href^="/kit"]')
          .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? '')),
      ),
    ].sort();
    expect(kitPaths.length).toBeGreaterThan(20);
    const found: Array<{ path: string; conflicts: ReturnType<typeof classConflicts> }> = [];
    for (const path of kitPaths.filter((_, index) => index % KIT_PARTS === part)) {
      await page.goto(path);
      await expect(page.locator('h1')).toBeVisible();
      const conflicts = classConflicts(await classLists(page));
      if (conflicts.length > 0) found.push({ path, conflicts });
    }
    expect(found).toEqual([]);
  });
}
