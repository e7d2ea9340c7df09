import { defineIcon, type GlyphProps } from './define-icon';
import { DrawnGlyph } from './drawn-glyph';

function BuildingActiveGlyph(props: GlyphProps) {
  return (
    <DrawnGlyph {...props} solid>
      <path
        fillRule="evenodd"
        d="M7 22V4a2 2 0 0 1 2-2h6a2 2 0 0 1 2 2v18zm2.5-16.5V7H11V5.5zm3.5 0V7h1.5V5.5zm-3.5 4V11H11V9.5zm3.5 0V11h1.5V9.5zm-3.5 4V15H11v-1.5zm3.5 0V15h1.5v-1.5zM10.5 22v-3.5h3V22z"
      />
      <path d="M2 22v-8a2 2 0 0 1 2-2h2v10zM18 22V10h2a2 2 0 0 1 2 2v10z" />
    </DrawnGlyph>
  );
}

export const buildingActiveIcon = defineIcon('building-active', BuildingActiveGlyph);
