import { existsSync } from 'node:fs';
import path from 'node:path';
import { glyphModuleId, isGlyphModule } from './icon-sprite.ts';
import { iconName } from './sprite-symbols.ts';

/**
 * Small modules every page needs would otherwise each become a chunk of their own:
 * each costs a request and compresses worse. They are grouped into shared chunks instead.
 * Each group names its modules by path from the repository root; rolldown puts what they
 * import in the same chunk (unless an earlier group took it).
 */
const groups: { name: string; modules: string[]; icons?: string[] }[] = [
  {
    // What the home page's sections are made of; other content pages reuse most of it.
    // Their icons too (`icons`: lucide-react/icons/<name>): the card, link and call icons (the WhatsApp
    // glyph comes with glyphs/common), and the navigation bar's scheme, menu and close icons.
    name: 'sections',
    modules: [
      'src/components/sections/card.tsx',
      'src/components/sections/section.tsx',
      'src/components/sections/link-card-grid.tsx',
      'src/components/sections/reach-us-buttons.tsx',
      // The home page's treatment glyphs; the team glyphs (team-icons.ts) stay in their own chunk,
      // loaded with the lower half of the home page and the teams page.
      'src/components/sections/treatment-icons.ts',
      'src/components/ui/link-target.ts',
      'src/components/ui/anchor.tsx',
      'src/components/ui/icon.tsx',
      'src/components/ui/recipe.ts',
      'src/components/ui/text-link.tsx',
      'src/components/ui/container.tsx',
      'src/components/ui/glyphs/common.tsx',
      'src/content/links.ts',
      'src/content/treatment-cards.ts',
      'src/config/contact-links.ts',
    ],
    icons: ['external-link', 'arrow-right', 'handshake', 'utensils', 'sparkles', 'phone', 'sun-moon', 'menu', 'x'],
  },
  {
    // What every page reads: storage, stores, language and wording, routes, the page frame.
    // Those the sections above import (i18n/text.ts, routes.ts…) end up in 'sections', the earlier group.
    name: 'core',
    modules: [
      'src/lib/storage.ts',
      'src/lib/cn.ts',
      'src/i18n/format.ts',
      'src/i18n/languages.ts',
      'src/i18n/language-context.tsx',
      'src/i18n/text.ts',
      'src/i18n/use-text.ts',
      'src/stores/use-user-store.ts',
      'src/stores/use-language-store.ts',
      'src/stores/use-color-scheme-store.ts',
      'src/contracts/routes.ts',
      'src/config/site.ts',
      'src/hooks/use-document-title.ts',
      'src/content/page-title.ts',
      'src/components/layout/page.tsx',
    ],
  },
];

/**
 * The groups for `build.rolldownOptions.output.codeSplitting.groups`, each capturing exactly its
 * listed modules and icons. A listed file or icon that does not exist fails the build, so a renamed or removed
 * module cannot silently fall out of its group.
 */
export function chunkGroups(root: string) {
  const missing = [
    ...groups.flatMap((group) => group.modules).filter((file) => !existsSync(path.resolve(root, file))),
    ...groups.flatMap((group) => group.icons ?? []).filter((name) => iconName(name) !== name),
  ];
  if (missing.length > 0) {
    throw new Error(`tools/vite/chunk-groups.ts names files or icons that do not exist: ${missing.join(', ')}`);
  }
  const listedGroups = groups.map(({ name, modules, icons = [] }) => {
    const listed = new Set([...modules, ...icons.map(glyphModuleId)]);
    return {
      name,
      test: (id: string) => listed.has(id) || listed.has(path.relative(root, id).split(path.sep).join('/')),
    };
  });
  // Every other icon is a line naming its symbol in the sprite (tools/vite/icon-sprite.ts): one chunk of
  // them all (≈ 1 KB) costs less than a request for each icon two pages share. Icons of the first load
  // must be listed above, or this whole chunk joins the first load (npm run size then fails).
  return [...listedGroups, { name: 'glyphs', test: isGlyphModule }];
}
