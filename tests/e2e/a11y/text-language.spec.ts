import { expect, test, type Page } from '@playwright/test';
import { site } from '../../../src/config/site';
import { LANGUAGES, userRoutes, visitorRoutes, type Language } from './support/routes';
import { collectVisibleText } from './support/visible-text';
import { checkBothWidths, OPEN_MENU, openRoute, prepareVisitor, settleMotion, TREATMENTS } from './support/visit';

test.describe.configure({ timeout: 120_000 });

/**
 * What may show in the other language's script. In Arabic: the language switch's "English", and
 * the contact details that only exist in Latin letters (email, web addresses, phone numbers),
 * plus the centre's address should it be shown in Latin. In English: the switch's "العربية".
 */
const allowed: Record<Language, string[]> = {
  ar: [
    'English',
    site.email,
    site.company.url,
    site.mapUrl,
    ...Object.values(site.social),
    site.phone,
    site.whatsapp,
    site.address.en,
    // Inbox references (the item's and its possible duplicate's) are codes in Latin letters, like phone numbers.
    'SW-4F7K2',
    'SW-6MJ2C',
    // A file format and the program that opens it have no Arabic names: Arabic writing keeps them in Latin letters.
    'CSV',
    'Excel',
  ],
  en: ['العربية'],
};

const foreign: Record<Language, RegExp> = { ar: /[A-Za-z]{2,}/, en: /[\u0600-\u06FF]/ };

/** The visible strings that still hold a word in the other script once allowed strings are removed. */
async function foreignText(page: Page, language: Language, where: string): Promise<string[]> {
  const texts = await page.evaluate(collectVisibleText);
  const offending = texts.filter((text) => {
    const rest = allowed[language].reduce((remaining, phrase) => remaining.split(phrase).join(' '), text);
    return foreign[language].test(rest);
  });
  return [...new Set(offending)].map((text) => `${where}: "${text}"`);
}

const name: Record<Language, string> = { ar: 'Arabic', en: 'English' };

const report = (language: Language, found: string[]) =>
  `${language === 'ar' ? 'Latin' : 'Arabic'} words outside the allowlist:\n${found.join('\n')}`;

for (const language of LANGUAGES) {
  test(`every visitor and public route shows only ${name[language]} at 375 and 1280 px`, async ({ page }) => {
    await prepareVisitor(page, { language });
    const found: string[] = [];
    for (const path of visitorRoutes) {
      found.push(...(await checkBothWidths(page, path, (width) => foreignText(page, language, `${path} ${width}px`))));
    }
    expect(found, report(language, found)).toEqual([]);
  });

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
    expect(found, report(language, found)).toEqual([]);
  });

  test(`the logged-in routes show only ${name[language]} at 375 and 1280 px`, async ({ page }) => {
    await prepareVisitor(page, { language, loggedIn: true });
    const found: string[] = [];
    for (const path of userRoutes) {
      const check = (width: number) => foreignText(page, language, `${path} (logged in) ${width}px`);
      found.push(...(await checkBothWidths(page, path, check)));
    }
    expect(found, report(language, found)).toEqual([]);
  });
}
