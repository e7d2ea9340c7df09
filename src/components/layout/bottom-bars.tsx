import type { ReactNode } from 'react';

/** Fixes the search bar above the tab bar at the bottom of phones (spec §2), clear of the safe-area inset. */
export function BottomBars({ children }: { children: ReactNode }) {
  return (
    <div className="fixed inset-x-0 bottom-0 z-30 bg-surface-raised pb-safe-bottom shadow-[0_-4px_16px_rgb(0_0_0/0.06)] tablet:hidden print:hidden">
      {children}
    </div>
  );
}
