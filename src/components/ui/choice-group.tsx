import { Field } from '@/components/ui/field';
import { cn } from '@/lib/cn';

/** A radio or checkbox with its label: a full-width target of at least 48px, marked when checked or focused. */
export const choiceClasses = (invalid: boolean) =>
  cn(
    'flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border bg-surface-raised px-4 py-2 text-fg transition-colors hover:border-fg has-[:disabled]:cursor-not-allowed has-[:checked]:border-brand has-[:checked]:bg-brand-soft has-[:disabled]:text-fg-muted has-[:disabled]:line-through has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus',
    invalid ? 'border-danger' : 'border-fg-muted/70 has-[:disabled]:border-line',
  );

/** The choices' grid: one a row on a phone, as many as fit from a tablet up. */
export const choiceGridClasses = 'grid grid-cols-1 gap-2 tablet:grid-cols-[repeat(auto-fit,minmax(9rem,1fr))]';

interface ChoiceGroupProps<Value extends string> {
  /** The first radio's id, which an error summary links to; made up when not given. */
  id?: string;
  name: string;
  legend: string;
  hint?: string;
  required?: boolean;
  /** A disabled choice is drawn faded and struck through; say why in `hint`. */
  options: ReadonlyArray<{ value: Value; label: string; disabled?: boolean }>;
  value: Value | '';
  onChange: (value: Value) => void;
  /** Called when focus leaves the whole group, not when it moves between its radios. */
  onLeave?: () => void;
  error?: string;
  className?: string;
}

/** Radio buttons in a fieldset, each a full-width target of at least 48px. */
export function ChoiceGroup<Value extends string>({
  id,
  name,
  legend,
  hint,
  required = false,
  options,
  value,
  onChange,
  onLeave,
  error,
  className,
}: ChoiceGroupProps<Value>) {
  return (
    <Field
      variant="fieldset"
      role="radiogroup"
      id={id}
      label={legend}
      hint={hint}
      required={required}
      error={error}
      onLeave={onLeave}
      className={className}
    >
      {(group) => (
        <div className={choiceGridClasses}>
          {options.map((option, index) => (
            <label key={option.value} className={choiceClasses(group.invalid)}>
              <input
                type="radio"
                id={index === 0 ? group.id : `${group.id}-${option.value}`}
                name={name}
                value={option.value}
                checked={value === option.value}
                disabled={option.disabled}
                onChange={() => onChange(option.value)}
                required={group.required}
                className="size-5 shrink-0 accent-brand focus:outline-none"
              />
              {option.label}
            </label>
          ))}
        </div>
      )}
    </Field>
  );
}
