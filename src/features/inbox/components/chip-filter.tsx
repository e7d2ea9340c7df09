import { useId } from 'react';
import { Chip } from '@/components/ui/chip';
import type { IconComponent } from '@/components/ui/icon';

export interface ChipOption<T> {
  value: T;
  label: string;
  icon?: IconComponent;
}

interface ChipFilterProps<T> {
  /** The group's name, shown above the chips and read out with each. */
  label: string;
  options: ChipOption<T>[];
  value: T;
  onChange: (value: T) => void;
}

/** One choice among a few, as toggle chips in a labelled group: the chosen one is pressed (and ticked). */
export function ChipFilter<T extends string | null>({ label, options, value, onChange }: ChipFilterProps<T>) {
  const labelId = useId();
  return (
    <div role="group" aria-labelledby={labelId} className="flex flex-col gap-2">
      <span id={labelId} className="text-sm font-medium text-fg">
        {label}
      </span>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <Chip
            key={option.value ?? 'all'}
            icon={option.icon}
            selected={option.value === value}
            onClick={() => onChange(option.value)}
          >
            {option.label}
          </Chip>
        ))}
      </div>
    </div>
  );
}
