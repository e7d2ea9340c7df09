import sprite from 'virtual:icon-sprite';

/** Where a glyph's shapes are: its `<symbol>` in the icon sprite, which the build makes (tools/vite/icon-sprite.ts). */
export const symbolHref = (id: string) => `${sprite}#${id}`;
