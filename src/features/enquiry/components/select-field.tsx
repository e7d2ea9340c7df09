import type { ComponentProps } from 'react';
import ChevronDown from 'lucide-react/icons/chevron-down';
import { Icon } from '@/components/ui/icon';
import { inputClasses } from '@/components/ui/text-input';
import { cn } from '@/lib/cn';
import { labelClasses } from './field-parts';

type SelectFieldProps<Value extends string> = Omit<ComponentProps<'select'>, 'value' | 'onChange' | 'children'> & {
  id: string;
  label: string;
  options: ReadonlyArray<{ value: Value; label: string }>;
  value: Value;
  onChange: (value: Value) => void;
};

/** A labelled native select, as tall as a text input, with its chevron at the end side. */
export function SelectField<Value extends string>({
  id,
  label,
  options,
  value,
  onChange,
  className,
  ...props
}: SelectFieldProps<Value>) {
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className={labelClasses}>
        {label}
      </label>
      <div className="relative">
        <select
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value as Value)}
          className={cn(inputClasses, 'cursor-pointer appearance-none border-fg-muted/70 pe-11 hover:border-fg')}
          {...props}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <Icon
          icon={ChevronDown}
          size="sm"
          colour="muted"
          className="pointer-events-none absolute end-4 top-1/2 -translate-y-1/2"
        />
      </div>
    </div>
  );
}
