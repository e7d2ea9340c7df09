import { cn } from '@/lib/cn';
import brandIcons from './glyphs/brands.json';
import { symbolHref } from './glyphs/sprite';

/** A social network: its mark is the icon sprite's `brand-<network>` symbol (tools/vite/sprite-symbols.ts). */
export type Brand = keyof typeof brandIcons;

export const BRANDS = Object.keys(brandIcons) as Brand[];

const sizeClasses = { sm: 'size-5', md: 'size-6', lg: 'size-8' } as const;

type BrandMarkProps = {
  brand: Brand;
  /** Default md (24px). */
  size?: keyof typeof sizeClasses;
  className?: string;
} & (
  | /** The network's name, in the reader's language, given by the caller. */ { label: string; decorative?: false }
  | /** Hidden from assistive technology, for when the network is named beside it (e.g. in a link's text). */ {
      decorative: true;
      label?: undefined;
    }
);

/**
 * A social network's mark in the current text colour: an image named by `label`, or decorative. The
 * symbol keeps the mark's own proportions, centred in the square.
 */
export function BrandMark({ brand, size = 'md', decorative = false, label, className }: BrandMarkProps) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      fill="currentColor"
      focusable="false"
      className={cn('shrink-0', sizeClasses[size], className)}
      {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': label })}
    >
      <use href={symbolHref(`brand-${brand}`)} />
    </svg>
  );
}
