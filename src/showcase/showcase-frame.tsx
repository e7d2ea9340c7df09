import { useId, useState } from 'react';
import { SHOWCASE_PATH } from '#contracts/routes';
import { Link, NavLink } from 'react-router-dom';
import ChevronDown from 'lucide-react/icons/chevron-down';
import { ColorSchemeToggle } from '@/components/layout/color-scheme-toggle';
import { LanguageToggle } from '@/components/layout/language-toggle';
import { RouteOutlet } from '@/components/layout/route-outlet';
import { Icon } from '@/components/ui/icon';
import { useText } from '@/i18n/use-text';
import { cn } from '@/lib/cn';
import { KIT_NAME, SHOWCASE_IDS, showcaseEntry, showcasePath } from './showcase-meta';
import { showcaseWording } from './content/showcase-wording';

/** The showcase's frame: its page list and the language and scheme toggles beside every demo. */
export function ShowcaseFrame() {
  const text = useText();
  const [menuOpen, setMenuOpen] = useState(false);
  const listId = useId();
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 tablet:px-6 laptop:grid laptop:grid-cols-[15rem_minmax(0,1fr)] laptop:gap-10 laptop:py-10">
      {/* A developer tool, not content: keep it out of search results. */}
      <meta name="robots" content="noindex" />
      <aside
        aria-label={text(KIT_NAME)}
        className="mb-8 laptop:sticky laptop:top-20 laptop:mb-0 laptop:max-h-[calc(100dvh-6rem)] laptop:self-start laptop:overflow-y-auto"
      >
        <div className="flex items-center justify-between gap-2 border-b border-line pb-3">
          <Link to={SHOWCASE_PATH} className="rounded-sm text-lg font-semibold text-brand" dir="ltr">
            {text(KIT_NAME)}
          </Link>
          <div className="flex items-center gap-1">
            <LanguageToggle />
            <ColorSchemeToggle />
          </div>
        </div>
        <nav aria-label={text(showcaseWording.pagesNav)} className="mt-3">
          <button
            type="button"
            aria-expanded={menuOpen}
            aria-controls={listId}
            onClick={() => setMenuOpen((open) => !open)}
            className="flex h-btn-sm w-full items-center justify-between rounded-lg px-3 text-sm font-medium text-fg hover:bg-surface-sunken laptop:hidden"
          >
            {text(showcaseWording.pages)}
            <Icon icon={ChevronDown} size="sm" className={cn('transition-transform', menuOpen && 'rotate-180')} />
          </button>
          <ul id={listId} className={cn('mt-1 space-y-0.5 laptop:block', menuOpen ? 'block' : 'hidden')}>
            {SHOWCASE_IDS.map((id) => {
              const { name, icon, mirrorIcon } = showcaseEntry(id);
              return (
                <li key={id}>
                  <NavLink
                    to={showcasePath(id)}
                    end
                    onClick={() => setMenuOpen(false)}
                    className={({ isActive }) =>
                      cn(
                        'flex items-center gap-3 rounded-lg px-3 py-2 text-sm transition-colors',
                        isActive ? 'bg-brand-soft font-semibold text-brand' : 'text-fg hover:bg-surface-sunken',
                      )
                    }
                  >
                    <Icon icon={icon} mirror={mirrorIcon} size="xs" />
                    {text(name)}
                  </NavLink>
                </li>
              );
            })}
          </ul>
        </nav>
      </aside>
      <div className="min-w-0">
        <RouteOutlet />
      </div>
    </div>
  );
}
