import { Link } from 'react-router-dom';
import { ColorSchemeToggle } from '@/components/layout/color-scheme-toggle';
import { LanguageToggle } from '@/components/layout/language-toggle';
import { RouteOutlet } from '@/components/layout/route-outlet';
import { MAIN_CONTENT_ID, SkipLink } from '@/components/layout/skip-link';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { useText } from '@/i18n/use-text';

/** The visitor's frame (spec §2 "Visitor layout"). */
export function VisitorLayout() {
  const text = useText();
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <header className="sticky top-0 z-40 border-b border-line bg-surface/95 backdrop-blur">
        <div className="mx-auto flex h-navbar max-w-6xl items-center justify-between gap-4 px-4">
          <Link to={paths.home} className="text-lg font-semibold text-brand">
            {text(site.name)}
          </Link>
          <div className="flex items-center gap-1">
            <LanguageToggle />
            <ColorSchemeToggle />
          </div>
        </div>
      </header>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 focus:outline-none">
        <RouteOutlet />
      </main>
    </div>
  );
}
