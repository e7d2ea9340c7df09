/**
 * Our renderer for Lucide's icons. Each `lucide-react/icons/<name>` import resolves to
 * `lucideGlyph(<the icon's name>)` (tools/vite/icon-sprite.ts), so a visitor's first load carries
 * this one small function, and no shapes, instead of Lucide's runtime.
 *
 * It draws the `<svg>` Lucide does — attributes, their order, class names, `aria-hidden` unless
 * labelled — for every Lucide prop, with a `<use>` of the icon's symbol in place of its shapes
 * (tests/components/ui/lucide-glyph.test.tsx compares both). Not followed: `LucideProvider`
 * defaults, which the site does not use, and `nonScalingStroke`, which would have to reach each
 * shape inside the sprite (the drawn glyphs in ./common.tsx ignore it too).
 */
import { createElement, type ComponentType } from 'react';
import type { LucideIconData, LucideProps } from 'lucide-react';
import { symbolHref } from './sprite';

/** The class names, each once, in order (Lucide's `mergeClasses`). */
const mergeClasses = (...classes: (string | undefined)[]) =>
  [...new Set(classes.join(' ').split(/\s+/).filter(Boolean))].join(' ');

/** Lucide's test for a labelled icon: a non-null `aria-*`, `role` or `title` prop. */
const labelled = (props: object) =>
  Object.entries(props).some(([name, value]) => /^(aria-|role$|title$)/.test(name) && value != null);

/** A component drawing `icon` as Lucide's own component for it would, with its symbol in the sprite as its shapes. */
/* @__NO_SIDE_EFFECTS__ */
export function lucideGlyph(
  icon: Omit<LucideIconData, 'node' | 'name'> & { name: string },
): ComponentType<LucideProps> {
  const boxWidth = icon.size ?? icon.width ?? 24;
  const viewBox = `0 0 ${boxWidth} ${icon.size ?? icon.height ?? 24}`;
  const names = [icon.name, ...(icon.aliases ?? [])].filter((name) => name?.trim()).map((name) => `lucide-${name}`);
  const iconClasses = mergeClasses('lucide', ...names);
  // The same element for every use of the icon: it never changes.
  const symbol = createElement('use', { href: symbolHref(icon.name) });

  return function LucideGlyph({
    color,
    size,
    width = size ?? 24,
    height = size ?? 24,
    strokeWidth = 2,
    absoluteStrokeWidth,
    nonScalingStroke: _nonScaling,
    className,
    children,
    ...rest
  }: LucideProps) {
    return createElement(
      'svg',
      {
        xmlns: 'http://www.w3.org/2000/svg',
        width,
        height,
        viewBox,
        fill: 'none',
        stroke: color || 'currentColor',
        strokeWidth: absoluteStrokeWidth ? (Number(strokeWidth) * boxWidth) / Number(width) : strokeWidth,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
        className: mergeClasses(iconClasses, className),
        ...(children || labelled(rest) ? {} : { 'aria-hidden': 'true' }),
        ...rest,
      },
      symbol,
      children,
    );
  };
}
