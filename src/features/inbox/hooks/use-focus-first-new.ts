import { useEffect, useRef } from 'react';
import type { InboxSummary } from '#contracts/inbox';
import { inboxItemPath } from '#contracts/routes';

/**
 * After "Show more", the first row it added takes the focus: the button may be gone (no more rows),
 * and someone on a keyboard or a screen reader goes on where the new rows begin. `section` holds the
 * rows; `markShown(count)` is called with the rows shown when more were asked for.
 */
export function useFocusFirstNew(items: readonly InboxSummary[] | undefined) {
  const section = useRef<HTMLElement>(null);
  const shownBefore = useRef<number | null>(null);
  useEffect(() => {
    const before = shownBefore.current;
    if (before === null || items === undefined) return;
    shownBefore.current = null;
    const reference = items[before]?.reference;
    if (reference === undefined) return;
    const path = inboxItemPath(reference);
    const links = [...(section.current?.querySelectorAll('a') ?? [])];
    links.find((link) => link.getAttribute('href')?.endsWith(path))?.focus();
  }, [items]);
  return {
    section,
    markShown: (count: number) => {
      shownBefore.current = count;
    },
  };
}
