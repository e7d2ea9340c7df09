import { useEffect, useRef, useState } from 'react';

/** A key pressed to type (in a field, with a modifier, or already handled) is no shortcut. */
const isShortcut = (event: KeyboardEvent) =>
  !event.ctrlKey &&
  !event.metaKey &&
  !event.altKey &&
  !event.defaultPrevented &&
  !(event.target as Element | null)?.closest?.('input, textarea, select, [contenteditable="true"]');

/** Listens to the document's keys while the component is there. */
function useDocumentKeys(onKey: (event: KeyboardEvent) => void) {
  const handler = useRef(onKey);
  useEffect(() => {
    handler.current = onKey;
  });
  useEffect(() => {
    const listen = (event: KeyboardEvent) => {
      if (isShortcut(event)) handler.current(event);
    };
    document.addEventListener('keydown', listen);
    return () => document.removeEventListener('keydown', listen);
  }, []);
}

/**
 * "/" jumps to the search, as in mail and issue trackers (staff review #19). By the key's place
 * too, so the Arabic layout (where that key types «ظ») has it.
 */
export function useSlashToSearch() {
  const search = useRef<HTMLInputElement>(null);
  useDocumentKeys((event) => {
    // Shifted, that key is "?" (and «؟»): the list of keys, not the search.
    if (event.key !== '/' && !(event.code === 'Slash' && !event.shiftKey)) return;
    event.preventDefault();
    search.current?.focus();
  });
  return search;
}

/** The rows' links (`data-row-link` on each card's and table row's link): j and k move between them. */
const ROW_LINKS = 'a[data-row-link]';

/**
 * j and k move the focus to the next and the previous row (Enter then opens it, as any link), by
 * the keys' places, so an Arabic layout has them too; "?" (or «؟») shows or hides the list of keys.
 */
export function useRowKeys() {
  const [help, setHelp] = useState(false);
  useDocumentKeys((event) => {
    if (event.key === '?' || event.key === '؟') {
      event.preventDefault();
      setHelp((shown) => !shown);
      return;
    }
    const step = event.code === 'KeyJ' ? 1 : event.code === 'KeyK' ? -1 : 0;
    const links = [...document.querySelectorAll<HTMLAnchorElement>(ROW_LINKS)];
    if (step === 0 || links.length === 0) return;
    event.preventDefault();
    const at = links.indexOf(document.activeElement as HTMLAnchorElement);
    const next = at === -1 ? (step > 0 ? 0 : links.length - 1) : Math.min(Math.max(at + step, 0), links.length - 1);
    links[next]?.scrollIntoView?.({ block: 'nearest' });
    links[next]?.focus();
  });
  return { help, closeHelp: () => setHelp(false) };
}
