import { defineIcon, type GlyphProps } from './define-icon';
import { DrawnGlyph } from './drawn-glyph';

const pencil =
  'M21.378 16.626a1 1 0 0 0-3.004-3.004l-4.01 4.012a2 2 0 0 0-.506.854l-.837 2.87a.5.5 0 0 0 .62.62l2.87-.837a2 2 0 0 0 .854-.506z';

function CalendarEditedGlyph(props: GlyphProps) {
  return (
    <DrawnGlyph {...props}>
      <path d="M8 2v4M16 2v4M3 10h18" />
      <path d="M21 11V6a2 2 0 0 0-2-2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h6" />
      <path d={pencil} />
    </DrawnGlyph>
  );
}

export const calendarEditedIcon = defineIcon('calendar-edited', CalendarEditedGlyph);
