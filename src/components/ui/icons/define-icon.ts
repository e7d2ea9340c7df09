import type { ComponentType } from 'react';
import type { IconName } from './icon-name';

/** What `Icon` passes to a glyph: every glyph draws on a 24×24 view box in `currentColor`. */
export interface GlyphProps {
  className?: string;
  width?: number;
  height?: number;
  role?: 'img';
  'aria-label'?: string;
  'aria-hidden'?: boolean;
  focusable?: 'false';
}

export type Glyph = ComponentType<GlyphProps>;

/** One icon: its name, its glyph, and whether it points somewhere (and so mirrors in right-to-left). */
export interface IconDefinition<Name extends string = IconName> {
  readonly name: Name;
  readonly glyph: Glyph;
  readonly mirror: boolean;
}

/**
 * One definition per module (`home-icon.ts`), and a pure call, so a chunk carries only the
 * icons it imports. The sibling package.json ("sideEffects": false) lets bundlers skip the
 * unused re-exports of the group files (`navigation-icons.ts`…) too.
 */
/* @__NO_SIDE_EFFECTS__ */
export function defineIcon<Name extends IconName>(
  name: Name,
  glyph: Glyph,
  options: { mirror?: boolean } = {},
): IconDefinition<Name> {
  return { name, glyph, mirror: options.mirror ?? false };
}
