import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readSprite, withIconSymbols } from '@/app/prerender/icon-symbols';

const address = '/assets/icons-abc.svg';
const template = `<body><div id="icon-symbols" hidden data-sprite="${address}"></div><div id="root"></div></body>`;
const symbol = (id: string) => `<symbol id="${id}" viewBox="0 0 24 24"><path d="M${id.length} 0"/></symbol>`;
const icon = (id: string) => `<svg><use href="#${id}"></use></svg>`;
// A page as the prerender renders it: navigation bar, menu, the first band, a lower section, footer, tab bar.
const body = [
  `<header>${icon('menu')}</header><nav>${icon('globe')}</nav>`,
  `<main><header>${icon('phone')}</header><section>${icon('check')}${icon('phone')}</section></main>`,
  `<footer>${icon('brand-x')}</footer><nav>${icon('house')}</nav>`,
].join('');

describe('prerender: the icon symbols a page holds', () => {
  let dist: string;
  beforeAll(() => {
    dist = mkdtempSync(path.join(tmpdir(), 'icon-symbols-'));
    mkdirSync(path.join(dist, 'assets'));
    const ids = ['menu', 'globe', 'phone', 'check', 'brand-x', 'house', 'search'];
    writeFileSync(
      path.join(dist, address),
      `<svg xmlns="http://www.w3.org/2000/svg">${ids.map(symbol).join('')}</svg>\n`,
    );
  });
  afterAll(() => rmSync(dist, { recursive: true }));

  const holder = (html: string) => /<div id="icon-symbols"[^>]*>([\s\S]*?)<\/div>/.exec(html)?.[1] ?? '';

  it("holds the first screen's symbols (navigation bar, first band, tab bar) and no other", () => {
    const [inline = ''] = holder(withIconSymbols(template, body, '/', readSprite(dist, template))).split('<noscript>');
    expect(inline).toBe(
      `<svg xmlns="http://www.w3.org/2000/svg">${['menu', 'phone', 'house'].map(symbol).join('')}</svg>`,
    );
  });

  it("draws the page's other icons without JavaScript, from the sprite's symbols", () => {
    const html = withIconSymbols(template, body, '/', readSprite(dist, template));
    const noscript = /<noscript>([\s\S]*)<\/noscript>/.exec(holder(html))?.[1];
    expect(noscript).toBe(
      `<svg xmlns="http://www.w3.org/2000/svg">${['globe', 'check', 'brand-x']
        .map((id) => `<symbol id="${id}"><use href="${address}#${id}"/></symbol>`)
        .join('')}</svg>`,
    );
    // The sprite's address stays for the first-paint script, which adds every other symbol after the paint.
    expect(html).toContain(`data-sprite="${address}"`);
  });

  it('fails the build for an icon the sprite lacks', () => {
    expect(() => withIconSymbols(template, body + icon('ghost'), '/fees', readSprite(dist, template))).toThrow(
      /\/fees draws icons the sprite lacks: ghost/,
    );
  });

  it('fails the build when index.html has no element for the symbols', () => {
    expect(() => readSprite(dist, '<body><div id="root"></div></body>')).toThrow(/icon-symbols/);
  });
});
