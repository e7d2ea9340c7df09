import type { ReactNode } from 'react';
import { ColorSchemeToggle } from '@/components/layout/color-scheme-toggle';
import { LanguageToggle } from '@/components/layout/language-toggle';

/** A screen in place of the whole layout (an error, a session's end): only the language and scheme toggles beside it. */
export function BareFrame({ children }: { children: ReactNode }) {
  return (
    <main id="main-content" className="flex min-h-dvh flex-col">
      <div className="flex justify-end gap-1 p-3">
        <LanguageToggle />
        <ColorSchemeToggle />
      </div>
      {children}
    </main>
  );
}
