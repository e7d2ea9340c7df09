import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** How the code imports an icon: `import House from 'lucide-react/icons/house'`. */
const ICON_IMPORT = /^lucide-react\/icons\/[a-z0-9-]+$/;
/** Lucide's module for one icon (in dev, with a version query): `__iconData` and `createLucideIcon(__iconData)`. */
const ICON_MODULE = /[/\\]lucide-react[/\\]dist[/\\]esm[/\\]icons[/\\][a-z0-9-]+\.mjs($|\?)/;
/** Lucide's module for an old name (building-2): only `export { default } from './building-complex.mjs';`. */
const ALIAS_MODULE = /^export \{ default \} from '(\.\/[a-z0-9-]+\.mjs)';$/m;
// Its chunk, when an icon gets one of its own, is named after the icon (`house-heart-<hash>.js`), as before.
const PREFIX = '\0lucide-glyph/';
// The renderer, from the repository root, two folders up from this file.
const renderer = fileURLToPath(new URL('../../src/components/ui/glyphs/lucide-glyph.tsx', import.meta.url));

// Node's resolver, through lucide-react's exports map ("./dist/esm/icons/*.mjs"), from the repository root.
// Not Vite's (`this.resolve`): in dev it hands a bare import to the dependency prebundler, whose files then
// change under the page; a file path is served as it is.
const require = createRequire(import.meta.url);
const iconFile = (name: string) => require.resolve(`lucide-react/dist/esm/icons/${name}.mjs`);

/** The module holding the icon's data: `file` itself, or the one an alias module re-exports. */
function dataModule(file: string): string {
  const target = ALIAS_MODULE.exec(readFileSync(file, 'utf8'))?.[1];
  return target ? dataModule(path.resolve(path.dirname(file), target)) : file;
}

/**
 * Lucide's icons drawn by our renderer (src/components/ui/glyphs/lucide-glyph.tsx) instead of
 * Lucide's runtime. Each icon module calls `createLucideIcon` at its top level, which brought
 * Lucide's forwardRef component, context and builders (≈4.5 KB) into every visitor's first load.
 *
 * `lucide-react/icons/<name>` becomes a module taking only the icon's data from Lucide and drawing
 * it with our renderer; Lucide's own `createLucideIcon(…)` call is marked pure, so the unused
 * component and the runtime behind it are dropped, as are the shapes' React keys, which ours does not
 * need (so Lucide's own component, if anything imported it, would warn about them in development).
 * In every build (client, the prerender's server build), the dev server and the unit tests alike,
 * so the prerendered HTML is what the browser hydrates.
 * Other imports (`lucide-react/dist/esm/icons/<name>.mjs`, the package root) still reach Lucide's own.
 */
export function lucideGlyphs(): Plugin {
  return {
    name: 'lucide-glyphs',
    // Before Vite's resolver, which would hand the import to Lucide's exports map (and, in dev, its prebundle).
    enforce: 'pre',
    resolveId: {
      filter: { id: ICON_IMPORT },
      handler(source) {
        let file: string;
        try {
          file = iconFile(path.posix.basename(source));
        } catch {
          return null; // Not an icon of this lucide-react: Vite's resolver reports it, as before.
        }
        // Named after the icon itself, so an old name and the current one share one module. Not the file's
        // path: Vitest runs any id naming node_modules in Node itself, and Node cannot load a virtual module.
        return `${PREFIX}${path.basename(dataModule(file), '.mjs')}`;
      },
    },
    load: {
      filter: { id: new RegExp(`^${PREFIX}`) },
      handler(id) {
        return [
          `import { __iconData } from ${JSON.stringify(iconFile(id.slice(PREFIX.length)))};`,
          `import { lucideGlyph } from ${JSON.stringify(renderer)};`,
          `export default /* @__PURE__ */ lucideGlyph(__iconData);`,
        ].join('\n');
      },
    },
    transform: {
      filter: { id: ICON_MODULE, code: 'createLucideIcon(' },
      handler(code) {
        return {
          code: code
            // Only the pure mark lets the bundler drop the component nobody imports, and with it the runtime.
            .replace(/\bcreateLucideIcon\(/g, '/* @__PURE__ */ createLucideIcon(')
            // A bare read of the data, kept by the bundler because it cannot prove the read harmless.
            .replace(/^__iconData\.node;$/m, '')
            // React keys for Lucide's list of shapes; ours passes them as separate children, which need none,
            // and the random keys compress badly (≈0.2 KB of the first load).
            .replace(/,\s*key: "[^"]*"(?=\s*\})/g, ''),
          map: null,
        };
      },
    },
  };
}
