import { useId, type FocusEvent, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import CircleX from 'lucide-react/icons/circle-x';
import { Icon } from './icon';

/** What a field puts on its control: spread it on the input, textarea or select. */
export interface FieldControlProps {
  id: string;
  required: boolean;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

/** What a fieldset field tells its controls (radios, checkboxes). */
export interface FieldGroupState {
  /** The id for the group's first control, which an error summary links to. */
  id: string;
  required: boolean;
  invalid: boolean;
}

interface CommonProps {
  /** The control's id (a fieldset's first control's); the hint and error ids derive from it. */
  id?: string;
  /** Already in the page's language. */
  label: ReactNode;
  required?: boolean;
  /** Shown after the label of a required field, hidden from screen readers (the control's `required` says it). */
  requiredMark?: string;
  /** A help line, announced with the control. */
  hint?: ReactNode;
  /** Shown, and announced with the control, while the field is invalid. */
  error?: ReactNode;
  /** Whether the field is invalid; by default, whether it has an error. */
  invalid?: boolean;
  /** More ids that describe the control, after the hint and before the error. */
  describedBy?: string;
  className?: string;
}

type StackedFieldProps = CommonProps & {
  /** The label above the control (the default). */
  variant?: 'stacked';
  /** Keeps the label for screen readers only. */
  hideLabel?: boolean;
  /** The hint under the label (before the control) or under the control (the default). */
  hintPlacement?: 'above' | 'below';
  /** Shown under the control, before the error (a character count, say); list its ids in `describedBy`. */
  footer?: ReactNode;
  children: (control: FieldControlProps) => ReactNode;
};

type InlineFieldProps = CommonProps & {
  /** The control first and its label beside it: a checkbox. */
  variant: 'inline';
  children: (control: FieldControlProps) => ReactNode;
};

type FieldsetFieldProps = CommonProps & {
  /** A group of controls under a legend (`label`): radios or checkboxes. */
  variant: 'fieldset';
  /** `radiogroup` lets the group itself say it is required; its radios cannot. */
  role?: 'radiogroup';
  /** Called when focus leaves the whole group, not when it moves between its controls. */
  onLeave?: () => void;
  children: (group: FieldGroupState) => ReactNode;
};

export type FieldProps = StackedFieldProps | InlineFieldProps | FieldsetFieldProps;

const labelClasses = 'text-sm font-medium text-fg';
const hintClasses = 'text-sm text-fg-muted';

function RequiredMark({ mark }: { mark: string }) {
  return (
    <span aria-hidden="true" className="text-danger">
      {` ${mark}`}
    </span>
  );
}

/** A field's error line, with its icon: for a control laid out outside `Field`, too. */
export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="flex items-start gap-1.5 text-sm font-medium text-danger">
      <Icon icon={CircleX} size="xs" className="mt-0.5" />
      <span>{children}</span>
    </p>
  );
}

/** Whether a slot has something to show. */
const present = (node: ReactNode) => node != null && node !== false && node !== '';

/** The ids a control is described by, skipping the absent ones. */
const joinIds = (...ids: Array<string | false | null | undefined>) => ids.filter(Boolean).join(' ') || undefined;

/**
 * A form field: its label (a legend for a fieldset), the required mark, a hint and an
 * error, with the ids, `aria-describedby` and `aria-invalid` wired onto its control.
 * Everything shown comes in as props, already in the page's language.
 *
 * ```tsx
 * <Field id="name" label={text(wording.name)} required error={error}>
 *   {(control) => <input {...control} value={name} onChange={…} />}
 * </Field>
 * ```
 */
export function Field(props: FieldProps) {
  const { label, required = false, requiredMark = '*', hint, error, describedBy, className } = props;
  const ownId = useId();
  const id = props.id ?? ownId;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const invalid = props.invalid ?? Boolean(error);
  const hasHint = present(hint);
  const showError = invalid && present(error);
  const descriptions = joinIds(hasHint && hintId, describedBy, showError && errorId);
  const mark = required && <RequiredMark mark={requiredMark} />;
  const errorLine = showError && <FieldError id={errorId}>{error}</FieldError>;

  if (props.variant === 'fieldset') {
    const legendId = `${id}-legend`;
    const onBlur = (event: FocusEvent<HTMLFieldSetElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget)) props.onLeave?.();
    };
    return (
      <fieldset
        role={props.role}
        aria-labelledby={legendId}
        aria-required={(props.role === 'radiogroup' && required) || undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={descriptions}
        onBlur={onBlur}
        className={className}
      >
        <legend id={legendId} className={cn(labelClasses, 'mb-1.5')}>
          {label}
          {mark}
        </legend>
        {hasHint && (
          <p id={hintId} className={cn(hintClasses, 'mb-2')}>
            {hint}
          </p>
        )}
        {props.children({ id, required, invalid })}
        {errorLine && <div className="mt-1.5">{errorLine}</div>}
      </fieldset>
    );
  }

  const control: FieldControlProps = {
    id,
    required,
    'aria-invalid': invalid || undefined,
    'aria-describedby': descriptions,
  };
  const hintLine = hasHint && (
    <p id={hintId} className={hintClasses}>
      {hint}
    </p>
  );

  if (props.variant === 'inline')
    return (
      <div className={cn('flex flex-col gap-1.5', className)}>
        <div className="flex items-start gap-3">
          {props.children(control)}
          <label htmlFor={id} className="cursor-pointer text-fg">
            {label}
            {mark}
          </label>
        </div>
        {hintLine}
        {errorLine}
      </div>
    );

  const hintAbove = props.hintPlacement === 'above';
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className={cn(labelClasses, props.hideLabel && 'sr-only')}>
        {label}
        {mark}
      </label>
      {hintAbove && hintLine}
      {props.children(control)}
      {!hintAbove && hintLine}
      {props.footer}
      {errorLine}
    </div>
  );
}
