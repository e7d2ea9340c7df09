import { expect, test } from '@playwright/test';
import { API_PATHS } from '#contracts/api-paths';
import { localizedPath } from '#contracts/addresses';
import { paths } from '#contracts/routes';
import { familySignInWording } from '../../../src/features/family/content/family-sign-in-wording';
import { bulkWording } from '../../../src/features/inbox/content/inbox-wording';
import { axeFindings } from './support/axe';
import { LANGUAGES, SCHEMES, userRoutes, visitorRoutes } from './support/routes';
import {
  checkBothWidths,
  CLOSE_MENU,
  FAMILY_ROUTES,
  familyHomeDrawn,
  hydrated,
  OPEN_MENU,
  openRoute,
  prepareVisitor,
  searchFullText,
  settleMotion,
  TREATMENTS,
} from './support/visit';

const report = (findings: string[]) => `WCAG A/AA violations:\n${findings.join('\n')}`;

for (const language of LANGUAGES) {
  for (const scheme of SCHEMES) {
    test(`every visitor and public route and the 404 page at 375 and 1280 px: ${language}, ${scheme}`, async ({
      page,
    }) => {
      await prepareVisitor(page, { language, scheme });
      const findings: string[] = [];
      for (const path of visitorRoutes) {
        const where = `${path} ${language} ${scheme}`;
        findings.push(...(await checkBothWidths(page, path, (width) => axeFindings(page, `${where} ${width}px`))));
      }
      expect(findings, report(findings)).toEqual([]);
    });

    test(`the logged-in routes: ${language}, ${scheme}, 375 and 1280 px`, async ({ page }) => {
      await prepareVisitor(page, { language, scheme, loggedIn: true });
      const findings: string[] = [];
      for (const path of userRoutes) {
        const where = `${path} (logged in) ${language} ${scheme}`;
        const check = (width: number) => axeFindings(page, `${where} ${width}px`);
        findings.push(...(await checkBothWidths(page, path, check)));
      }
      expect(findings, report(findings)).toEqual([]);
    });

    test(`the family's space, signed in: ${language}, ${scheme}, 375 and 1280 px`, async ({ page }) => {
      await prepareVisitor(page, { language, scheme, family: true });
      const findings: string[] = [];
      for (const path of FAMILY_ROUTES) {
        const check = async (width: number) => {
          await familyHomeDrawn(page);
          return axeFindings(page, `${path} (a family) ${language} ${scheme} ${width}px`);
        };
        findings.push(...(await checkBothWidths(page, path, check)));
      }
      expect(findings, report(findings)).toEqual([]);
    });

    test(`the login page's "Lost your code?", open and answered: ${language}, ${scheme}, 375 and 1280 px`, async ({
      page,
    }) => {
      await prepareVisitor(page, { language, scheme });
      await page.route(
        (url) => url.pathname === API_PATHS.familyLink,
        (route) => route.fulfill({ status: 204 }),
      );
      const words = familySignInWording.lostCode;
      const check = async (width: number) => {
        if (!(await page.locator('details[open]').count())) {
          await page.getByText(words.summary[language]).click();
          await page.getByRole('textbox', { name: words.referenceLabel[language] }).fill('SW-4F7K2');
          await page.getByRole('button', { name: words.submit[language] }).click();
          await expect(page.getByText(words.sent[language])).toBeVisible();
        }
        return axeFindings(page, `${paths.login} lost code ${language} ${scheme} ${width}px`);
      };
      const findings = await checkBothWidths(page, localizedPath(paths.login, language), check);
      expect(findings, report(findings)).toEqual([]);
    });

    test(`the inbox selecting several rows at 1280 px: ${language}, ${scheme}`, async ({ page }) => {
      await prepareVisitor(page, { language, scheme, loggedIn: true });
      await page.setViewportSize({ width: 1280, height: 800 });
      await openRoute(page, paths.inbox);
      await page.getByRole('button', { name: bulkWording.start[language] }).click();
      await page.getByRole('checkbox').first().check();
      await expect(page.getByRole('group', { name: bulkWording.actions[language] })).toBeVisible();
      const findings = await axeFindings(page, `${paths.inbox} selecting ${language} ${scheme} 1280px`);
      expect(findings, report(findings)).toEqual([]);
    });

    test(`the drawer, a drawer group and search results at 375 px, a submenu at 1280 px: ${language}, ${scheme}`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 375, height: 800 });
      await prepareVisitor(page, { language, scheme });
      await openRoute(page, '/');
      const findings: string[] = [];

      await page.getByRole('button', { name: OPEN_MENU }).click();
      const drawer = page.getByRole('navigation', { name: /^(Menu|القائمة)$/ });
      await expect(drawer).toBeVisible();
      await settleMotion(page);
      findings.push(...(await axeFindings(page, `/ ${language} ${scheme} 375px, drawer open`)));

      const group = drawer.getByRole('button', { name: TREATMENTS });
      await group.click();
      await expect(group).toHaveAttribute('aria-expanded', 'true');
      await settleMotion(page);
      findings.push(...(await axeFindings(page, `/ ${language} ${scheme} 375px, drawer group expanded`)));

      // Closed by its button: a second Escape soon after, closing the search, would be the quick exit's
      // two presses (ADR 022) on a machine fast enough.
      await page.getByRole('button', { name: CLOSE_MENU }).click();
      await expect(drawer).toBeHidden();
      await searchFullText(page, 'eat');
      findings.push(...(await axeFindings(page, `/ ${language} ${scheme} 375px, search results open`)));

      await page.getByRole('combobox').press('Escape');
      await page.setViewportSize({ width: 1280, height: 800 });
      const trigger = page
        .getByRole('navigation', { name: /^(Main|القائمة الرئيسية)$/ })
        .getByRole('button', { name: TREATMENTS });
      await hydrated(trigger);
      await trigger.hover();
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      await settleMotion(page);
      findings.push(...(await axeFindings(page, `/ ${language} ${scheme} 1280px, submenu open`)));

      expect(findings, report(findings)).toEqual([]);
    });
  }
}
