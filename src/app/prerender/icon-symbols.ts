/// <reference types="node" />
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The element every page has for its icons' symbols (tools/vite/icon-sprite.ts writes it into index.html). */
const HOLDER = /<div id="icon-symbols" hidden(?:="")? data-sprite="([^"]+)"><\/div>/;

/** Each symbol of the sprite the client build wrote, by its id. */
export function readSprite(dist: string, template: string): { address: string; symbols: Map<string, string> } {
  const address = HOLDER.exec(template)?.[1];
  if (!address) throw new Error('prerender: index.html has no icon-symbols element naming the sprite');
  const source = readFileSync(path.join(dist, address), 'utf8');
  const symbols = new Map(
    [...source.matchAll(/<symbol id="([^"]+)"[\s\S]*?<\/symbol>/g)].map(([symbol, id = '']) => [id, symbol]),
  );
  return { address, symbols };
}

const symbolIds = (html: string) => new Set([...html.matchAll(/<use href="#([^"]+)"/g)].map(([, id = '']) => id));

/**
 * What a phone shows before scrolling: the navigation bar (up to the first `</header>`), the page's first band
 * (from `<main` to its first `<section`) and the tab bar (after the footer).
 */
function firstScreen(body: string, address: string): string {
  const headerEnd = body.indexOf('</header>');
  const main = body.indexOf('<main');
  const mainEnd = body.indexOf('</main>');
  const footerEnd = body.indexOf('</footer>');
  if (headerEnd < 0 || main < headerEnd || mainEnd < main || footerEnd < mainEnd)
    throw new Error(`prerender: ${address} lacks its navigation bar, main or footer`);
  const section = body.indexOf('<section', main);
  const bandEnd = section >= 0 && section < mainEnd ? section : mainEnd;
  return body.slice(0, headerEnd) + body.slice(main, bandEnd) + body.slice(footerEnd);
}

/**
 * The page's icon symbols, in the element for them: those its first screen draws, inline, so they paint with the
 * page; the sprite brings the rest after the first paint (index.html). Without JavaScript, each of the page's
 * other icons is a symbol using the sprite's own, which the browser then fetches.
 */
export function withIconSymbols(
  html: string,
  body: string,
  address: string,
  sprite: ReturnType<typeof readSprite>,
): string {
  const used = symbolIds(body);
  const first = symbolIds(firstScreen(body, address));
  const missing = [...used].filter((id) => !sprite.symbols.has(id));
  if (missing.length > 0) throw new Error(`prerender: ${address} draws icons the sprite lacks: ${missing.join(', ')}`);
  const inline = [...first].map((id) => sprite.symbols.get(id)).join('');
  const viaSprite = [...used]
    .filter((id) => !first.has(id))
    .map((id) => `<symbol id="${id}"><use href="${sprite.address}#${id}"/></symbol>`)
    .join('');
  const svg = (symbols: string) => `<svg xmlns="http://www.w3.org/2000/svg">${symbols}</svg>`;
  return html.replace(HOLDER, (holder) =>
    holder.replace('></div>', `>${svg(inline)}${viaSprite ? `<noscript>${svg(viaSprite)}</noscript>` : ''}</div>`),
  );
}
