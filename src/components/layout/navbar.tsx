import { Suspense, type ReactNode, type RefObject } from 'react';
import Menu from 'lucide-react/icons/menu';
import X from 'lucide-react/icons/x';
import { Icon } from '@/components/ui/icon';
import { ui } from '@/content/ui-wording';
import { useText } from '@/i18n/use-text';

interface NavbarProps {
  /** The logo or brand text, at the start side. */
  brand: ReactNode;
  /** The menu shown from laptop width (a `NavbarMenu`); it may load after the page (a lazy part). */
  menu: ReactNode;
  /** Actions at the end side from laptop width: toggles, login, Book Now, cart… */
  end: ReactNode;
  /** Shown at every width, before the menu button (e.g. Book Now on tablets). */
  compactEnd?: ReactNode;
  drawerId: string;
  drawerOpen: boolean;
  onMenuClick: () => void;
  menuButtonRef: RefObject<HTMLButtonElement | null>;
}

/** The fixed top bar (spec §2): full menu from laptop width, a menu button opening the drawer below it. */
export function Navbar({
  brand,
  menu,
  end,
  compactEnd,
  drawerId,
  drawerOpen,
  onMenuClick,
  menuButtonRef,
}: NavbarProps) {
  const text = useText();
  const menuLabel = text(drawerOpen ? ui.closeMenu : ui.openMenu);
  return (
    <header className="fixed inset-x-0 top-0 z-50 border-b border-line bg-surface/95 backdrop-blur supports-[backdrop-filter]:bg-surface/85 print:hidden">
      <div className="mx-auto flex h-navbar max-w-7xl items-center gap-4 px-4 tablet:px-6">
        <div className="flex min-w-0 items-center gap-4 desktop:gap-6">
          {brand}
          <div className="hidden laptop:block">
            <Suspense fallback={null}>{menu}</Suspense>
          </div>
        </div>
        <div className="ms-auto flex items-center gap-2">
          <div className="hidden items-center gap-2 laptop:flex">{end}</div>
          {compactEnd && <div className="flex items-center gap-2 laptop:hidden">{compactEnd}</div>}
          <button
            ref={menuButtonRef}
            type="button"
            aria-expanded={drawerOpen}
            aria-controls={drawerId}
            aria-label={menuLabel}
            onClick={onMenuClick}
            className="inline-flex size-11 items-center justify-center rounded-full text-fg hover:bg-surface-sunken laptop:hidden"
          >
            <Icon icon={drawerOpen ? X : Menu} size="md" />
          </button>
        </div>
      </div>
    </header>
  );
}
