import { useText } from '@/i18n/use-text';
import type { Bilingual } from '@/i18n/text';
import { cn } from '@/lib/cn';

const sizeClasses = { sm: 'size-4', md: 'size-6', lg: 'size-10' } as const;

interface SpinnerProps {
  size?: keyof typeof sizeClasses;
  /** What is announced, in both languages ("Loading"). */
  label: Bilingual;
  /** Show the label beside the ring instead of only to screen readers. */
  showLabel?: boolean;
  className?: string;
}

/** A ring turning once a second (spec §9), still when reduced motion is asked for; announces its label. */
export function Spinner({ size = 'md', label, showLabel = false, className }: SpinnerProps) {
  const text = useText();
  return (
    <span role="status" className={cn('inline-flex items-center gap-2 text-fg-muted', className)}>
      <svg
        viewBox="0 0 24 24"
        fill="none"
        aria-hidden="true"
        className={cn('animate-spin text-brand motion-reduce:animate-none', sizeClasses[size])}
      >
        <circle cx="12" cy="12" r="9.5" stroke="currentColor" strokeWidth="3" className="opacity-20" />
        <path d="M21.5 12A9.5 9.5 0 0 0 12 2.5" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <span className={cn(!showLabel && 'sr-only')}>{text(label)}</span>
    </span>
  );
}
