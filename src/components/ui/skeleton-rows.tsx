import { useText } from '@/i18n/use-text';
import type { Bilingual } from '@/i18n/text';

interface SkeletonRowsProps {
  /** What is announced while the rows wait ("Loading the inbox…"), in both languages. */
  label: Bilingual;
  rows?: number;
}

/**
 * Grey rows where a list is about to stand, so the page keeps its shape while it loads; the label
 * is announced once. They pulse only when the reader has not asked for reduced motion.
 */
export function SkeletonRows({ label, rows = 5 }: SkeletonRowsProps) {
  const text = useText();
  return (
    <div role="status" className="flex flex-col gap-3">
      <span className="sr-only">{text(label)}</span>
      {Array.from({ length: rows }, (_, index) => (
        <div
          key={index}
          aria-hidden="true"
          className="flex flex-col gap-3 rounded-2xl border border-line bg-surface-raised p-4 motion-safe:animate-pulse"
        >
          <div className="h-4 w-1/3 rounded bg-surface-sunken" />
          <div className="h-3 w-2/3 rounded bg-surface-sunken" />
          <div className="h-3 w-1/2 rounded bg-surface-sunken" />
        </div>
      ))}
    </div>
  );
}
