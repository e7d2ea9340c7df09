import { expect, test, type Page } from '@playwright/test';
import { sitePages } from '../../src/app/prerender/site-pages';
import { LANGUAGE_SETTINGS } from '../../src/i18n/languages';
import { pageMeta } from '../../src/content/page-meta';
import { paths } from '#contracts/routes';
import { appReady, settle } from './a11y/support/visit';
import { ownHosts, reportProblems, watchPage } from './support/page-watch';

/**
 * What search engines, link previews and visitors without JavaScript get (the HTML as served),
 * and that the app then takes it over without a mismatch.
 */
const pages = sitePages();
const contentPages = pages.filter((page) => !page.file.endsWith('404.html'));
const SITE = 'https://sakinawellness.com';

const attribute = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];
const decode = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

test.describe('the HTML as served, before any script', () => {
  for (const page of contentPages) {
    test(`${page.address} holds its heading, title, description, canonical and alternates`, async ({ request }) => {
      const response = await request.get(page.address);
      expect(response.status()).toBe(200);
      const html = await response.text();
      const { locale, dir } = LANGUAGE_SETTINGS[page.language];
      expect(html).toContain(`<html lang="${locale}" dir="${dir}"`);
      expect(decode(attribute(html, /<h1[^>]*>([^<]+)<\/h1>/) ?? '')).toBe(page.meta.heading[page.language]);
      expect(decode(attribute(html, /<title>([^<]+)<\/title>/) ?? '')).toBe(page.meta.title[page.language]);
      expect(attribute(html, /<meta name="description" content="([^"]+)"/)?.length).toBeGreaterThan(50);
      expect(attribute(html, /<link rel="canonical" href="([^"]+)"/)).toBe(SITE + page.address);
      const twin =
        page.language === 'ar'
          ? page.address.replace(/^\/ar/, '') || '/'
          : `/ar${page.address === '/' ? '' : page.address}`;
      const alternates = Object.fromEntries(
        [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map((match) => [
          match[1],
          match[2],
        ]),
      );
      const en = page.language === 'en' ? page.address : twin;
      const ar = page.language === 'ar' ? page.address : twin;
      expect(alternates).toEqual({ en: SITE + en, ar: SITE + ar, 'x-default': SITE + en });
      expect(attribute(html, /<meta property="og:title" content="([^"]+)"/)).toBeTruthy();
      expect(attribute(html, /<meta property="og:image" content="([^"]+)"/)).toMatch(/^https:\/\/\S+\.png$/);
      expect(attribute(html, /<meta name="twitter:card" content="([^"]+)"/)).toBe('summary_large_image');
    });
  }

  test('an unknown address answers 404 with the 404 page of its language', async ({ request }) => {
    for (const [address, language] of [
      ['/no-such-page', 'en'],
      ['/ar/no-such-page', 'ar'],
    ] as const) {
      const response = await request.get(address);
      expect(response.status(), address).toBe(404);
      const html = await response.text();
      expect(html).toContain(`lang="${LANGUAGE_SETTINGS[language].locale}"`);
      expect(html).toContain('<meta name="robots" content="noindex"/>');
      expect(html).not.toContain('rel="canonical"');
    }
  });

  test('an address with a trailing slash is sent to its one canonical form', async ({ request }) => {
    const response = await request.get('/ar/contact-us/', { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(new URL(response.headers().location!, 'http://x').pathname).toBe('/ar/contact-us');
  });
});

test.describe('hydration', () => {
  test.use({ locale: 'en-US' });
  test('a returning visitor in dark mode with a draft gets them after hydration, with no error', async ({
    page,
    baseURL,
  }) => {
    const { problems } = await watchPage(page, ownHosts(baseURL));
    await page.addInitScript(() => {
      localStorage.setItem('color-scheme', 'dark');
      sessionStorage.setItem('contact-draft', JSON.stringify({ name: 'Layla' }));
    });
    await page.goto(paths.contactUs);
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expect(page.getByRole('textbox', { name: /name/i }).first()).toHaveValue('Layla');
    await settle(page);
    expect(problems, reportProblems(problems)).toEqual([]);
  });

  test('what a phone visitor types into the search bar before the app takes over is kept and searched', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    await page.getByRole('combobox').fill('eating');
    release();
    await appReady(page);
    await expect(page.getByRole('combobox')).toHaveValue('eating');
    await expect(page.getByRole('option').first()).toHaveText(pageMeta.eatingDisorders.heading.en);
  });
});

test.describe('web fonts', () => {
  /** The font the page's main heading is drawn in (the first family of its stack that is in use). */
  const headingFont = (page: Page) => page.locator('h1').evaluate((h1) => getComputedStyle(h1).fontFamily);

  for (const [address, families, link] of [
    ['/', ['Inter Variable'], '/admissions'],
    ['/ar', ['Cairo Variable', 'Inter Variable'], '/ar/admissions'],
  ] as const) {
    test(`${address} fetches ${families.join(' and ')} after its first paint and uses them from the next link`, async ({
      page,
    }) => {
      await page.goto(address);
      await expect(page.locator('html')).toHaveAttribute('data-fonts', 'loaded');
      const { paint, requests } = await page.evaluate(() => ({
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
        requests: performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.endsWith('.woff2'))
          .map((entry) => entry.startTime),
      }));
      expect(requests.length).toBeGreaterThanOrEqual(families.length);
      for (const start of requests) expect(start).toBeGreaterThanOrEqual(paint);
      for (const family of families)
        expect(await page.evaluate((name) => document.fonts.check(`1em "${name}"`, '\u0639a'), family)).toBe(true);
      // Loaded, but the page being read keeps its fallback faces: swapping them would move its lines.
      await appReady(page);
      expect(await headingFont(page)).toMatch(/^"?(Inter|Cairo) Fallback/);
      await page.locator(`a[href="${link}"]:visible`).first().click();
      await expect(page.locator('html')).toHaveClass(/\bweb-fonts\b/);
      expect(await headingFont(page)).toMatch(new RegExp(`^"?${families[0]}`));
    });
  }

  test('a page loaded later in the same tab has them from its first paint, without a swap', async ({ page }) => {
    await page.goto('/contact-us');
    await expect(page.locator('html')).toHaveAttribute('data-fonts', 'loaded');
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/\bcached-fonts\b/);
    await appReady(page);
    expect(await headingFont(page)).toMatch(/^"?Inter Cached/);
    expect(await page.evaluate(() => document.fonts.check('1em "Inter Cached"'))).toBe(true);
  });
});

test.describe('addresses and language', () => {
  test.use({ locale: 'en-US' });

  test('the toggle opens the same page in the other language, and Back returns', async ({ page }) => {
    await page.goto(paths.addiction);
    await settle(page);
    await page.getByRole('button', { name: 'Switch to العربية' }).click();
    await expect(page).toHaveURL(/\/ar\/treatments\/addiction$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageMeta.addiction.heading.ar);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    // Internal links keep the Arabic address set.
    await expect(page.locator('a[href="/ar/contact-us"]').first()).toBeAttached();
    await page.getByRole('button', { name: 'التبديل إلى English' }).click();
    await expect(page).toHaveURL(/\/treatments\/addiction$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageMeta.addiction.heading.en);
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');
  });

  /** Records, per address, whether that document ever painted content. */
  async function recordPaints(page: Page) {
    await page.addInitScript(() => {
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          if (entry.name === 'first-contentful-paint') sessionStorage.setItem(`painted:${location.pathname}`, '1');
      }).observe({ type: 'paint', buffered: true });
    });
  }
  const painted = (page: Page) =>
    page.evaluate(() =>
      Object.keys(sessionStorage)
        .filter((key) => key.startsWith('painted:'))
        .map((key) => key.slice(8)),
    );

  test('an unprefixed address with Arabic saved ends on the /ar twin and never paints English', async ({ page }) => {
    await recordPaints(page);
    await page.addInitScript(() => localStorage.setItem('language', 'ar'));
    await page.goto(`${paths.admissions}?from=whatsapp#enquiry`);
    await expect(page).toHaveURL(/\/ar\/admissions\?from=whatsapp#enquiry$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageMeta.admissions.heading.ar);
    expect(await painted(page)).toEqual(['/ar/admissions']);
  });

  test('a browser in Arabic with nothing saved is sent to /ar too', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'ar-EG' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page).toHaveURL(/\/ar$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageMeta.home.heading.ar);
    await context.close();
  });

  test('an /ar address always shows Arabic without changing the saved choice; pages without twins keep Arabic', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('language', 'en');
        sessionStorage.setItem('seeded', '1');
      }
    });
    await page.goto('/ar/contact-us');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageMeta.contactUs.heading.ar);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await settle(page);
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');
    // A client-rendered page reached from here (no /ar twin) stays in Arabic.
    await page.evaluate(() => {
      history.pushState(null, '', '/kit');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page).toHaveURL(/\/kit$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  });

  test('a stored user opening a visitor-only page lands on /protected without the visitor page painting', async ({
    page,
  }) => {
    await recordPaints(page);
    await page.addInitScript(() => localStorage.setItem('user', JSON.stringify({ id: '1', name: 'Amal' })));
    await page.route('**/ui/protected/nav', (route) =>
      route.fulfill({ json: { navbarMenu: [], drawerMenu: [], tabbar: [] } }),
    );
    await page.goto(paths.facilities);
    await expect(page).toHaveURL(/\/protected$/);
    expect(await painted(page)).not.toContain(paths.facilities);
  });
});

test('a stored user opening a public page gets the logged-in layout, not the visitor one', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('user', JSON.stringify({ id: '1', name: 'Amal' })));
  await page.route('**/ui/protected/nav', (route) =>
    route.fulfill({ json: { navbarMenu: [], drawerMenu: [], tabbar: [] } }),
  );
  await page.goto(paths.contactUs);
  await appReady(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageMeta.contactUs.heading.en);
  await expect(page.locator('html')).not.toHaveClass(/user-pending/);
  await expect(page.locator(`a[href="${paths.login}"]`)).toHaveCount(0);
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  for (const [start, link, target] of [
    ['/', 'Admissions', paths.admissions],
    ['/ar', 'القبول', '/ar/admissions'],
  ] as const) {
    test(`${start} can be read and its links followed`, async ({ page }) => {
      await page.goto(start);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('footer')).toBeVisible();
      await page.locator(`a[href="${target}"]`).filter({ hasText: link }).first().click();
      await expect(page).toHaveURL(new RegExp(`${target}$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  }
});
