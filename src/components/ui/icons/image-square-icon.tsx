import { defineIcon, type GlyphProps } from './define-icon';
import { DrawnGlyph } from './drawn-glyph';

function ImageSquareGlyph(props: GlyphProps) {
  return (
    <DrawnGlyph {...props}>
      <rect x="2" y="2" width="20" height="20" rx="3" />
      <rect x="6" y="6" width="12" height="12" rx="1" />
      <path d="m6 16 3.3-3.3a1 1 0 0 1 1.4 0L16 18" />
      <circle cx="14.5" cy="9.5" r="1" />
    </DrawnGlyph>
  );
}

export const imageSquareIcon = defineIcon('image-square', ImageSquareGlyph);
