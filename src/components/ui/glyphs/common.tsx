/**
 * The few glyphs Lucide lacks, drawn in its style (24×24 view box, 2px round strokes, `currentColor`)
 * and taking a Lucide icon's props, so `<Icon icon={…} />` draws them like any other. Everything
 * else is a Lucide icon, imported where it is used (`lucide-react/icons/house`).
 *
 * This file holds what pages draw directly (every page's tab bar and menu, the WhatsApp buttons),
 * so it is part of a visitor's first load; `./named.tsx` holds the glyphs only the name map uses.
 */
import type { ReactNode } from 'react';
import type { IconDefinition as FontAwesomeDefinition } from '@fortawesome/free-brands-svg-icons';
import { faWhatsapp } from '@fortawesome/free-brands-svg-icons/faWhatsapp';
import type { LucideIcon, LucideProps } from 'lucide-react';
import Heart from 'lucide-react/icons/heart';
import Users from 'lucide-react/icons/users';

/** An `<svg>` in Lucide's drawing style; `solid` fills instead of stroking. Takes Lucide's props. */
export function Drawn({
  solid = false,
  size = 24,
  absoluteStrokeWidth: _absolute,
  nonScalingStroke: _nonScaling,
  children,
  ...props
}: LucideProps & { solid?: boolean; children: ReactNode }) {
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
      {children}
    </svg>
  );
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

export function HouseFilled(props: LucideProps) {
  return (
    <Drawn {...props} solid>
      <path
        fillRule="evenodd"
        d="M3 10a2 2 0 0 1 .709-1.528l7-6a2 2 0 0 1 2.582 0l7 6A2 2 0 0 1 21 10v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2zm7 11h4v-6a1 1 0 0 0-1-1h-2a1 1 0 0 0-1 1z"
      />
    </Drawn>
  );
}

export function BuildingFilled(props: LucideProps) {
  return (
    <Drawn {...props} solid>
      <path
        fillRule="evenodd"
        d="M7 22V4a2 2 0 0 1 2-2h6a2 2 0 0 1 2 2v18zm2.5-16.5V7H11V5.5zm3.5 0V7h1.5V5.5zm-3.5 4V11H11V9.5zm3.5 0V11h1.5V9.5zm-3.5 4V15H11v-1.5zm3.5 0V15h1.5v-1.5zM10.5 22v-3.5h3V22z"
      />
      <path d="M2 22v-8a2 2 0 0 1 2-2h2v10zM18 22V10h2a2 2 0 0 1 2 2v10z" />
    </Drawn>
  );
}

export function CalendarFilled(props: LucideProps) {
  return (
    <Drawn {...props}>
      <path d="M8 2v3M16 2v3" />
      <path fill="currentColor" d="M3 6a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v2H3z" />
      <path
        fill="currentColor"
        fillRule="evenodd"
        stroke="none"
        d="M2 11h20v8a3 3 0 0 1-3 3H5a3 3 0 0 1-3-3zm5 3v2h2v-2zm4 0v2h2v-2zm4 0v2h2v-2z"
      />
    </Drawn>
  );
}

/** The path data of a Font Awesome brand icon (CC BY 4.0), with its own view box. */
export function brandPath(definition: FontAwesomeDefinition) {
  const [width, height, , , path] = definition.icon;
  return { width, height, d: Array.isArray(path) ? path.join(' ') : path };
}

const whatsapp = /* @__PURE__ */ brandPath(faWhatsapp);

/** The WhatsApp mark (Font Awesome, CC BY 4.0) centred in the 24×24 box with a 2px margin, like the other icons. */
export function WhatsApp(props: LucideProps) {
  return (
    <Drawn {...props} solid>
      <svg x="2" y="2" width="20" height="20" viewBox={`0 0 ${whatsapp.width} ${whatsapp.height}`}>
        <path d={whatsapp.d} />
      </svg>
    </Drawn>
  );
}
