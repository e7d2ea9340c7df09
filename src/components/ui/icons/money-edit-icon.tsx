import { defineIcon, type GlyphProps } from './define-icon';
import { DrawnGlyph } from './drawn-glyph';

const pencil =
  'M21.378 16.626a1 1 0 0 0-3.004-3.004l-4.01 4.012a2 2 0 0 0-.506.854l-.837 2.87a.5.5 0 0 0 .62.62l2.87-.837a2 2 0 0 0 .854-.506z';

function MoneyEditGlyph(props: GlyphProps) {
  return (
    <DrawnGlyph {...props}>
      <path d="M11 18H4a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2v3" />
      <circle cx="11" cy="12" r="2" />
      <path d="M6 12h.01" />
      <path d={pencil} />
    </DrawnGlyph>
  );
}

export const moneyEditIcon = defineIcon('money-edit', MoneyEditGlyph);
