import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import type { GlyphProps } from './define-icon';

/** Lucide's drawing style (24×24, 2px round strokes), for the few glyphs Lucide lacks. */
export function DrawnGlyph({
  children,
  solid = false,
  ...props
}: GlyphProps & { children: ReactNode; solid?: boolean }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      width={24}
      height={24}
      fill={solid ? 'currentColor' : 'none'}
      stroke={solid ? 'none' : 'currentColor'}
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      {...props}
    >
      {children}
    </svg>
  );
}

/** A Lucide outline glyph filled in: the "active" look of tab bar and menu icons. */
/* @__NO_SIDE_EFFECTS__ */
export function filledGlyph(Outline: LucideIcon) {
  return function FilledGlyph(props: GlyphProps) {
    return <Outline fill="currentColor" {...props} />;
  };
}
