import { defineIcon, type GlyphProps } from './define-icon';
import { DrawnGlyph } from './drawn-glyph';

function CalendarActiveGlyph(props: GlyphProps) {
  return (
    <DrawnGlyph {...props}>
      <path d="M8 2v3M16 2v3" />
      <path fill="currentColor" d="M3 6a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v2H3z" />
      <path
        fill="currentColor"
        fillRule="evenodd"
        stroke="none"
        d="M2 11h20v8a3 3 0 0 1-3 3H5a3 3 0 0 1-3-3zm5 3v2h2v-2zm4 0v2h2v-2zm4 0v2h2v-2z"
      />
    </DrawnGlyph>
  );
}

export const calendarActiveIcon = defineIcon('calendar-active', CalendarActiveGlyph);
