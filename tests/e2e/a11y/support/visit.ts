import type { Page } from '@playwright/test';
import { WIDTHS, type Language, type Scheme, type Width } from './routes';

/** A small valid answer of GET /ui/protected/nav (spec §3, §7), so the logged-in layout has menus. */
export const navigationPayload = {
  navbarMenu: [
    { id: 'protected', title: { ar: 'صفحتي', en: 'My page' }, to: '/protected', icon: 'home' },
    { id: 'contact', title: { ar: 'تواصل معنا', en: 'Contact Us' }, to: '/contact-us', icon: 'chat' },
  ],
  drawerMenu: [
    { id: 'protected', title: { ar: 'صفحتي', en: 'My page' }, to: '/protected', icon: 'home' },
    { id: 'contact', title: { ar: 'تواصل معنا', en: 'Contact Us' }, to: '/contact-us', icon: 'chat' },
    { id: 'privacy', title: { ar: 'سياسة الخصوصية', en: 'Privacy Policy' }, to: '/privacy-policy', icon: 'document' },
  ],
  tabbar: [
    { id: 'protected', title: { ar: 'صفحتي', en: 'My page' }, to: '/protected', icon: 'home', iconActive: 'home-2' },
    {
      id: 'contact',
      title: { ar: 'تواصل معنا', en: 'Contact Us' },
      to: '/contact-us',
      icon: 'chat',
      iconActive: 'chat',
    },
  ],
};

export interface Visitor {
  language: Language;
  scheme?: Scheme;
  /** Stores a user, so the logged-in layout shows, and answers its navigation request. */
  loggedIn?: boolean;
}

/** Saves the language, scheme and (optionally) a user before any page script runs. */
export async function prepareVisitor(page: Page, { language, scheme = 'light', loggedIn = false }: Visitor) {
  await page.addInitScript(
    (saved) => {
      localStorage.setItem('language', saved.language);
      localStorage.setItem('color-scheme', saved.scheme);
      if (saved.loggedIn) localStorage.setItem('user', JSON.stringify({ id: 'a11y' }));
    },
    { language, scheme, loggedIn },
  );
  if (loggedIn) await page.route('**/ui/protected/nav', (route) => route.fulfill({ json: navigationPayload }));
}

/**
 * Waits until the route's page has rendered and nothing is moving: its `h1` (pages load as
 * their own chunks), web fonts, and every finite CSS transition or animation.
 * A logged-in page may show an error or a spinner instead of an `h1`; what it shows is checked.
 */
export async function settle(page: Page, { loggedIn = false }: { loggedIn?: boolean } = {}) {
  if (loggedIn) {
    await page
      .waitForFunction(() => document.querySelector('h1, [role="alert"]') !== null, null, { timeout: 10_000 })
      .catch(() => undefined);
  } else {
    await page.locator('h1').first().waitFor();
  }
  // The footer, drawer, search bar and the lower half of the home page load beside the page.
  await page.waitForLoadState('networkidle');
  await settleMotion(page);
}

/** Waits for web fonts and every finite CSS transition or animation (a spinner never ends). */
export async function settleMotion(page: Page) {
  await page.evaluate(async () => {
    await document.fonts.ready;
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/** Opens a path and waits for it to settle. */
export async function openRoute(page: Page, path: string, options: { loggedIn?: boolean } = {}) {
  await page.goto(path);
  await settle(page, options);
}

/** The menu button's name in either language. */
export const OPEN_MENU = /^(Open menu|فتح القائمة)$/;
/** The Treatments group's name in either language. */
export const TREATMENTS = /^(Treatments|العلاجات)$/;

/**
 * Loads `path` at 375 px and runs `check`, then widens to 1280 px and runs it again: one load
 * per route, as the layout follows media queries. Returns every finding of both runs.
 */
export async function checkBothWidths(
  page: Page,
  path: string,
  check: (width: Width) => Promise<string[]>,
  options: { loggedIn?: boolean } = {},
): Promise<string[]> {
  const findings: string[] = [];
  for (const [index, width] of WIDTHS.entries()) {
    await page.setViewportSize({ width, height: 800 });
    if (index === 0) await openRoute(page, path, options);
    else await settleMotion(page);
    findings.push(...(await check(width)));
  }
  return findings;
}
