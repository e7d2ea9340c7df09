import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { IconDefinition } from '@fortawesome/free-brands-svg-icons';
import type { LucideIconData } from 'lucide-react';

/** How the code imports an icon: `import House from 'lucide-react/icons/house'` (the name captured). */
const ICON_MODULE = String.raw`lucide-react\/icons\/([a-z0-9-]+)`;
/** An import's module id that names an icon. */
export const ICON_IMPORT = new RegExp(`^${ICON_MODULE}$`);
/** Each icon import in a source file. */
const ICON_IMPORTS = new RegExp(`['"]${ICON_MODULE}['"]`, 'g');
/** Lucide's module for an old name (building-2): only `export { default } from './building-complex.mjs';`. */
const ALIAS_MODULE = /^export \{ default \} from '\.\/([a-z0-9-]+)\.mjs';$/m;

// Node's resolver, through lucide-react's exports map ("./dist/esm/icons/*.mjs"), from the repository root.
const require = createRequire(import.meta.url);
const iconFile = (name: string) => require.resolve(`lucide-react/dist/esm/icons/${name}.mjs`);

/** The icon an imported name draws (an old name leads to the current one), or null when Lucide has no such icon. */
export function iconName(imported: string): string | null {
  let file: string;
  try {
    file = iconFile(imported);
  } catch {
    return null;
  }
  const target = ALIAS_MODULE.exec(readFileSync(file, 'utf8'))?.[1];
  return target ? iconName(target) : imported;
}

/** An icon's data, read from Lucide's module for it (`__iconData`: name, aliases, size, shapes). */
export async function iconData(name: string): Promise<LucideIconData> {
  const module = (await import(iconFile(name))) as { __iconData: LucideIconData };
  return module.__iconData;
}

/** Every icon the sources under `folder` import, by its current name, sorted. */
function importedIcons(folder: string): string[] {
  const names = new Set<string>();
  for (const file of readdirSync(folder, { recursive: true, encoding: 'utf8' })) {
    if (!/\.tsx?$/.test(file)) continue;
    for (const [, imported] of readFileSync(path.join(folder, file), 'utf8').matchAll(ICON_IMPORTS)) {
      const name = iconName(imported ?? '');
      if (name) names.add(name);
    }
  }
  return [...names].sort();
}

const escape = (value: unknown) => String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** Lucide's shapes for each icon, as `<symbol id="<name>">` on the icon's view box. */
async function lucideSymbols(names: string[]): Promise<string[]> {
  return Promise.all(
    names.map(async (name) => {
      const icon = await iconData(name);
      const shapes = icon.node.map(
        ([tag, attributes]) =>
          `<${tag}${Object.entries(attributes)
            .filter(([attribute]) => attribute !== 'key')
            .map(([attribute, value]) => ` ${attribute}="${escape(value)}"`)
            .join('')}/>`,
      );
      const box = `0 0 ${icon.size ?? icon.width ?? 24} ${icon.size ?? icon.height ?? 24}`;
      return `<symbol id="${name}" viewBox="${box}">${shapes.join('')}</symbol>`;
    }),
  );
}

/** Our own glyphs, drawn in Lucide's style: the `<symbol>`s of src/components/ui/glyphs/drawn-glyphs.svg. */
function drawnSymbols(sources: string): string[] {
  const file = readFileSync(path.join(sources, 'components/ui/glyphs/drawn-glyphs.svg'), 'utf8');
  return [...file.matchAll(/<symbol\b[\s\S]*?<\/symbol>/g)].map(([symbol]) => symbol.replace(/>\s+</g, '><'));
}

/** Each social network's Font Awesome icon module (src/components/ui/glyphs/brands.json, BrandMark's list). */
const brandIcons = (sources: string): Record<string, string> =>
  JSON.parse(readFileSync(path.join(sources, 'components/ui/glyphs/brands.json'), 'utf8')) as Record<string, string>;

/** A Font Awesome icon's view box and path data. */
async function fontAwesomeIcon(module: string) {
  if (!/^fa[A-Z][A-Za-z]*$/.test(module)) throw new Error(`Not a Font Awesome icon's module: ${module}`);
  const exports = (await import(`@fortawesome/free-brands-svg-icons/${module}`)) as Record<string, IconDefinition>;
  const definition = exports[module];
  if (!definition) throw new Error(`@fortawesome/free-brands-svg-icons has no ${module}`);
  const [width, height, , , path] = definition.icon;
  return { box: `0 0 ${width} ${height}`, d: escape(Array.isArray(path) ? path.join(' ') : path) };
}

/**
 * The social networks' marks (Font Awesome by Fonticons, Inc., CC BY 4.0: https://fontawesome.com/license/free):
 * `brand-<network>` on the mark's own view box, and `whatsapp`, the icon beside the others, centred in the
 * 24×24 box with a 2px margin as they are.
 */
async function brandSymbols(sources: string): Promise<string[]> {
  const marks = new Map(
    await Promise.all(
      Object.entries(brandIcons(sources)).map(
        async ([brand, module]) => [brand, await fontAwesomeIcon(module)] as const,
      ),
    ),
  );
  const whatsapp = marks.get('whatsapp');
  if (!whatsapp) throw new Error('brands.json has no whatsapp, which the WhatsApp icon draws');
  return [
    ...[...marks].map(
      ([brand, { box, d }]) => `<symbol id="brand-${brand}" viewBox="${box}"><path d="${d}"/></symbol>`,
    ),
    `<symbol id="whatsapp" viewBox="0 0 24 24"><svg x="2" y="2" width="20" height="20" viewBox="${whatsapp.box}"><path d="${whatsapp.d}"/></svg></symbol>`,
  ];
}

/**
 * The national flags the site draws (src/components/ui/glyphs/flags.json: each country and its set in
 * country-flag-icons, MIT licence), as `flag-<country>` on the flag's view box (513 × 342 in the 3x2 set,
 * which src/components/ui/flag.tsx draws on).
 */
async function flagSymbols(sources: string): Promise<string[]> {
  const file = path.join(sources, 'components/ui/glyphs/flags.json');
  const flags = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  const svgs = (await import('country-flag-icons/string/3x2')) as Record<string, string | undefined>;
  return Object.entries(flags).map(([country, set]) => {
    if (set !== '3x2') throw new Error(`flags.json: ${country}'s set ${set} is not 3x2, the one Flag draws on`);
    const match = /^<svg [^>]*viewBox="0 0 513 342"[^>]*>([\s\S]*)<\/svg>$/.exec(svgs[country]?.trim() ?? '');
    if (!match) throw new Error(`country-flag-icons has no 513 × 342 flag for ${country}`);
    return `<symbol id="flag-${country}" viewBox="0 0 513 342">${match[1]}</symbol>`;
  });
}

const symbolId = (symbol: string) => /^<symbol id="([^"]+)"/.exec(symbol)?.[1];

/**
 * One SVG file holding every glyph the site draws as a `<symbol>`: each Lucide icon the sources under
 * `sources` import, our drawn glyphs, the social networks' marks and the national flags. Two symbols of one
 * id fail the build.
 */
export async function spriteOf(sources: string): Promise<{ source: string; lucideNames: Set<string> }> {
  const lucideNames = importedIcons(sources);
  const symbols = [
    ...(await lucideSymbols(lucideNames)),
    ...drawnSymbols(sources),
    ...(await brandSymbols(sources)),
    ...(await flagSymbols(sources)),
  ];
  const ids = symbols.map(symbolId);
  const twice = ids.filter((id, index) => !id || ids.indexOf(id) !== index);
  if (twice.length > 0)
    throw new Error(`The icon sprite has symbols without an id or with one id twice: ${twice.join(', ')}`);
  return {
    source: `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>\n`,
    lucideNames: new Set(lucideNames),
  };
}

/** The sprite's file name in the build, after its content: a new or changed icon is a new address. */
export const spriteFileName = (sprite: string) =>
  `assets/icons-${createHash('sha256').update(sprite).digest('base64url').slice(0, 10)}.svg`;
