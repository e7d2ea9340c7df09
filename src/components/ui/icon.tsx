import type { ComponentType, MouseEventHandler } from 'react';
import type { LucideProps } from 'lucide-react';
import { cn } from '@/lib/cn';

/**
 * What `Icon` draws: a Lucide icon (`import House from 'lucide-react/icons/house'`) or one of the
 * few glyphs in `./glyphs` that take the same props. Each draws on a 24×24 view box in `currentColor`.
 */
export type IconComponent = ComponentType<LucideProps>;

export type IconSize = 'xs' | 'sm' | 'md' | 'lg';
export type IconColour = 'current' | 'fg' | 'muted' | 'brand' | 'cta' | 'danger' | 'success' | 'warning';

const sizeClasses: Record<IconSize, string> = { xs: 'size-4', sm: 'size-5', md: 'size-6', lg: 'size-8' };

const colourClasses: Record<IconColour, string> = {
  current: '',
  fg: 'text-fg',
  muted: 'text-fg-muted',
  brand: 'text-brand',
  cta: 'text-cta',
  danger: 'text-danger',
  success: 'text-success',
  warning: 'text-warning',
};

interface IconBaseProps {
  icon: IconComponent;
  /** Flip it in right-to-left: for icons that point along the line (arrows, chevrons, log in/out). */
  mirror?: boolean;
  /** A step (xs 16px, sm 20px, md 24px, lg 32px) or pixels. Default md. */
  size?: IconSize | number;
  /** A colour token; default `current` (the surrounding text colour). */
  colour?: IconColour;
  className?: string;
}

interface DecorativeOrLabelled {
  /** Makes the icon an image with this accessible name; without it the icon is decorative. */
  label?: string;
  onClick?: never;
}

interface Clickable {
  label: string;
  /** Makes the icon a real button, named by `label` (required then). */
  onClick: MouseEventHandler<HTMLButtonElement>;
}

type IconProps = IconBaseProps & (DecorativeOrLabelled | Clickable);

/**
 * One icon on a 24×24 view box: decorative (`aria-hidden`) unless labelled, a
 * real `<button>` when clickable, mirrored in right-to-left when `mirror` is set.
 *
 * Pass the component itself (`<Icon icon={House} />`), imported on its own so a page's
 * chunk carries only its glyphs. The name→icon map in `./icon-names` loads every glyph:
 * only the logged-in layout (server-supplied names) and the showcase use it.
 */
export function Icon({
  icon: Glyph,
  mirror = false,
  size = 'md',
  colour = 'current',
  className,
  label,
  onClick,
}: IconProps) {
  const glyph = (
    <Glyph
      {...(typeof size === 'number' ? { width: size, height: size } : {})}
      focusable="false"
      className={cn(
        'shrink-0',
        typeof size === 'string' && sizeClasses[size],
        mirror && 'rtl:-scale-x-100',
        !onClick && colourClasses[colour],
        !onClick && className,
      )}
      {...(label && !onClick ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    />
  );
  if (!onClick) return glyph;
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className={cn(
        'inline-flex min-h-6 min-w-6 items-center justify-center rounded-full hover:bg-surface-sunken',
        colourClasses[colour],
        className,
      )}
    >
      {glyph}
    </button>
  );
}
