import { expect, test, type Page } from '@playwright/test';
import { menuWording } from '../../src/content/menu-wording';
import { appReady, hydrated, openRoute } from './a11y/support/visit';

/** The colour a design token resolves to on the page, as computed styles write it. */
const tokenColour = async (page: Page, name: string) => {
  const channels = await page.evaluate(
    (property) => getComputedStyle(document.documentElement).getPropertyValue(property).trim(),
    `--color-${name}`,
  );
  return `rgb(${channels.split(/\s+/).join(', ')})`;
};

const useLanguage = (page: Page, language: 'ar' | 'en') =>
  page.addInitScript((saved) => localStorage.setItem('language', saved), language);

test.describe('navbar brand', () => {
  for (const width of [1024, 1280])
    for (const address of ['/', '/ar'])
      for (const fonts of ['fallback', 'web'])
        test(`${address} at ${width} px: the brand is whole and clear of the menu (${fonts} fonts)`, async ({
          page,
        }) => {
          await page.setViewportSize({ width, height: 800 });
          // The first paint's fallback fonts have to fit too: JavaScript off keeps them.
          if (fonts === 'fallback') await page.context().route('**/*.js', (route) => route.abort());
          await page.goto(address);
          if (fonts === 'web') {
            // Web fonts are used by the pages loaded after they were fetched (src/styles/fonts.css).
            await expect(page.locator('html')).toHaveAttribute('data-fonts', 'loaded');
            await page.reload();
            await expect(page.locator('html')).toHaveClass(/\bcached-fonts\b/);
            await page.evaluate(() => document.fonts.ready);
          }
          const home = address === '/' ? '/' : '/ar';
          const brand = page.locator(`header a[href="${home}"]`).first();
          const menu = page.getByRole('navigation', {
            name: menuWording.mainMenu[address === '/' ? 'en' : 'ar'],
            exact: true,
          });
          const fits = await brand.evaluate(
            (link) => link.scrollWidth <= Math.ceil(link.getBoundingClientRect().width),
          );
          expect(fits).toBe(true);
          const [b, m] = [await brand.boundingBox(), await menu.boundingBox()];
          const clear = address === '/' ? b!.x + b!.width <= m!.x : m!.x + m!.width <= b!.x;
          expect(clear).toBe(true);
        });
});

test.describe('navbar at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a submenu opens on hover and closes when the pointer leaves', async ({ page }) => {
    await page.goto('/');
    await appReady(page);
    const trigger = page.getByRole('button', { name: 'Treatments' });
    const link = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Eating Disorders' });
    await hydrated(trigger);
    await trigger.hover();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(link).toBeVisible();
    await page.mouse.move(640, 600);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(link).toBeHidden();
  });

  test('a submenu works from the keyboard and its link navigates @smoke', async ({ page }) => {
    await page.goto('/');
    await appReady(page);
    const menu = page.getByRole('navigation', { name: 'Main' });
    const trigger = menu.getByRole('button', { name: 'Teams' });
    await hydrated(trigger);
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(menu.getByRole('link', { name: 'All teams' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('link', { name: 'Clinical & Therapeutic' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(trigger).toBeFocused();
    // The panel renders on the next frame and only then takes focus: wait for it before each key.
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('link', { name: 'All teams' })).toBeFocused();
    await page.keyboard.press('End');
    await expect(menu.getByRole('link', { name: 'Hospitality' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/teams\/hospitality$/);
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Hospitality', includeHidden: true }),
    ).toHaveAttribute('aria-current', 'page');
  });

  test('shows the end-side actions and no menu button, tab bar or search bar', async ({ page }) => {
    await page.goto('/');
    await appReady(page);
    await expect(page.getByRole('link', { name: 'Book Now' }).first()).toHaveAttribute('href', '/admissions');
    await expect(page.getByRole('link', { name: 'Log In' }).first()).toHaveAttribute('href', '/login');
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Quick links' })).toBeHidden();
    await expect(page.getByRole('combobox')).toBeHidden();
  });

  test('the footer shows the brand, slogan, year and company link', async ({ page }) => {
    await page.goto('/facilities');
    await appReady(page);
    const footer = page.getByRole('contentinfo');
    await expect(footer).toBeVisible();
    await expect(footer.getByTitle('Home')).toHaveAttribute('href', '/');
    await expect(footer).toContainText('Luxury Wellness');
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
    await expect(footer.getByRole('link', { name: /Sakina Health Group/ })).toHaveAttribute('target', '_blank');
  });

  test('highlights the group of the current page in the brand colours', async ({ page }) => {
    await page.goto('/treatments/eating-disorders');
    await appReady(page);
    const menu = page.getByRole('navigation', { name: 'Main' });
    const current = menu.getByRole('button', { name: 'Treatments' });
    const other = menu.getByRole('button', { name: 'Teams' });
    await expect(current).toHaveCSS('color', await tokenColour(page, 'brand'));
    await expect(current).toHaveCSS('background-color', await tokenColour(page, 'brand-soft'));
    await expect(other).toHaveCSS('color', await tokenColour(page, 'fg'));
    await expect(other).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
  });

  test('the content starts below the fixed navbar', async ({ page }) => {
    await page.goto('/facilities');
    await appReady(page);
    const navbarBottom = await page.getByRole('banner').evaluate((el) => el.getBoundingClientRect().bottom);
    const headingTop = await page.getByRole('heading', { level: 1 }).evaluate((el) => el.getBoundingClientRect().top);
    expect(headingTop).toBeGreaterThanOrEqual(navbarBottom);
  });
});

test.describe('drawer at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('opens, expands a group, and choosing a link closes it and scrolls to the top', async ({ page }) => {
    await openRoute(page, '/');
    await page.evaluate(() => window.scrollTo(0, 200));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(200);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('navigation', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await drawer.getByRole('button', { name: 'Treatments' }).click();
    await drawer.getByRole('link', { name: 'Addiction Rehab' }).click();
    await expect(page).toHaveURL(/\/treatments\/addiction$/);
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    await expect(drawer).toBeHidden();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('highlights the group of the current page in the brand colours', async ({ page }) => {
    await page.goto('/teams/clinical');
    await appReady(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('navigation', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    const current = drawer.getByRole('button', { name: 'Teams' });
    const other = drawer.getByRole('button', { name: 'Treatments' });
    await expect(current).toHaveCSS('color', await tokenColour(page, 'brand'));
    await expect(current).toHaveCSS('background-color', await tokenColour(page, 'brand-soft'));
    await expect(other).toHaveCSS('color', await tokenColour(page, 'fg'));
  });

  test('closes when the window grows to 1100 px', async ({ page }) => {
    await page.goto('/');
    await appReady(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Menu' })).toBeVisible();
    await page.setViewportSize({ width: 1100, height: 740 });
    await expect(page.getByRole('navigation', { name: 'Menu' })).toBeHidden();
    // Closed, not only hidden by the laptop-width style: on a busy machine the narrowing below could come
    // before React has seen the widening, and then the drawer was never closed.
    await expect(page.locator('[aria-hidden="true"]:has(> nav[aria-label="Menu"])')).toBeAttached();
    await page.setViewportSize({ width: 375, height: 740 });
    await expect(page.getByRole('navigation', { name: 'Menu' })).toBeHidden();
  });

  test('keeps focus inside and the page still while open; Escape returns focus', async ({ page }) => {
    await page.goto('/');
    await appReady(page);
    const button = page.getByRole('button', { name: 'Open menu' });
    await button.click();
    // The drawer loads beside the page; the trap and the scroll lock start once it is open.
    await expect(page.getByRole('navigation', { name: 'Menu' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    const outside: string[] = [];
    for (let i = 0; i < 25; i += 1) {
      await page.keyboard.press('Tab');
      const stop = await page.evaluate(() => {
        const active = document.activeElement;
        const inside = !!active?.closest('header') || !!active?.closest('nav[aria-label="Menu"]');
        return inside ? '' : (active?.outerHTML.slice(0, 120) ?? 'nothing');
      });
      if (stop) outside.push(`Tab ${i + 1}: ${stop}`);
    }
    expect(outside).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });
});

test.describe('tab bar and search bar at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('five equal tabs in order, the current one marked, the search bar right above @smoke', async ({ page }) => {
    await page.goto('/facilities');
    await appReady(page);
    const bar = page.getByRole('navigation', { name: 'Quick links' });
    const links = bar.getByRole('link');
    await expect(links).toHaveCount(5);
    const hrefs = await links.evaluateAll((els) => els.map((el) => el.getAttribute('href')));
    expect(hrefs).toEqual(['/', '/treatments', '/facilities', '/teams', '/admissions']);
    const widths = await links.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().width)));
    expect(new Set(widths).size).toBe(1);
    await expect(bar.getByRole('link', { name: 'Facilities' })).toHaveAttribute('aria-current', 'page');

    const search = await page
      .getByRole('combobox')
      .evaluate((el) => el.closest('div.h-searchbar')!.getBoundingClientRect());
    const tabs = await bar.evaluate((el) => el.getBoundingClientRect());
    expect(Math.round(search.bottom)).toBe(Math.round(tabs.top));
    expect(Math.round(search.height)).toBe(48);
    expect(Math.round(tabs.height)).toBe(48);
  });

  test('search finds pages in either language and Enter opens one', async ({ page }) => {
    await useLanguage(page, 'ar');
    await page.goto('/');
    await appReady(page);
    const search = page.getByRole('combobox');
    await search.fill('eating');
    // The page named by the query comes first; pages that only mention it follow.
    await expect(page.getByRole('option').first()).toHaveText('اضطرابات الأكل');
    await search.press('ArrowDown');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/treatments\/eating-disorders$/);
    await search.fill('زززز');
    await expect(page.getByText('لا توجد صفحات مطابقة لبحثك.').first()).toBeVisible();
    await search.press('Escape');
    await expect(search).toHaveValue('');
  });
});

for (const width of [279, 280, 1280]) {
  test(`the tab bar at ${width} px is ${width >= 280 && width < 640 ? 'shown' : 'absent'}`, async ({ page }) => {
    await page.setViewportSize({ width, height: 700 });
    await page.goto('/');
    await appReady(page);
    const bar = page.getByRole('navigation', { name: 'Quick links' });
    if (width >= 280 && width < 640) await expect(bar).toBeVisible();
    else await expect(bar).toBeHidden();
  });
}
