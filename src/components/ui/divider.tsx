import { cn } from '@/lib/cn';

interface DividerProps {
  /** A word in the middle of the line, such as "or". */
  label?: string;
  orientation?: 'horizontal' | 'vertical';
  className?: string;
}

/** A thin rule between groups: a separator, or a labelled break whose label is read as text. */
export function Divider({ label, orientation = 'horizontal', className }: DividerProps) {
  if (orientation === 'vertical')
    return <div role="separator" aria-orientation="vertical" className={cn('w-px self-stretch bg-line', className)} />;
  if (!label) return <hr className={cn('border-0 border-t border-line', className)} />;
  return (
    <div className={cn('flex items-center gap-3 text-sm text-fg-muted', className)}>
      <span aria-hidden="true" className="h-px flex-1 bg-line" />
      <span>{label}</span>
      <span aria-hidden="true" className="h-px flex-1 bg-line" />
    </div>
  );
}
