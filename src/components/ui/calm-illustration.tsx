import { illustrationFrame as frame, type IllustrationProps } from './illustration-frame';

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
