import { defineIcon, type GlyphProps } from './define-icon';
import { DrawnGlyph } from './drawn-glyph';

function CartActiveGlyph(props: GlyphProps) {
  return (
    <DrawnGlyph {...props}>
      <path d="M2 2.5h1.2a1 1 0 0 1 1 .8L7 17h11" />
      <path fill="currentColor" d="M5 6h15.7a1 1 0 0 1 1 1.2l-1 5.2a2 2 0 0 1-2 1.6H6.7z" />
      <circle fill="currentColor" cx="8" cy="20.5" r="1.5" />
      <circle fill="currentColor" cx="18" cy="20.5" r="1.5" />
    </DrawnGlyph>
  );
}

export const cartActiveIcon = defineIcon('cart-active', CartActiveGlyph);
