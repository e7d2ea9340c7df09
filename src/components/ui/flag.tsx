// Flags from country-flag-icons (MIT licence), imported by name so only these four reach the bundle.
import { AE, EG, SA, US } from 'country-flag-icons/react/3x2';
import { useText } from '@/i18n/use-text';
import type { Bilingual } from '@/i18n/text';
import { cn } from '@/lib/cn';

export type FlagCountry = 'AE' | 'EG' | 'SA' | 'US';

const flags: Record<FlagCountry, { Glyph: typeof AE; name: Bilingual }> = {
  AE: { Glyph: AE, name: { en: 'United Arab Emirates', ar: 'الإمارات العربية المتحدة' } },
  EG: { Glyph: EG, name: { en: 'Egypt', ar: 'مصر' } },
  SA: { Glyph: SA, name: { en: 'Saudi Arabia', ar: 'المملكة العربية السعودية' } },
  US: { Glyph: US, name: { en: 'United States', ar: 'الولايات المتحدة' } },
};

export const flagCountryName = (country: FlagCountry) => flags[country].name;

const sizeClasses = { sm: 'h-4 w-6', md: 'h-6 w-9', lg: 'h-8 w-12' } as const;

interface FlagProps {
  country: FlagCountry;
  /** 3:2 at 24, 36 or 48px wide. Default sm. */
  size?: keyof typeof sizeClasses;
  /** Hide it from assistive technology when the country is named beside it. */
  decorative?: boolean;
  className?: string;
}

/** A national flag, named in the current language unless decorative. */
export function Flag({ country, size = 'sm', decorative = false, className }: FlagProps) {
  const text = useText();
  const { Glyph, name } = flags[country];
  return (
    <Glyph
      className={cn('inline-block shrink-0 rounded-sm ring-1 ring-line', sizeClasses[size], className)}
      {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': text(name) })}
    />
  );
}
