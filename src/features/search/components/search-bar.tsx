import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import Search from 'lucide-react/icons/search';
import { Icon } from '@/components/ui/icon';
import { useText } from '@/i18n/use-text';
import { cn } from '@/lib/cn';
import { pageEntries } from '../page-entries';
import { SEARCH_MAX_LENGTH } from '#contracts/limits';
import { searchPages, type SearchEntry } from '../search-pages';
import { resultCount, searchWording } from '../content/search-wording';
import { usePathFor } from '@/i18n/language-context';

interface SearchBarProps {
  side: 'visitor' | 'user';
  /** Loads the full-text index (page content); until it arrives, titles are searched. */
  loadIndex?: () => Promise<SearchEntry[]>;
}

/**
 * The phone search bar (spec §2, §5): a combobox over the site's pages in both languages.
 * Arrow keys move through the results, Enter opens one, Escape clears.
 */
export function SearchBar({ side, loadIndex }: SearchBarProps) {
  const text = useText();
  const navigate = useNavigate();
  const id = useId();
  const listId = `${id}-results`;
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(-1);
  const [entries, setEntries] = useState(() => pageEntries(side));
  const [wantIndex, setWantIndex] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  // On a prerendered page the bar can be typed into before the app takes it over: keep that text.
  useEffect(() => {
    const typed = input.current?.value ?? '';
    if (typed) setQuery(typed);
  }, []);

  useEffect(() => {
    if (!wantIndex || !loadIndex) return;
    let current = true;
    loadIndex().then(
      (index) => current && setEntries(index),
      () => {}, // Titles keep working if the index cannot load.
    );
    return () => {
      current = false;
    };
  }, [wantIndex, loadIndex]);

  const results = useMemo(() => searchPages(entries, query), [entries, query]);
  const open = query.trim() !== '';
  const noMatch = text(searchWording.noMatch);

  const pathFor = usePathFor();
  const choose = (path: string) => {
    setQuery('');
    setActive(-1);
    navigate(pathFor(path));
    window.scrollTo({ top: 0 });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (results.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (index + step + results.length) % results.length);
    } else if (event.key === 'Enter') {
      const result = results[active] ?? (results.length === 1 ? results[0] : undefined);
      if (result) {
        event.preventDefault();
        choose(result.path);
      }
    } else if (event.key === 'Escape') {
      setQuery('');
      setActive(-1);
    }
  };

  return (
    <div className="relative flex h-searchbar items-center px-3">
      <label htmlFor={id} className="sr-only">
        {text(searchWording.label)}
      </label>
      <div className="relative w-full">
        <Icon
          icon={Search}
          size="sm"
          colour="muted"
          className="pointer-events-none absolute start-3 top-1/2 -translate-y-1/2"
        />
        <input
          ref={input}
          id={id}
          type="text"
          role="combobox"
          autoComplete="off"
          maxLength={SEARCH_MAX_LENGTH}
          value={query}
          placeholder={text(searchWording.placeholder)}
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={open && active >= 0 ? `${listId}-${active}` : undefined}
          onFocus={() => setWantIndex(true)}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          className="h-[2.25rem] w-full rounded-full border border-line bg-surface-sunken pe-4 ps-10 text-base text-fg placeholder:text-fg-muted focus:border-brand"
        />
      </div>
      <div
        className={cn(
          'absolute inset-x-3 bottom-full mb-2 rounded-2xl border border-line bg-surface-raised p-2 shadow-xl',
          !open && 'hidden',
        )}
      >
        <ul
          id={listId}
          role="listbox"
          className="max-h-[50dvh] overflow-y-auto"
          aria-label={text(searchWording.results)}
        >
          {results.map((result, index) => (
            // Keyboard use goes through the combobox input (aria-activedescendant); a click picks directly.
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events
            <li
              key={result.path}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              onPointerDown={(event) => event.preventDefault()}
              onClick={() => choose(result.path)}
              className={cn(
                'flex min-h-11 cursor-pointer items-center rounded-xl px-3 text-fg',
                index === active ? 'bg-brand-soft text-brand' : 'hover:bg-surface-sunken',
              )}
            >
              {text(result.title)}
            </li>
          ))}
        </ul>
        {results.length === 0 && <p className="px-3 py-2 text-fg-muted">{noMatch}</p>}
      </div>
      <p role="status" className="sr-only">
        {open && (results.length === 0 ? noMatch : text(resultCount(results.length)))}
      </p>
    </div>
  );
}
