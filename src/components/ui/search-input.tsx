import { useId, type ComponentProps } from 'react';
import { SEARCH_MAX_LENGTH } from '#contracts/limits';
import Search from 'lucide-react/icons/search';
import { cn } from '@/lib/cn';
import { Icon } from './icon';

type SearchInputProps = Omit<ComponentProps<'input'>, 'type' | 'maxLength' | 'autoComplete' | 'size' | 'children'> & {
  /** The screen-reader label, in the reader's language ("Search"). */
  label: string;
};

/** A search field (spec §5): 3rem high, type text, at most 50 characters, no autocomplete. */
export function SearchInput({ label, id, className, ...props }: SearchInputProps) {
  const ownId = useId();
  const inputId = id ?? ownId;
  return (
    <div className={cn('relative', className)}>
      <label htmlFor={inputId} className="sr-only">
        {label}
      </label>
      <Icon
        icon={Search}
        size="sm"
        colour="muted"
        className="pointer-events-none absolute start-4 top-1/2 -translate-y-1/2"
      />
      <input
        id={inputId}
        type="text"
        role="searchbox"
        maxLength={SEARCH_MAX_LENGTH}
        autoComplete="off"
        enterKeyHint="search"
        className="h-searchbar w-full rounded-full border border-fg-muted/70 bg-surface-raised pe-4 ps-12 text-base text-fg transition-colors placeholder:text-fg-muted hover:border-fg focus:border-brand focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-focus disabled:cursor-not-allowed disabled:bg-surface-sunken"
        {...props}
      />
    </div>
  );
}
