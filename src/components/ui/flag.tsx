import { cn } from '@/lib/cn';
import flags from './glyphs/flags.json';
import { symbolHref } from './glyphs/sprite';

/**
 * A country whose flag the site draws: its shapes (country-flag-icons, MIT licence, the set each names in
 * ./glyphs/flags.json) are the icon sprite's `flag-<country>` symbol (tools/vite/sprite-symbols.ts), not JavaScript.
 */
export type FlagCountry = keyof typeof flags;

/**
 * @deprecated The kit holds no wording: take the name from `countryName` in `@/config/countries`.
 * Kept only until the phone field (src/features/enquiry) stops importing it from here; then delete it.
 */
// eslint-disable-next-line no-restricted-imports -- the temporary re-export above, nothing the kit reads
export { countryName as flagCountryName } from '@/config/countries';

const sizeClasses = { sm: 'h-4 w-6', md: 'h-6 w-9', lg: 'h-8 w-12' } as const;

type FlagProps = {
  country: FlagCountry;
  /** 3:2 at 24, 36 or 48px wide. Default sm. */
  size?: keyof typeof sizeClasses;
  className?: string;
} & (
  | /** The country's name, in the reader's language, given by the caller. */ { label: string; decorative?: false }
  | /** Hidden from assistive technology, for when the country is named beside it. */ {
      decorative: true;
      label?: undefined;
    }
);

/** A national flag: an image named by `label`, or decorative. */
export function Flag({ country, size = 'sm', decorative = false, label, className }: FlagProps) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 513 342"
      className={cn('inline-block shrink-0 rounded-sm ring-1 ring-line', sizeClasses[size], className)}
      {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': label })}
    >
      <use href={symbolHref(`flag-${country}`)} />
    </svg>
  );
}
