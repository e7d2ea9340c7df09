/**
 * The few glyphs Lucide lacks, drawn in its style (24×24 view box, 2px round strokes, `currentColor`)
 * and taking a Lucide icon's props, so `<Icon icon={…} />` draws them like any other. Everything
 * else is a Lucide icon, imported where it is used (`lucide-react/icons/house`). Their shapes are
 * symbols in the icon sprite (./drawn-glyphs.svg, and the WhatsApp mark from Font Awesome).
 *
 * This file holds what pages draw directly (every page's tab bar and menu, the WhatsApp buttons),
 * so it is part of a visitor's first load; `./named.tsx` holds the glyphs only the name map uses.
 */
import type { LucideIcon, LucideProps } from 'lucide-react';
import Heart from 'lucide-react/icons/heart';
import Users from 'lucide-react/icons/users';
import { symbolHref } from './sprite';

/**
 * A glyph drawing the sprite's symbol `id` in Lucide's style; `solid` fills instead of stroking.
 * Takes Lucide's props but `absoluteStrokeWidth` and `nonScalingStroke`.
 */
/* @__NO_SIDE_EFFECTS__ */
export function drawn(id: string, { solid = false } = {}) {
  const symbol = <use href={symbolHref(id)} />;
  return function Drawn({
    size = 24,
    absoluteStrokeWidth: _absolute,
    nonScalingStroke: _nonScaling,
    children,
    ...props
  }: LucideProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        viewBox="0 0 24 24"
        width={size}
        height={size}
        fill={solid ? 'currentColor' : 'none'}
        stroke={solid ? 'none' : 'currentColor'}
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        {...props}
      >
        {symbol}
        {children}
      </svg>
    );
  };
}

/**
 * A Lucide outline filled in: the "active" look of a tab or menu item, for the glyphs that stay
 * legible that way (heart, people, bell, speech bubble).
 */
/* @__NO_SIDE_EFFECTS__ */
export function filled(Outline: LucideIcon) {
  return function Filled(props: LucideProps) {
    return <Outline fill="currentColor" {...props} />;
  };
}

export const HeartFilled = filled(Heart);
export const UsersFilled = filled(Users);

// Filling these Lucide outlines would swallow their inner lines (door, windows, dates), so their
// active look is drawn: the same outline, solid, with the details cut out.
export const HouseFilled = drawn('house-filled', { solid: true });
export const BuildingFilled = drawn('building-filled', { solid: true });
export const CalendarFilled = drawn('calendar-filled');

/** The WhatsApp mark (Font Awesome, CC BY 4.0) centred in the 24×24 box with a 2px margin, like the other icons. */
export const WhatsApp = drawn('whatsapp', { solid: true });
