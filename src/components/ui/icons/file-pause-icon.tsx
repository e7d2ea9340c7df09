import { defineIcon, type GlyphProps } from './define-icon';
import { DrawnGlyph } from './drawn-glyph';

function FilePauseGlyph(props: GlyphProps) {
  return (
    <DrawnGlyph {...props}>
      <path d="M6 22a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h8a2.4 2.4 0 0 1 1.704.706l3.588 3.588A2.4 2.4 0 0 1 20 8v12a2 2 0 0 1-2 2z" />
      <path d="M14 2v5a1 1 0 0 0 1 1h5M10 12v6M14 12v6" />
    </DrawnGlyph>
  );
}

export const filePauseIcon = defineIcon('file-pause', FilePauseGlyph);
