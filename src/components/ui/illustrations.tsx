import { cn } from '@/lib/cn';

interface IllustrationProps {
  className?: string;
}

/* Spot illustrations drawn with the colour tokens, so they follow the scheme. Decorative: say in text what they show. */

const frame = (className?: string) => cn('h-auto w-full max-w-xs', className);

/** A lotus on still water under a soft sun: welcome, calm, recovery. */
export function CalmIllustration({ className }: IllustrationProps) {
  return (
    <svg viewBox="0 0 240 160" aria-hidden="true" focusable="false" className={frame(className)}>
      <circle cx="168" cy="52" r="30" className="fill-cta/25" />
      <path d="M0 104c40-22 74-30 112-20s72 8 104-10c10-5 18-6 24-5v40H0z" className="fill-brand-soft" />
      <rect y="108" width="240" height="52" className="fill-brand/15" />
      <g className="fill-brand" transform="translate(96 58)">
        <path d="M24 5c5.6 6 6.2 16.2 0 26-6.2-9.8-5.6-20 0-26Z" />
        <path d="M22 31.5C14.6 29.6 10.3 23.4 9.8 15c6.5 1.6 10.8 7.7 12.2 16.5Z" />
        <path d="M26 31.5c7.4-1.9 11.7-8.1 12.2-16.5-6.5 1.6-10.8 7.7-12.2 16.5Z" />
        <path d="M20.2 34C12.6 34.2 6.4 30.4 3 23.8c7.3-.8 13.2 3 17.2 10.2Z" />
        <path d="M27.8 34c7.6.2 13.8-3.6 17.2-10.2-7.3-.8-13.2 3-17.2 10.2Z" />
      </g>
      <g fill="none" strokeLinecap="round" strokeWidth="3" className="stroke-brand/40">
        <path d="M92 120h56" />
        <path d="M60 134h38M142 134h44" />
        <path d="M100 148h40" />
      </g>
    </svg>
  );
}

/** An empty basket on the ground: nothing here yet. */
export function EmptyCartIllustration({ className }: IllustrationProps) {
  return (
    <svg viewBox="0 0 240 160" aria-hidden="true" focusable="false" className={frame(className)}>
      <ellipse cx="120" cy="140" rx="84" ry="10" className="fill-surface-sunken" />
      <g fill="none" strokeLinecap="round" strokeLinejoin="round" strokeWidth="6" className="stroke-fg-muted">
        <path d="M52 34h14l18 82h78" />
        <path d="M70 52h112l-12 44H80" />
      </g>
      <circle cx="92" cy="130" r="8" className="fill-fg-muted" />
      <circle cx="154" cy="130" r="8" className="fill-fg-muted" />
      <g className="fill-cta">
        <path d="M186 22l3 8 8 3-8 3-3 8-3-8-8-3 8-3z" />
        <path d="M40 76l2 5 5 2-5 2-2 5-2-5-5-2 5-2z" />
      </g>
      <path d="M112 66v14M128 66v14" strokeWidth="5" strokeLinecap="round" className="stroke-brand/50" />
    </svg>
  );
}

/** A signpost pointing both ways: the page is not where you looked. */
export function LostIllustration({ className }: IllustrationProps) {
  return (
    <svg viewBox="0 0 240 160" aria-hidden="true" focusable="false" className={frame(className)}>
      <ellipse cx="120" cy="142" rx="90" ry="10" className="fill-surface-sunken" />
      <rect x="114" y="30" width="12" height="112" rx="4" className="fill-fg-muted" />
      <path d="M126 40h62l14 14-14 14h-62z" className="fill-brand" />
      <path d="M114 78H54L40 92l14 14h60z" className="fill-cta" />
      <g fill="none" strokeLinecap="round" strokeWidth="4" className="stroke-brand-fg">
        <path d="M140 54h36" />
      </g>
      <g fill="none" strokeLinecap="round" strokeWidth="4" className="stroke-cta-fg">
        <path d="M64 92h36" />
      </g>
      <g fill="none" strokeDasharray="2 10" strokeLinecap="round" strokeWidth="4" className="stroke-line">
        <path d="M20 150c30-8 50-4 70-8M150 146c30 2 50-4 74-10" />
      </g>
    </svg>
  );
}
