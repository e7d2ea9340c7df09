import { LANGUAGE_SETTINGS, type Language } from '@/i18n/languages';
import type { Bilingual } from '@/i18n/text';
import { cn } from '@/lib/cn';

export const LOGO_VARIANTS = [
  'blue',
  'white',
  'blue-ar',
  'white-ar',
  'blue-on-white',
  'blue-on-white-ar',
  'white-on-blue',
  'white-on-blue-ar',
] as const;

export type LogoVariant = (typeof LOGO_VARIANTS)[number];
export type LogoSize = 'sm' | 'md';

// A logo keeps its colours in both schemes: the brand blue and white are fixed, not tokens.
const colours = {
  blue: 'text-[#1e4c8c]',
  white: 'text-white',
  'blue-on-white': 'bg-white text-[#1e4c8c]',
  'white-on-blue': 'bg-[#1e4c8c] text-white',
} as const;

const sizes: Record<LogoSize, { mark: string; name: string; badge: string }> = {
  sm: { mark: 'size-8', name: 'text-base', badge: 'rounded-lg px-3 py-1.5' },
  md: { mark: 'size-12', name: 'text-2xl', badge: 'rounded-xl px-4 py-2' },
};

/** The lotus over still water: calm and care. Drawn on 48×48 in `currentColor`. */
function LotusMark({ className }: { className: string }) {
  return (
    <svg viewBox="0 0 48 48" fill="currentColor" aria-hidden="true" focusable="false" className={className}>
      <path d="M24 5c5.6 6 6.2 16.2 0 26-6.2-9.8-5.6-20 0-26Z" />
      <path d="M22 31.5C14.6 29.6 10.3 23.4 9.8 15c6.5 1.6 10.8 7.7 12.2 16.5Z" />
      <path d="M26 31.5c7.4-1.9 11.7-8.1 12.2-16.5-6.5 1.6-10.8 7.7-12.2 16.5Z" />
      <path d="M20.2 34C12.6 34.2 6.4 30.4 3 23.8c7.3-.8 13.2 3 17.2 10.2Z" />
      <path d="M27.8 34c7.6.2 13.8-3.6 17.2-10.2-7.3-.8-13.2 3-17.2 10.2Z" />
      <path
        d="M9 39.5c9.4 4.6 20.6 4.6 30 0"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
      />
    </svg>
  );
}

interface LogoProps {
  /** The centre's name in both languages (site config); the variant picks which one shows. */
  name: Bilingual;
  /** Blue for light grounds, white for dark ones; `-on-` variants bring their own ground; `-ar` writes the name in Arabic. */
  variant?: LogoVariant;
  size?: LogoSize;
  className?: string;
}

/** The centre's logo: the lotus mark and the centre's name, named for assistive technology in the language it shows. */
export function Logo({ name: names, variant = 'blue', size = 'md', className }: LogoProps) {
  const language: Language = variant.endsWith('-ar') ? 'ar' : 'en';
  const colour = colours[variant.replace(/-ar$/, '') as keyof typeof colours];
  const { locale, dir, fontClass } = LANGUAGE_SETTINGS[language];
  const name = names[language];
  const hasGround = variant.includes('-on-');
  return (
    <span
      role="img"
      aria-label={name}
      lang={locale}
      dir={dir}
      className={cn(
        'inline-flex shrink-0 items-center gap-2 whitespace-nowrap',
        colour,
        hasGround && sizes[size].badge,
        className,
      )}
    >
      <LotusMark className={cn('shrink-0', sizes[size].mark)} />
      <span
        aria-hidden="true"
        className={cn('font-semibold tracking-tight', fontClass, sizes[size].name, 'leading-none')}
      >
        {name}
      </span>
    </span>
  );
}
