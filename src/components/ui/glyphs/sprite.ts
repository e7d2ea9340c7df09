/**
 * Where a glyph's shapes are: its `<symbol>` in this document. A page's HTML holds the symbols its first
 * screen draws; the icon sprite brings the others after the first paint (tools/vite/icon-sprite.ts).
 */
export const symbolHref = (id: string) => `#${id}`;
