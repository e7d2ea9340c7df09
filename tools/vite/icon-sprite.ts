import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin, ResolvedConfig } from 'vite';
import { ICON_IMPORT, iconData, iconName, spriteFileName, spriteOf } from './sprite-symbols.ts';

// Its chunk, when an icon gets one of its own, is named after the icon (`house-heart-<hash>.js`), as before.
const PREFIX = '\0lucide-glyph/';
/** The module `lucide-react/icons/<name>` stands for (tools/vite/chunk-groups.ts groups some of them). */
export const glyphModuleId = (name: string) => PREFIX + name;
export const isGlyphModule = (id: string) => id.startsWith(PREFIX);
// The renderer and the sources, from the repository root, two folders up from this file.
const renderer = fileURLToPath(new URL('../../src/components/ui/glyphs/lucide-glyph.tsx', import.meta.url));
const sources = fileURLToPath(new URL('../../src', import.meta.url));
/** Where the dev server draws from: the sprite made afresh from the sources at each request. */
const DEV_SPRITE = '/__icon-sprite.svg';
/** The element of every page that holds its symbols and names the sprite (src/app/prerender/icon-symbols.ts fills it). */
export const SYMBOLS_ID = 'icon-symbols';

/**
 * Every glyph the site draws lives once, as a `<symbol>`, in one SVG file (`/assets/icons-<hash>.svg`,
 * tools/vite/sprite-symbols.ts), and each icon is `<svg …><use href="#house"/></svg>`, a symbol of the
 * page itself. The shapes are not in the first load's JavaScript: a prerendered page's HTML holds only
 * the symbols its first screen draws (src/app/prerender/icon-symbols.ts), and the first-paint script
 * (index.html) fetches the sprite once the page has painted and adds the others, so the sprite is off
 * the path to the largest paint. Without JavaScript, the page's other icons use the sprite's symbols
 * through a `<noscript>`. The element holding them all names the sprite (`data-sprite`).
 *
 * `lucide-react/icons/<name>` becomes a module holding only the icon's name, drawn by our renderer
 * (src/components/ui/glyphs/lucide-glyph.tsx) instead of Lucide's runtime. The sprite holds every
 * icon the sources under src/ import, so its name (after its content) is known before the build
 * starts, the same in the client build and the prerender's server build; an icon imported from
 * anywhere else fails the build rather than draw nothing. Other imports (the package root,
 * `lucide-react/dist/…`) still reach Lucide's own. In the dev server the sprite's address is fixed and
 * the file made afresh at each request.
 */
export function iconSprite(): Plugin {
  let config: ResolvedConfig;
  let sprite: { lucideNames: Set<string>; source: string; fileName: string } | undefined;

  return {
    name: 'icon-sprite',
    // Before Vite's resolver, which would hand the import to Lucide's exports map (and, in dev, its prebundle).
    enforce: 'pre',
    configResolved(resolved) {
      config = resolved;
    },
    async buildStart() {
      if (config.command !== 'build') return;
      const { source, lucideNames } = await spriteOf(sources);
      sprite = { lucideNames, source, fileName: spriteFileName(source) };
    },
    configureServer(server) {
      server.middlewares.use(DEV_SPRITE, (_request, response, next) => {
        spriteOf(sources).then(({ source }) => {
          response.setHeader('Content-Type', 'image/svg+xml');
          response.setHeader('Cache-Control', 'no-cache');
          response.end(source);
        }, next);
      });
    },
    resolveId: {
      filter: { id: ICON_IMPORT },
      handler(source) {
        const name = iconName(path.posix.basename(source));
        if (!name) return null; // Not an icon of this lucide-react: Vite's resolver reports it, as before.
        if (sprite && !sprite.lucideNames.has(name)) {
          this.error(`${source}: only icons imported under src/ are in the sprite (tools/vite/sprite-symbols.ts).`);
        }
        // Named after the icon itself, so an old name and the current one share one module. Not a file's
        // path: Vitest runs any id naming node_modules in Node itself, and Node cannot load a virtual module.
        return glyphModuleId(name);
      },
    },
    load: {
      filter: { id: new RegExp(`^${PREFIX}`) },
      async handler(id) {
        const { node: _shapes, ...icon } = await iconData(id.slice(PREFIX.length));
        return [
          `import { lucideGlyph } from ${JSON.stringify(renderer)};`,
          `export default /* @__PURE__ */ lucideGlyph(${JSON.stringify(icon)});`,
        ].join('\n');
      },
    },
    transformIndexHtml() {
      // Empty here: the app shell's icons all come from the sprite, fetched at once where nothing was prerendered.
      const address = sprite ? config.base + sprite.fileName : DEV_SPRITE;
      return [
        { tag: 'div', attrs: { id: SYMBOLS_ID, hidden: true, 'data-sprite': address }, injectTo: 'body-prepend' },
      ];
    },
    generateBundle() {
      // The client build ships the file; the prerender's server build only names it.
      if (sprite && !config.build.ssr) {
        this.emitFile({ type: 'asset', fileName: sprite.fileName, source: sprite.source });
      }
    },
  };
}
