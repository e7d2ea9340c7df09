import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export interface ArtProps {
  className?: string;
}

/**
 * The frame of the facility scenes: drawn with the colour tokens so they follow
 * the scheme; inline, in a fixed 3:2 box, so nothing loads late or shifts the
 * layout; decorative, since the text beside each one says what it shows.
 */
export function ArtFrame({ className, children }: ArtProps & { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 240 160"
      width={240}
      height={160}
      aria-hidden="true"
      focusable="false"
      className={cn('h-auto w-full', className)}
    >
      <rect width="240" height="160" rx="24" className="fill-brand-soft" />
      {children}
    </svg>
  );
}

/** An arched window over a made bed. */
export function ResidencesArt({ className }: ArtProps) {
  return (
    <ArtFrame className={className}>
      <path d="M86 84V56a34 34 0 0 1 68 0v28z" className="fill-surface-raised" />
      <circle cx="132" cy="50" r="12" className="fill-cta/40" />
      <path d="M86 84V56a34 34 0 0 1 68 0v28z" fill="none" strokeWidth="3" className="stroke-brand/40" />
      <path d="M120 22v62M86 58h68" strokeWidth="2" className="stroke-brand/25" />
      <rect x="40" y="118" width="160" height="8" rx="4" className="fill-brand/30" />
      <rect x="48" y="96" width="144" height="24" rx="8" className="fill-brand" />
      <rect x="56" y="86" width="38" height="16" rx="7" className="fill-surface-raised" />
      <rect x="100" y="90" width="92" height="20" rx="7" className="fill-brand/70" />
      <path d="M206 120c-6-14-4-28 6-38 4 12 2 26-6 38z" className="fill-success/50" />
      <rect x="200" y="116" width="14" height="12" rx="3" className="fill-cta/60" />
    </ArtFrame>
  );
}
