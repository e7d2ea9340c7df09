/**
 * Our renderer for Lucide's icons. Each `lucide-react/icons/<name>` import resolves to
 * `lucideGlyph(<that icon's data>)` (tools/vite/lucide-glyphs.ts), so a visitor's first load carries
 * this one small function instead of Lucide's runtime (forwardRef, its Icon, context and builders).
 *
 * It draws the same `<svg>` Lucide does — attributes, their order, class names, `aria-hidden`
 * unless labelled — for every Lucide prop (tests/components/ui/lucide-glyph.test.tsx compares the
 * markup). Not followed: `LucideProvider` defaults, which the site does not use.
 */
import { createElement, type ComponentType } from 'react';
import type { LucideIconData, LucideProps } from 'lucide-react';

/** The class names, each once, in order (Lucide's `mergeClasses`). */
const mergeClasses = (...classes: (string | undefined)[]) =>
  [...new Set(classes.join(' ').split(/\s+/).filter(Boolean))].join(' ');

/** Lucide's test for a labelled icon: a non-null `aria-*`, `role` or `title` prop. */
const labelled = (props: object) =>
  Object.entries(props).some(([name, value]) => /^(aria-|role$|title$)/.test(name) && value != null);

/** A component drawing `icon` as Lucide's own component for it would, taking the same props. */
/* @__NO_SIDE_EFFECTS__ */
export function lucideGlyph(icon: LucideIconData): ComponentType<LucideProps> {
  const boxWidth = icon.size ?? icon.width ?? 24;
  const viewBox = `0 0 ${boxWidth} ${icon.size ?? icon.height ?? 24}`;
  const names = [icon.name, ...(icon.aliases ?? [])].filter((name) => name?.trim()).map((name) => `lucide-${name}`);
  const iconClasses = mergeClasses('lucide', ...names);
  // Passed as separate children, not a list, so they need no keys (the build drops Lucide's).
  const draw = (nonScaling?: boolean) =>
    icon.node.map(([tag, attributes]) =>
      createElement(tag, nonScaling ? { vectorEffect: 'non-scaling-stroke', ...attributes } : attributes),
    );
  // The shapes never change: made once, shared by every use of the icon.
  const shapes = draw();

  return function LucideGlyph({
    color,
    size,
    width = size ?? 24,
    height = size ?? 24,
    strokeWidth = 2,
    absoluteStrokeWidth,
    nonScalingStroke,
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
      ...(nonScalingStroke ? draw(true) : shapes),
      children,
    );
  };
}
