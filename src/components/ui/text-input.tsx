import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Field } from './field';

export type TextInputType = 'text' | 'email' | 'password' | 'tel' | 'url' | 'number';

/** The field's own look; the invalid state is styled from `aria-invalid`, so it cannot drift from what is announced. */
export const inputClasses =
  'h-input w-full rounded-lg border bg-surface-raised px-4 text-base text-fg transition-colors placeholder:text-fg-muted focus:border-brand focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-focus disabled:cursor-not-allowed disabled:border-line disabled:bg-surface-sunken disabled:text-fg-muted aria-[invalid=true]:border-danger aria-[invalid=true]:focus-visible:outline-danger';

/** A multi-line field drawn like the text inputs: the same border that holds 3:1 against the page, focus and error. */
export const textAreaClasses =
  'min-h-32 w-full resize-y rounded-lg border border-fg-muted/70 bg-surface-raised px-4 py-3 text-base text-fg transition-colors placeholder:text-fg-muted hover:border-fg focus:border-brand focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-focus aria-[invalid=true]:border-danger aria-[invalid=true]:focus-visible:outline-danger';

type TextInputProps = Omit<ComponentProps<'input'>, 'type' | 'size' | 'children'> & {
  /** Always required; `hideLabel` keeps it for screen readers only. */
  label: string;
  hideLabel?: boolean;
  type?: TextInputType;
  /** The validity flag (spec §3, §5): `false` marks the field invalid. */
  valid?: boolean;
  /** Shown, and announced with the field, while it is invalid. */
  errorMessage?: ReactNode;
  /** A help line under the field, announced with it. */
  hint?: ReactNode;
  /** The visible mark of a required field ("*" by default). */
  requiredMark?: string;
  /** Draws the field in the danger colour without marking it invalid (spec §3 alertColor). */
  alertColor?: 'danger';
};

/** A labelled text field, 3rem high (spec §3, §5): a `Field` around an input. */
export function TextInput({
  label,
  hideLabel = false,
  type = 'text',
  valid = true,
  errorMessage,
  hint,
  requiredMark,
  alertColor,
  id,
  className,
  required,
  'aria-describedby': describedBy,
  ...props
}: TextInputProps) {
  return (
    <Field
      id={id}
      label={label}
      hideLabel={hideLabel}
      required={required}
      requiredMark={requiredMark}
      hint={hint}
      error={errorMessage}
      invalid={!valid}
      describedBy={describedBy}
      className={className}
    >
      {(control) => (
        <input
          {...control}
          type={type}
          className={cn(inputClasses, alertColor === 'danger' ? 'border-danger' : 'border-fg-muted/70 hover:border-fg')}
          {...props}
        />
      )}
    </Field>
  );
}
