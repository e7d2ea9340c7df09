import { Field } from '@/components/ui/field';

interface ChoiceRadiosProps<Value extends string> {
  name: string;
  legend: string;
  /** Said under the legend and with the group: why a choice is not available. */
  hint?: string;
  options: ReadonlyArray<{ value: Value; label: string; disabled?: boolean }>;
  value: Value | '';
  onChange: (value: Value) => void;
}

/** Radio buttons in a fieldset, each a target of at least 48px; a disabled one is drawn faded and struck through. */
export function ChoiceRadios<Value extends string>({
  name,
  legend,
  hint,
  options,
  value,
  onChange,
}: ChoiceRadiosProps<Value>) {
  return (
    <Field variant="fieldset" role="radiogroup" label={legend} hint={hint}>
      {(group) => (
        <div className="grid grid-cols-1 gap-2 tablet:grid-cols-2">
          {options.map((option, index) => (
            <label
              key={option.value}
              className="flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border border-fg-muted/70 bg-surface-raised px-3 py-2 text-fg transition-colors hover:border-fg has-[:disabled]:cursor-not-allowed has-[:checked]:border-brand has-[:disabled]:border-line has-[:checked]:bg-brand-soft has-[:disabled]:text-fg-muted has-[:disabled]:line-through has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus"
            >
              <input
                type="radio"
                id={index === 0 ? group.id : `${group.id}-${option.value}`}
                name={name}
                value={option.value}
                checked={value === option.value}
                disabled={option.disabled}
                onChange={() => onChange(option.value)}
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
