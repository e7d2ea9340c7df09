import { Fragment, type ComponentProps } from 'react';
import { Field } from '@/components/ui/field';
import ChevronDown from 'lucide-react/icons/chevron-down';
import { Icon } from '@/components/ui/icon';
import { inputClasses } from '@/components/ui/text-input';
import { cn } from '@/lib/cn';

interface SelectOption<Value extends string> {
  value: Value;
  label: string;
  disabled?: boolean;
  group?: string;
}

/** The options in runs: each run of one group (or of none) kept together, in order. */
function runsOf<Value extends string>(options: ReadonlyArray<SelectOption<Value>>) {
  const runs: Array<{ group?: string; options: Array<SelectOption<Value>> }> = [];
  for (const option of options) {
    const last = runs.at(-1);
    if (last && last.group === option.group) last.options.push(option);
    else runs.push({ group: option.group, options: [option] });
  }
  return runs;
}

const optionsOf = <Value extends string>(options: ReadonlyArray<SelectOption<Value>>) =>
  options.map((option) => (
    <option key={option.value} value={option.value} disabled={option.disabled}>
      {option.label}
    </option>
  ));

type SelectFieldProps<Value extends string> = Omit<
  ComponentProps<'select'>,
  'value' | 'onChange' | 'children' | 'id'
> & {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  /** Options that name a `group` sit under it (an optgroup), in the order given. */
  options: ReadonlyArray<SelectOption<Value>>;
  value: Value;
  onChange: (value: Value) => void;
};

/** A labelled native select, as tall as a text input, with its chevron at the end side. */
export function SelectField<Value extends string>({
  id,
  label,
  hint,
  error,
  options,
  value,
  onChange,
  required,
  className,
  ...props
}: SelectFieldProps<Value>) {
  return (
    <Field id={id} label={label} required={required} hint={hint} error={error} className={className}>
      {(control) => (
        <div className="relative">
          <select
            {...control}
            value={value}
            onChange={(event) => onChange(event.target.value as Value)}
            className={cn(inputClasses, 'cursor-pointer appearance-none border-fg-muted/70 pe-11 hover:border-fg')}
            {...props}
          >
            {runsOf(options).map((run, index) =>
              run.group === undefined ? (
                <Fragment key={index}>{optionsOf(run.options)}</Fragment>
              ) : (
                <optgroup key={index} label={run.group}>
                  {optionsOf(run.options)}
                </optgroup>
              ),
            )}
          </select>
          <Icon
            icon={ChevronDown}
            size="sm"
            colour="muted"
            className="pointer-events-none absolute end-4 top-1/2 -translate-y-1/2"
          />
        </div>
      )}
    </Field>
  );
}
