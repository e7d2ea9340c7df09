import { expect, test, type Page } from '@playwright/test';
import { navigationPayload } from '../../src/mocks/handlers/navigation';
import { appReady } from './a11y/support/visit';

const user = { id: 'e2e', name: 'E2E', email: 'e2e@example.com', role: 'admissions', language: 'en' };

/** The production build has no msw: the test answers the API itself. */
async function answerNavigation(page: Page, answer: { status?: number; body?: unknown } = {}) {
  await page.route('**/ui/protected/nav', async (route) => {
    await route.fulfill({ status: answer.status ?? 200, json: answer.body ?? navigationPayload });
  });
}

const storeUser = (page: Page) =>
  page.addInitScript((saved) => localStorage.setItem('user', saved), JSON.stringify(user));

test.describe('signing in', () => {
  test('a good answer switches to the logged-in layout on /protected @smoke', async ({ page }) => {
    let sent: unknown;
    await page.route('**/api/login', async (route) => {
      sent = route.request().postDataJSON();
      await route.fulfill({ json: { user }, headers: { 'Set-Cookie': 'session=e2e; Path=/; HttpOnly; SameSite=Lax' } });
    });
    let cookie: string | undefined;
    let authorization: string | undefined;
    await page.route('**/ui/protected/nav', async (route) => {
      cookie = (await route.request().headerValue('cookie')) ?? undefined;
      authorization = route.request().headers().authorization;
      await route.fulfill({ json: navigationPayload });
    });
    await page.goto('/login');
    await appReady(page);
    await page.getByLabel('Email').fill('e2e@example.com');
    await page.getByLabel('Password').fill('secret');
    await page.getByRole('button', { name: 'Log In', exact: true }).click();
    await expect(page).toHaveURL(/\/protected$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Protected');
    expect(sent).toEqual({ email: 'e2e@example.com', password: 'secret', language: 'en' });
    // The session is the HttpOnly cookie, sent by the browser; the page stores only the profile.
    expect(cookie).toContain('session=e2e');
    expect(authorization).toBeUndefined();
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null'))).toEqual(user);
    expect(await page.evaluate(() => document.cookie)).not.toContain('session=');
    expect(await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }))).not.toMatch(/token/i);
  });

  test('a 401 says so in Arabic and keeps what was typed', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('language', 'ar'));
    await page.route('**/api/login', (route) => route.fulfill({ status: 401, json: { error: 'invalid_credentials' } }));
    await page.goto('/login');
    await appReady(page);
    await page.getByLabel('البريد الإلكتروني').fill('someone@example.com');
    await page.getByLabel('كلمة المرور').fill('wrong');
    await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
    await expect(page.getByText('البريد الإلكتروني أو كلمة المرور غير صحيحة.')).toBeVisible();
    await expect(page.getByLabel('البريد الإلكتروني')).toHaveValue('someone@example.com');
    await expect(page.getByLabel('كلمة المرور')).toHaveValue('wrong');
  });
});

test.describe('the server navigation', () => {
  test.beforeEach(({ page }) => storeUser(page));

  test('shows the spinner while it loads', async ({ page }) => {
    // The answer is held until the spinner has been seen, however slow the machine.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/ui/protected/nav', async (route) => {
      await held;
      await route.fulfill({ json: navigationPayload });
    });
    const asked = page.waitForRequest('**/ui/protected/nav');
    await page.goto('/protected');
    await asked;
    await expect(page.getByRole('status')).toContainText('Loading');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
    release();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Protected');
  });

  test('a 500 shows "Error: Internal Server Error" with Try again and Log out', async ({ page }) => {
    await page.route('**/ui/protected/nav', (route) => route.fulfill({ status: 500, body: 'boom' }));
    await page.goto('/protected');
    await expect(page.getByText('Error: Internal Server Error')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page.getByRole('link', { name: 'Log In' }).first()).toBeVisible();
  });

  test('an invalid payload shows the error screen', async ({ page }) => {
    await answerNavigation(page, { body: { navbarMenu: 5 } });
    await page.goto('/protected');
    await expect(page.getByText('The menu we received from the server is not valid.')).toBeVisible();
  });

  test('a javascript: link is never rendered', async ({ page }) => {
    await answerNavigation(page, {
      body: {
        navbarMenu: [
          { id: 'ok', title: { en: 'Fine', ar: 'سليم' }, to: '/protected', icon: 'home' },
          { id: 'evil', title: { en: 'Evil', ar: 'شرير' }, to: 'javascript:alert(1)', icon: 'home' },
        ],
        drawerMenu: [{ id: 'evil2', title: { en: 'Evil2', ar: 'شرير' }, to: 'javascript:alert(2)' }],
        tabbar: [{ id: 'evil3', title: { en: 'Evil3', ar: 'شرير' }, to: 'JaVaScRiPt:alert(3)', icon: 'home' }],
      },
    });
    await page.goto('/protected');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Fine' })).toBeVisible();
    const hrefs = await page.locator('a').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(hrefs.filter((href) => /^\s*javascript:/i.test(href))).toEqual([]);
    await expect(page.getByText(/Evil/)).toHaveCount(0);
  });

  test('every action works from the account menu: colour scheme, language and log out', async ({ page }) => {
    await answerNavigation(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/protected');
    const main = page.getByRole('navigation', { name: 'Main' });
    await main.getByRole('button', { name: 'Account' }).click();
    await main.getByRole('button', { name: 'Color Scheme' }).click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await main.getByRole('button', { name: 'Account' }).click();
    await main.getByRole('button', { name: /العربية/ }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const arabicMain = page.getByRole('navigation', { name: 'القائمة الرئيسية' });
    await arabicMain.getByRole('button', { name: 'الحساب' }).click();
    await arabicMain.getByRole('button', { name: 'تسجيل الخروج' }).click();
    // Home in the language in use: the Arabic twin.
    await expect(page).toHaveURL(/\/ar$/);
    await expect(page.getByRole('link', { name: 'تسجيل الدخول' }).first()).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
  });

  for (const scheme of ['light', 'dark'] as const) {
    test(`the log-out item is drawn in the danger colour, in the navbar and the drawer (${scheme})`, async ({
      page,
    }) => {
      await page.addInitScript((saved) => localStorage.setItem('color-scheme', saved), scheme);
      await answerNavigation(page);
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto('/protected');
      // The token the page itself resolves for "danger" in this scheme, as the colour CSS writes it.
      const danger = await page.evaluate(() => {
        const channels = getComputedStyle(document.documentElement).getPropertyValue('--color-danger').trim();
        return `rgb(${channels.split(/\s+/).join(', ')})`;
      });
      await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Account' }).click();
      const navbarLogout = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Log out' });
      await expect(navbarLogout).toHaveCSS('color', danger);

      await page.setViewportSize({ width: 375, height: 800 });
      await page.getByRole('button', { name: 'Open menu' }).click();
      const drawerLogout = page.getByRole('navigation', { name: 'Menu' }).getByRole('button', { name: 'Log out' });
      await expect(drawerLogout).toHaveCSS('color', danger);
      expect(danger).toBe(scheme === 'light' ? 'rgb(180, 35, 35)' : 'rgb(248, 139, 130)');
    });
  }

  test('staff see no cart, whatever a saved cart holds', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('cart', JSON.stringify({ towel: 60, robe: 45 })));
    await answerNavigation(page);
    await page.goto('/protected');
    await expect(page.getByRole('heading', { level: 1, name: 'Protected' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Cart/ })).toHaveCount(0);
  });

  test('logging out in one tab logs out the other', async ({ page, context }) => {
    await answerNavigation(page);
    await page.goto('/protected');
    const other = await context.newPage();
    await answerNavigation(other);
    await other.goto('/protected');
    await expect(other.getByRole('heading', { level: 1 })).toHaveText('Protected');

    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Account' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Log out' }).click();
    await expect(other.getByRole('heading', { level: 1 })).toHaveText('Log In');
  });
});

test.describe('a session that has ended', () => {
  test.beforeEach(({ page }) => storeUser(page));

  for (const [language, login] of [
    ['en', /\/login$/],
    ['ar', /\/ar\/login$/],
  ] as const) {
    test(`a 401 says plainly that the session ended, and Log in again opens the login page (${language})`, async ({
      page,
    }) => {
      await page.addInitScript((saved) => localStorage.setItem('language', saved), language);
      await page.route('**/ui/protected/nav', (route) =>
        route.fulfill({ status: 401, json: { error: 'unauthorized' } }),
      );
      await page.goto('/protected');
      const [message, action] =
        language === 'en' ? ['You have been logged out', 'Log in again'] : ['تم تسجيل خروجك', 'تسجيل الدخول مجددًا'];
      await expect(page.getByText(message)).toBeVisible();
      await expect(page.getByRole('navigation')).toHaveCount(0);
      await page.getByRole('button', { name: action }).click();
      await expect(page).toHaveURL(login);
      expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
    });
  }
});
