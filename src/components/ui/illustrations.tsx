import { illustrationFrame as frame, type IllustrationProps } from './illustration-frame';

export { CalmIllustration } from './calm-illustration';

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
