import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { InboxFilter } from '#contracts/inbox';
import { SEARCH_MAX_LENGTH } from '#contracts/limits';
import { DUE_FILTERS, isStage, OWNER_FILTERS, type DueFilter, type OwnerFilter } from '#contracts/pipeline';
import { inboxSearch } from '../api/get-inbox';
import { useDebouncedValue } from './use-debounced-value';

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  values.includes(value as T) ? (value as T) : null;

/** The list's filter as the address holds it (`?stage=new&owner=mine&due=today&q=mona`); anything unknown is "all". */
export function readInboxFilter(params: URLSearchParams): InboxFilter {
  const stage = params.get('stage');
  return {
    stage: isStage(stage) ? stage : null,
    owner: oneOf<OwnerFilter>(OWNER_FILTERS, params.get('owner')),
    due: oneOf<DueFilter>(DUE_FILTERS, params.get('due')),
    q: (params.get('q') ?? '').slice(0, SEARCH_MAX_LENGTH),
  };
}

/**
 * The inbox list's filter, kept in the address so Back and a reload keep it. `typed` is the search
 * as typed; `filter.q` follows it once the typing pauses. `update` changes any part.
 */
export function useInboxFilter() {
  const [params, setParams] = useSearchParams();
  const fromAddress = readInboxFilter(params);
  const [typed, setTyped] = useState(fromAddress.q);
  const q = useDebouncedValue(typed.slice(0, SEARCH_MAX_LENGTH));
  const filter: InboxFilter = { ...fromAddress, q };

  const update = (next: Partial<InboxFilter>) => {
    if (next.q !== undefined) setTyped(next.q);
    // The typed search goes into the address at once (a reload keeps it); the request waits.
    setParams(inboxSearch({ ...fromAddress, q: typed, ...next }), { replace: true });
  };
  return { filter, typed, update };
}
