import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { InboxFilter } from '#contracts/inbox';
import { useSavedViews } from '../api/saved-views';

/**
 * Opens the list with the member's default view: once, when their views arrive, if the address
 * still names no filter (a link, Back or a reload with filters keeps them; so does a choice made
 * while the views loaded).
 */
export function useDefaultView(onChange: (next: Partial<InboxFilter>) => void) {
  const [params] = useSearchParams();
  const views = useSavedViews().data;
  const done = useRef(false);
  useEffect(() => {
    if (done.current || !views) return;
    done.current = true;
    const view = views.find((one) => one.isDefault);
    if (view && [...params.keys()].length === 0)
      onChange({ stage: view.stage, owner: view.owner, due: view.due, q: '' });
  }, [views, params, onChange]);
}
