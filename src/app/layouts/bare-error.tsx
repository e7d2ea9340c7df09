import type { ReactNode } from 'react';
import { ColorSchemeToggle } from '@/components/layout/color-scheme-toggle';
import { ErrorScreen } from '@/components/layout/error-screen';
import { LanguageToggle } from '@/components/layout/language-toggle';

/** An error in place of the whole layout, with only the language and scheme toggles beside it. */
export function BareError({ message, actions }: { message: string; actions: ReactNode }) {
  return (
    <main id="main-content" className="flex min-h-dvh flex-col">
      <div className="flex justify-end gap-1 p-3">
        <LanguageToggle />
        <ColorSchemeToggle />
      </div>
      <ErrorScreen message={message} actions={actions} />
    </main>
  );
}
