import { useEffect } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

const isShown = (element: HTMLElement) => element.getClientRects().length > 0 && !element.closest('[inert]');

/**
 * While `active`, Tab and Shift+Tab cycle through the focusable elements of the given
 * containers (in document order) instead of leaving them.
 */
export function useFocusTrap(active: boolean, getContainers: () => Array<HTMLElement | null>) {
  useEffect(() => {
    if (!active) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const focusables = getContainers()
        .flatMap((container) => [...(container?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])])
        .filter(isShown);
      const first = focusables[0];
      const last = focusables[focusables.length - 1];
      if (!first || !last) return;
      const current = document.activeElement as HTMLElement | null;
      const outside = !current || !focusables.includes(current);
      if (event.shiftKey && (current === first || outside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (current === last || outside)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [active, getContainers]);
}
