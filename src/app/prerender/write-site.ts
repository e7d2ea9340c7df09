/// <reference types="node" />
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { APP_SHELL_FILE } from '#contracts/serving';
import { LANGUAGE_SETTINGS } from '@/i18n/languages';
import { readSprite, withIconSymbols } from './icon-symbols';
import type { PageChunks } from './page-chunks';
import { renderPage } from './render-page';
import { sitePages, type SitePage } from './site-pages';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * React writes the tags it hoists (meta, link) ahead of the page. They belong in `<head>`,
 * where the browser and React (on hydration) look for them.
 */
function splitHoisted(html: string): { head: string; body: string } {
  const hoisted = /^(?:<(?:meta|link)\b[^>]*\/?>)+/.exec(html)?.[0] ?? '';
  return { head: hoisted, body: html.slice(hoisted.length) };
}

/** Vite's one module script, the app's entry. */
const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+\.js)"><\/script>/;

/**
 * The app's script and its preloads leave the page's head: the inline first-paint script (index.html)
 * adds the entry after the first paint, so the page's text and styles have the connection to themselves.
 * The entry's preloads are not carried over: the browser finds the entry's imports as it reads it, and
 * each preload added by script costs the main thread a task (ADR 013).
 */
function deferEntry(template: string): { html: string; entry: string } {
  const entry = template.match(ENTRY_SCRIPT)?.[1];
  if (!entry) throw new Error('prerender: index.html has no module script');
  return { html: template.replace(ENTRY_SCRIPT, '').replace(/\s*<link rel="modulepreload" [^>]+>/g, ''), entry };
}

/** index.html's comments explain its source; no page needs them, and each page's HTML must fit the first round trip. */
const withoutComments = (html: string) => html.replace(/\s*<!--[\s\S]*?-->/g, '');

/** The entry's own imports as preloads after its script, in the app shell as in every page. */
function withAppPreloads(template: string, app: string[]): string {
  if (!ENTRY_SCRIPT.test(template)) throw new Error('prerender: index.html has no module script');
  const links = app.map((src) => `\n    <link rel="modulepreload" crossorigin href="${src}">`).join('');
  return template.replace(ENTRY_SCRIPT, (script) => script + links);
}

function pageHtml(
  shell: string,
  page: SitePage,
  rendered: string,
  pageChunk: string,
  sprite: ReturnType<typeof readSprite>,
): string {
  const { html: template, entry } = deferEntry(shell);
  // The page's own chunk downloads beside the entry, which would otherwise ask for it only once it runs.
  const scripts = [entry, pageChunk];
  const { locale, dir, fontClass } = LANGUAGE_SETTINGS[page.language];
  const { head, body } = splitHoisted(rendered);
  if (!/<meta name="description"/.test(head)) throw new Error(`prerender: ${page.address} has no meta description`);
  const fill = (pattern: RegExp, value: string) => {
    if (!pattern.test(template)) throw new Error(`prerender: index.html lacks ${pattern}`);
    return (html: string) => html.replace(pattern, () => value);
  };
  const steps = [
    fill(
      /<html [^>]*>/,
      `<html lang="${locale}" dir="${dir}" class="${fontClass}" data-address="${page.language}" data-access="${page.access}" data-scripts="${scripts.join(' ')}">`,
    ),
    fill(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.meta.title[page.language])}</title>`),
    fill(/<\/head>/, `${head}</head>`),
    fill(/<div id="root"><\/div>/, `<div id="root">${body}</div>`),
    (html: string) => withIconSymbols(html, body, page.address, sprite),
  ];
  return steps.reduce((html, step) => step(html), template);
}

/**
 * Turns the client build in `dist` into the served site: `index.html` becomes the app shell for
 * client-rendered pages, and every visitor and public page is written in both languages, listing
 * its own chunk after the app's entry (`chunks`, from tools/vite/prerender-pages.ts).
 */
export async function prerenderSite(dist: string, chunks: PageChunks): Promise<number> {
  const template = withAppPreloads(withoutComments(readFileSync(path.join(dist, 'index.html'), 'utf8')), chunks.app);
  writeFileSync(path.join(dist, APP_SHELL_FILE), template);
  const pages = sitePages();
  const sprite = readSprite(dist, template);
  for (const page of pages) {
    const chunk = chunks.pages[page.module];
    if (!chunk) throw new Error(`prerender: the build has no chunk for src/app/routes/${page.module}`);
    const html = pageHtml(template, page, await renderPage(page.address), chunk, sprite);
    const file = path.join(dist, page.file);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, html);
  }
  return pages.length;
}
