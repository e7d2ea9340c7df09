import { expect, test } from '@playwright/test';
import { foreignText, reportForeignText } from './support/foreign-text';
import { LANGUAGES, userRoutes, type Language } from './support/routes';
import { checkBothWidths, OPEN_MENU, openRoute, prepareVisitor, settleMotion, TREATMENTS } from './support/visit';

const name: Record<Language, string> = { ar: 'Arabic', en: 'English' };

for (const language of LANGUAGES) {
  test(`the open drawer, every group expanded, shows only ${name[language]} at 375 px`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await prepareVisitor(page, { language });
    await openRoute(page, '/');
    await page.getByRole('button', { name: OPEN_MENU }).click();
    const drawer = page.getByRole('navigation', { name: /^(Menu|القائمة)$/ });
    // The menu renders whole once its chunk is in: with it shown, every group is there.
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('button', { name: TREATMENTS })).toBeVisible();
    const groups = drawer.locator('button[aria-expanded]');
    // Every group starts collapsed when the drawer opens.
    await expect(drawer.locator('button[aria-expanded="true"]')).toHaveCount(0);
    for (const group of await groups.all()) {
      await group.click();
      await expect(group).toHaveAttribute('aria-expanded', 'true');
    }
    await expect(drawer.locator('button[aria-expanded="false"]')).toHaveCount(0);
    await settleMotion(page);
    const found = await foreignText(page, language, '/ 375px, drawer open');
    expect(found, reportForeignText(language, found)).toEqual([]);
  });

  test(`the logged-in routes show only ${name[language]} at 375 and 1280 px`, async ({ page }) => {
    await prepareVisitor(page, { language, loggedIn: true });
    const found: string[] = [];
    for (const path of userRoutes) {
      const check = (width: number) => foreignText(page, language, `${path} (logged in) ${width}px`);
      found.push(...(await checkBothWidths(page, path, check)));
    }
    expect(found, reportForeignText(language, found)).toEqual([]);
  });
}
