import type { ReactNode } from 'react';
import CircleX from 'lucide-react/icons/circle-x';
import { Icon } from '@/components/ui/icon';

/** The visible required mark; the control's own `required` says it to screen readers. */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className="text-danger">
      {' *'}
    </span>
  );
}

/** A field's error line, referenced by the control's `aria-describedby` (the same look as `TextInput`'s). */
export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="flex items-start gap-1.5 text-sm font-medium text-danger">
      <Icon icon={CircleX} size="xs" className="mt-0.5" />
      {children}
    </p>
  );
}

/** The ids a control is described by, skipping the absent ones. */
export const describedBy = (...ids: Array<string | false | null | undefined>) =>
  ids.filter(Boolean).join(' ') || undefined;

export const labelClasses = 'text-sm font-medium text-fg';
