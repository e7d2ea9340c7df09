import { useId, type ComponentProps } from 'react';
import CircleX from 'lucide-react/icons/circle-x';
import { cn } from '@/lib/cn';
import { Icon } from './icon';

export type TextInputType = 'text' | 'email' | 'password' | 'tel' | 'url' | 'number';

/** The field's own look; the invalid state is styled from `aria-invalid`, so it cannot drift from what is announced. */
export const inputClasses =
  'h-input w-full rounded-lg border bg-surface-raised px-4 text-base text-fg transition-colors placeholder:text-fg-muted focus:border-brand focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-focus disabled:cursor-not-allowed disabled:border-line disabled:bg-surface-sunken disabled:text-fg-muted aria-[invalid=true]:border-danger aria-[invalid=true]:focus-visible:outline-danger';

type TextInputProps = Omit<ComponentProps<'input'>, 'type' | 'size' | 'children'> & {
  /** Always required; `hideLabel` keeps it for screen readers only. */
  label: string;
  hideLabel?: boolean;
  type?: TextInputType;
  /** The validity flag (spec §3, §5): `false` marks the field invalid. */
  valid?: boolean;
  /** Shown, and announced with the field, while it is invalid. */
  errorMessage?: string;
  /** A help line under the field, announced with it. */
  hint?: string;
  /** Draws the field in the danger colour without marking it invalid (spec §3 alertColor). */
  alertColor?: 'danger';
};

/** A labelled text field, 3rem high (spec §3, §5). */
export function TextInput({
  label,
  hideLabel = false,
  type = 'text',
  valid = true,
  errorMessage,
  hint,
  alertColor,
  id,
  className,
  required,
  'aria-describedby': describedBy,
  ...props
}: TextInputProps) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const invalid = !valid;
  const descriptions = [describedBy, hint && hintId, invalid && errorMessage && errorId].filter(Boolean).join(' ');
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={inputId} className={cn('text-sm font-medium text-fg', hideLabel && 'sr-only')}>
        {label}
        {required && (
          <span aria-hidden="true" className="text-danger">
            {' *'}
          </span>
        )}
      </label>
      <input
        id={inputId}
        type={type}
        required={required}
        aria-invalid={invalid || undefined}
        aria-describedby={descriptions || undefined}
        className={cn(inputClasses, alertColor === 'danger' ? 'border-danger' : 'border-fg-muted/70 hover:border-fg')}
        {...props}
      />
      {hint && (
        <p id={hintId} className="text-sm text-fg-muted">
          {hint}
        </p>
      )}
      {invalid && errorMessage && (
        <p id={errorId} className="flex items-start gap-1.5 text-sm font-medium text-danger">
          <Icon icon={CircleX} size="xs" className="mt-0.5" />
          {errorMessage}
        </p>
      )}
    </div>
  );
}
