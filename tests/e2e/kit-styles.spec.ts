import { expect, test, type Locator, type Page } from '@playwright/test';

/**
 * What the UI kit looks like in a real browser, on the /kit showcase pages: sizes in pixels and
 * colours as the page computes them, checked against the design tokens the page itself resolves
 * (in both schemes), rather than against the class names a component happens to use.
 */

type Scheme = 'light' | 'dark';
const SCHEMES: Scheme[] = ['light', 'dark'];

async function open(page: Page, path: string, { scheme = 'light', language = 'en' } = {}) {
  await page.addInitScript(
    (saved) => {
      localStorage.setItem('language', saved.language);
      localStorage.setItem('color-scheme', saved.scheme);
    },
    { scheme, language },
  );
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** The colour a token resolves to on this page, written as computed styles write it. */
async function token(page: Page, name: string, alpha?: number): Promise<string> {
  const channels = await page.evaluate(
    (property) => getComputedStyle(document.documentElement).getPropertyValue(property).trim(),
    `--color-${name}`,
  );
  expect(channels, `--color-${name}`).toMatch(/^\d+ \d+ \d+$/);
  const rgb = channels.split(' ').join(', ');
  return alpha === undefined ? `rgb(${rgb})` : `rgba(${rgb}, ${alpha})`;
}

const size = async (locator: Locator) => {
  const box = await locator.boundingBox();
  expect(box, 'a rendered box').not.toBeNull();
  return { width: Math.round(box!.width), height: Math.round(box!.height) };
};

/** A showcase section, found by its heading. */
const section = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

/** The showcase's framed demo captioned `caption` (the colour demos on the buttons page). */
const demo = (page: Page, caption: string) =>
  page.locator('p', { hasText: new RegExp(`^${caption}$`) }).locator('xpath=..');

const TRANSPARENT = 'rgba(0, 0, 0, 0)';
const MIRRORED = 'matrix(-1, 0, 0, 1, 0, 0)';

test.describe('buttons', () => {
  test('are 56, 48, 40 and 32 px high at lg, md, sm and xs; md by default, links too', async ({ page }) => {
    await open(page, '/kit/buttons');
    const sizes = section(page, 'Sizes');
    for (const [name, height] of [
      ['lg', 56],
      ['md', 48],
      ['sm', 40],
      ['xs', 32],
    ] as const) {
      const buttons = sizes
        .locator('span', { has: page.locator('code', { hasText: `${name} ·` }) })
        .getByRole('button');
      await expect(buttons).toHaveCount(2);
      for (const button of await buttons.all()) expect((await size(button)).height, name).toBe(height);
    }
    // The colour demos use the default size, and so does a button that is a link.
    expect((await size(demo(page, 'brand').getByRole('button').first())).height).toBe(48);
    expect((await size(section(page, 'Buttons that are links').getByRole('link').first())).height).toBe(48);
  });

  for (const scheme of SCHEMES) {
    test(`draw each colour from its tokens (${scheme})`, async ({ page }) => {
      await open(page, '/kit/buttons', { scheme });
      type Look = { background: string; color: string; border: string };
      const expected: Record<string, Look> = {
        brand: { background: await token(page, 'brand'), color: await token(page, 'brand-fg'), border: '0px' },
        cta: { background: await token(page, 'cta'), color: await token(page, 'cta-fg'), border: '0px' },
        outlined: { background: TRANSPARENT, color: await token(page, 'brand'), border: '1px' },
        ghost: { background: TRANSPARENT, color: await token(page, 'brand'), border: '0px' },
        danger: { background: await token(page, 'danger'), color: await token(page, 'danger-fg'), border: '0px' },
      };
      // The second button that is a link is given no colour: it shows the default, outlined.
      const byDefault = section(page, 'Buttons that are links').getByRole('link').nth(1);
      const looks: Array<[string, Locator, Look]> = [
        ...Object.entries(expected).map(([colour, look]): [string, Locator, Look] => [
          colour,
          demo(page, colour).getByRole('button').first(),
          look,
        ]),
        ['default', byDefault, expected.outlined!],
      ];
      for (const [colour, button, look] of looks) {
        await expect(button, colour).toHaveCSS('background-color', look.background);
        await expect(button, colour).toHaveCSS('color', look.color);
        await expect(button, colour).toHaveCSS('border-top-width', look.border);
        if (look.border !== '0px') await expect(button, colour).toHaveCSS('border-top-color', look.color);
      }
    });
  }

  test('show a 2 px focus ring in the focus colour, and fade when disabled', async ({ page }) => {
    await open(page, '/kit/buttons');
    const buttons = demo(page, 'brand').getByRole('button');
    const first = buttons.first();
    await expect(first).toHaveCSS('outline-style', 'none');
    await page.keyboard.press('Tab'); // A keyboard user: what follows shows the focus ring.
    await first.focus();
    await expect(first).toBeFocused();
    await expect(first).toHaveCSS('outline-style', 'solid');
    await expect(first).toHaveCSS('outline-width', '2px');
    await expect(first).toHaveCSS('outline-offset', '2px');
    await expect(first).toHaveCSS('outline-color', await token(page, 'focus'));

    const disabled = buttons.last();
    await expect(disabled).toBeDisabled();
    await expect(disabled).toHaveCSS('opacity', '0.5');
  });

  test('turn pointing icons round in Arabic, and only those', async ({ page }) => {
    for (const language of ['en', 'ar'] as const) {
      await open(page, '/kit/buttons', { language });
      await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
      const buttons = demo(page, 'outlined').getByRole('button');
      // A calendar before the text; an arrow after it, and a log-in mark before it, which point
      // the way the text reads (mirrorIcons).
      const calendar = buttons.nth(1).locator('svg');
      const arrow = buttons.nth(2).locator('svg');
      const links = page.getByRole('region', { name: language === 'ar' ? 'أزرار هي روابط' : 'Buttons that are links' });
      const logIn = links.getByRole('link').nth(1).locator('svg');
      await expect(calendar).toHaveCSS('transform', 'none');
      await expect(arrow).toHaveCSS('transform', language === 'ar' ? MIRRORED : 'none');
      await expect(logIn).toHaveCSS('transform', language === 'ar' ? MIRRORED : 'none');
    }
  });

  test('a cart badge over 99 shows "99+" and still names the real count', async ({ page }) => {
    await open(page, '/kit/buttons');
    const cart = section(page, 'Icon buttons').getByRole('link', { name: /120/ });
    await expect(cart).toBeVisible();
    await expect(cart.getByText('99+', { exact: true })).toBeVisible();
  });

  test('text links are underlined, a disabled one plain and muted', async ({ page }) => {
    await open(page, '/kit/buttons');
    const links = section(page, 'Text links').getByRole('link');
    await expect(links.first()).toBeVisible();
    for (const link of await links.all()) {
      const disabled = (await link.getAttribute('aria-disabled')) === 'true';
      await expect(link).toHaveCSS('text-decoration-line', disabled ? 'none' : 'underline');
      await expect(link).toHaveCSS('color', await token(page, disabled ? 'fg-muted' : 'brand'));
    }
    await expect(links.and(page.locator('[aria-disabled="true"]'))).toHaveCount(1);
  });
});

test.describe('alerts and chips', () => {
  for (const scheme of SCHEMES) {
    test(`alerts take their tone's soft ground and icon colour (${scheme})`, async ({ page }) => {
      await open(page, '/kit/alerts', { scheme });
      const messages = section(page, 'Message only');
      // Info and success are polite (status); warning and danger interrupt (alert).
      const alerts: Array<[Locator, string]> = [
        [messages.getByRole('status').nth(0), 'brand'],
        [messages.getByRole('status').nth(1), 'success'],
        [messages.getByRole('alert').nth(0), 'warning'],
        [messages.getByRole('alert').nth(1), 'danger'],
      ];
      for (const [alert, tone] of alerts) {
        await expect(alert, tone).toHaveCSS('background-color', await token(page, `${tone}-soft`));
        await expect(alert, tone).toHaveCSS('color', await token(page, 'fg'));
        await expect(alert.locator('svg').first(), `${tone} icon`).toHaveCSS('color', await token(page, tone));
      }
    });

    test(`chips take their tone's ground and text colour (${scheme})`, async ({ page }) => {
      await open(page, '/kit/chips', { scheme });
      const tones = section(page, 'Tones');
      const chips: Array<[string, string, string]> = [
        ['Residential', 'surface-sunken', 'fg'],
        ['Private room', 'brand-soft', 'brand'],
        ['Available', 'success-soft', 'success'],
        ['Few places', 'warning-soft', 'warning'],
        ['Full', 'danger-soft', 'danger'],
      ];
      for (const [label, ground, text] of chips) {
        const chip = tones.getByText(label, { exact: true }).locator('xpath=..');
        await expect(chip, label).toHaveCSS('background-color', await token(page, ground));
        await expect(chip, label).toHaveCSS('color', await token(page, text));
      }
    });
  }
});

test.describe('a long tag', () => {
  for (const language of ['en', 'ar'])
    test(`stays inside a narrow space: cut short by default, whole on two lines with wrap (${language})`, async ({
      page,
    }) => {
      await open(page, '/kit/chips', { language });
      const long = section(page, language === 'en' ? 'Long labels' : 'التسميات الطويلة');
      const [cut, wrapped] = await long.locator('div.max-w-40 > span').all();
      const space = await long.locator('div.max-w-40').evaluate((box) => box.getBoundingClientRect());
      for (const chip of [cut!, wrapped!]) {
        const box = await chip.evaluate((one) => one.getBoundingClientRect());
        expect(box.left).toBeGreaterThanOrEqual(space.left - 0.5);
        expect(box.right).toBeLessThanOrEqual(space.right + 0.5);
      }
      const label = (chip: Locator) => chip.locator('span').last();
      // Cut: one line, its text wider than it shows. Wrapped: every word shown, over more than one line.
      expect(await label(cut!).evaluate((one) => one.scrollWidth > one.clientWidth)).toBe(true);
      expect(await label(wrapped!).evaluate((one) => one.scrollWidth <= one.clientWidth)).toBe(true);
      expect((await wrapped!.boundingBox())!.height).toBeGreaterThan((await cut!.boundingBox())!.height);
    });
});

test.describe('text fields', () => {
  test('are 48 px high, the search box too', async ({ page }) => {
    await open(page, '/kit/forms');
    const states = section(page, 'States');
    for (const name of ['Empty, with a placeholder', 'Filled', 'Disabled', 'Invalid']) {
      expect((await size(states.getByRole('textbox', { name, exact: true }))).height, name).toBe(48);
    }
    expect((await size(section(page, 'Search').getByRole('searchbox'))).height).toBe(48);
  });

  test('show their label, unless it is for screen readers only', async ({ page }) => {
    await open(page, '/kit/forms');
    const states = section(page, 'States');
    const shown = states.locator('label', { hasText: 'Empty, with a placeholder' });
    expect((await size(shown)).height).toBeGreaterThan(10);
    const hidden = 'A label for screen readers only';
    await expect(states.getByRole('textbox', { name: hidden })).toBeVisible();
    const label = await size(states.locator('label', { hasText: hidden }));
    expect(label.width <= 1 && label.height <= 1, `label drawn at ${label.width}×${label.height}`).toBe(true);
  });

  for (const scheme of SCHEMES) {
    test(`draw the danger colour when invalid or alerting, muted placeholders, full-strength text (${scheme})`, async ({
      page,
    }) => {
      await open(page, '/kit/forms', { scheme });
      const states = section(page, 'States');
      const danger = await token(page, 'danger');
      const invalid = states.getByRole('textbox', { name: 'Invalid', exact: true });
      await expect(invalid).toHaveAttribute('aria-invalid', 'true');
      await expect(invalid).toHaveCSS('border-top-color', danger);
      const alerting = states.getByRole('textbox', { name: 'Danger alert colour' });
      await expect(alerting).not.toHaveAttribute('aria-invalid');
      await expect(alerting).toHaveCSS('border-top-color', danger);
      const filled = states.getByRole('textbox', { name: 'Filled', exact: true });
      await expect(filled).toHaveCSS('border-top-color', await token(page, 'fg-muted', 0.7));
      await expect(filled).toHaveCSS('color', await token(page, 'fg'));

      const empty = states.getByRole('textbox', { name: 'Empty, with a placeholder' });
      const placeholder = await empty.evaluate((field) => getComputedStyle(field, '::placeholder').color);
      expect(placeholder).toBe(await token(page, 'fg-muted'));
    });
  }
});

test.describe('avatars, logos and flags', () => {
  test('avatars are 32, 40, 56 and 80 px round, photo or initials', async ({ page }) => {
    await open(page, '/kit/avatars');
    for (const [title, name] of [
      ['Photo', 'Layla Hassan'],
      ['Initials', 'Omar Al-Farsi'],
    ]) {
      const avatars = section(page, title).getByRole('img', { name });
      await expect(avatars).toHaveCount(4);
      const sizes = await Promise.all((await avatars.all()).map(size));
      expect(sizes, title).toEqual([32, 40, 56, 80].map((side) => ({ width: side, height: side })));
      await expect(avatars.first()).toHaveCSS('border-radius', '9999px');
    }
  });

  for (const scheme of SCHEMES) {
    test(`logos keep the brand blue and white in the ${scheme} scheme; the mark is 48 px, or 32 px small`, async ({
      page,
    }) => {
      await open(page, '/kit/branding', { scheme });
      const blue = 'rgb(30, 76, 140)';
      const white = 'rgb(255, 255, 255)';
      const looks: Record<string, { color: string; background: string }> = {
        blue: { color: blue, background: TRANSPARENT },
        white: { color: white, background: TRANSPARENT },
        'blue-ar': { color: blue, background: TRANSPARENT },
        'blue-on-white': { color: blue, background: white },
        'white-on-blue-ar': { color: white, background: blue },
      };
      for (const [variant, look] of Object.entries(looks)) {
        const logos = page
          .locator('li', { has: page.locator('code', { hasText: new RegExp(`^${variant}$`) }) })
          .getByRole('img');
        await expect(logos, variant).toHaveCount(2);
        for (const logo of await logos.all()) {
          await expect(logo, variant).toHaveCSS('color', look.color);
          await expect(logo, variant).toHaveCSS('background-color', look.background);
        }
        expect(await size(logos.nth(0).locator('svg')), `${variant} md`).toEqual({ width: 48, height: 48 });
        expect(await size(logos.nth(1).locator('svg')), `${variant} sm`).toEqual({ width: 32, height: 32 });
      }
    });
  }

  test('flags keep 3:2 at 24 × 16, 36 × 24 and 48 × 32 px', async ({ page }) => {
    await open(page, '/kit/branding');
    const flags = section(page, 'Flags');
    for (const country of ['United Arab Emirates', 'Egypt', 'Saudi Arabia', 'United States']) {
      const named = flags.getByRole('img', { name: country, exact: true });
      await expect(named, country).toHaveCount(2);
      expect(await size(named.nth(0)), `${country} sm`).toEqual({ width: 24, height: 16 });
      expect(await size(named.nth(1)), `${country} md`).toEqual({ width: 36, height: 24 });
    }
    // The large ones are decorative, captioned by the name beside them.
    expect(await size(flags.locator('svg[aria-hidden="true"]').first())).toEqual({ width: 48, height: 32 });
  });
});

test.describe('containers and the spinner', () => {
  test('containers are centred at 48, 72 and 80 rem, with 16 px sides on phones and 24 px from 640 px', async ({
    page,
  }) => {
    await open(page, '/kit/containers');
    const container = (width: string) =>
      page.locator('code', { hasText: new RegExp(`^${width}$`) }).locator('xpath=../..');
    for (const [width, max] of [
      ['narrow', 768],
      ['default', 1152],
      ['wide', 1280],
    ] as const) {
      await expect(container(width), width).toHaveCSS('max-width', `${max}px`);
      await page.setViewportSize({ width: 375, height: 800 });
      await expect(container(width), width).toHaveCSS('padding-left', '16px');
      await page.setViewportSize({ width: 1440, height: 900 });
      await expect(container(width), width).toHaveCSS('padding-left', '24px');
      // Centred: as much room on either side.
      const [box, parent] = await container(width).evaluate((element) =>
        [element, element.parentElement!].map((node) => node.getBoundingClientRect().toJSON() as DOMRect),
      );
      expect(Math.abs(box!.left - parent!.left - (parent!.right - box!.right)), width).toBeLessThanOrEqual(1);
    }
    // The narrow one is narrower than the showcase's column, so it shows its full width.
    expect((await size(container('narrow'))).width).toBe(768);
  });

  test('the spinner turns once a second, not at all under reduced motion, and says "Loading" to screen readers', async ({
    page,
  }) => {
    await open(page, '/kit/animations');
    const spinners = section(page, 'Spinner').getByRole('status');
    await expect(spinners).toHaveCount(5);
    const ring = spinners.first().locator('svg');
    await expect(ring).toHaveCSS('animation-name', 'spin');
    await expect(ring).toHaveCSS('animation-duration', '1s');
    await expect(ring).toHaveCSS('animation-iteration-count', 'infinite');
    // The label: visually hidden by default, shown when asked.
    const hidden = await size(spinners.first().getByText('Loading', { exact: true }));
    expect(hidden.width <= 1 && hidden.height <= 1, `label drawn at ${hidden.width}×${hidden.height}`).toBe(true);
    expect((await size(spinners.nth(4).getByText('Sending', { exact: true }))).width).toBeGreaterThan(10);

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await expect(ring).toHaveCSS('animation-name', 'none');
  });
});
