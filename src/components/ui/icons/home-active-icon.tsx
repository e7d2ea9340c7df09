import { defineIcon, type GlyphProps } from './define-icon';
import { DrawnGlyph } from './drawn-glyph';

function HomeActiveGlyph(props: GlyphProps) {
  return (
    <DrawnGlyph {...props} solid>
      <path
        fillRule="evenodd"
        d="M3 10a2 2 0 0 1 .709-1.528l7-6a2 2 0 0 1 2.582 0l7 6A2 2 0 0 1 21 10v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2zm7 11h4v-6a1 1 0 0 0-1-1h-2a1 1 0 0 0-1 1z"
      />
    </DrawnGlyph>
  );
}

export const homeActiveIcon = defineIcon('home-active', HomeActiveGlyph);
