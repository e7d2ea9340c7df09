import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { ui } from '@/content/ui-wording';
import { LAPTOP_QUERY, useMediaQuery } from '@/hooks/use-media-query';
import { useText } from '@/i18n/use-text';
import { unprefixedPath } from '#contracts/addresses';
import { cn } from '@/lib/cn';
import { Navbar } from './navbar';
import type { NavItem } from './nav-types';
import { RouteOutlet } from './route-outlet';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

// Hidden until the menu button is pressed: it loads beside the page, not before it.
const Drawer = lazy(() => import('./drawer').then((module) => ({ default: module.Drawer })));

interface SiteFrameProps {
  brand: ReactNode;
  navbarItems: NavItem[];
  drawerItems: NavItem[];
  navbarEnd: ReactNode;
  compactEnd?: ReactNode;
  /** Buttons under the drawer's items; `close` closes the drawer (spec §2: they close it). */
  drawerFooter?: (close: () => void) => ReactNode;
  /** The count badge shown on items with `cartCount`. */
  badge?: ReactNode;
  /** The search bar and tab bar fixed at the bottom below 640 px. */
  bottomBars?: ReactNode;
  footer?: ReactNode;
}

/**
 * The page frame both layouts share: skip link, fixed navbar, drawer, main, footer and
 * bottom bars. While the drawer is open the rest is inert and the page does not scroll.
 */
export function SiteFrame(props: SiteFrameProps) {
  const { brand, navbarItems, drawerItems, navbarEnd, compactEnd, drawerFooter, badge, bottomBars, footer } = props;
  const [drawerOpen, setDrawerOpen] = useState(false);
  const isLaptop = useMediaQuery(LAPTOP_QUERY);
  const menuButton = useRef<HTMLButtonElement>(null);
  const drawerId = useId();
  // The same page in the other language is not a page change: the drawer stays open across the toggle.
  const pathname = unprefixedPath(useLocation().pathname);
  const text = useText();

  const closeDrawer = useCallback((reason?: 'choose' | 'escape') => {
    setDrawerOpen(false);
    if (reason === 'choose') window.scrollTo({ top: 0 });
    if (reason === 'escape') menuButton.current?.focus();
  }, []);

  // Spec §4: forced closed at laptop width, and closed on any page change (adjusted while rendering).
  const [seen, setSeen] = useState({ isLaptop, pathname });
  if (seen.isLaptop !== isLaptop || seen.pathname !== pathname) {
    setSeen({ isLaptop, pathname });
    if (isLaptop || seen.pathname !== pathname) setDrawerOpen(false);
  }

  useEffect(() => {
    if (!drawerOpen) return;
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, [drawerOpen]);

  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <Navbar
        brand={brand}
        items={navbarItems}
        end={navbarEnd}
        compactEnd={compactEnd}
        drawerId={drawerId}
        drawerOpen={drawerOpen}
        onMenuClick={() => setDrawerOpen((open) => !open)}
        menuButtonRef={menuButton}
        badge={badge}
      />
      <Suspense fallback={<div id={drawerId} hidden />}>
        <Drawer
          id={drawerId}
          open={drawerOpen}
          items={drawerItems}
          onClose={closeDrawer}
          label={text(ui.menu)}
          footer={drawerFooter}
          badge={badge}
        />
      </Suspense>
      <div
        inert={drawerOpen}
        className={cn('flex flex-1 flex-col pt-navbar', bottomBars ? 'pb-bottom-bars tablet:pb-0' : undefined)}
      >
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 scroll-mt-navbar focus:outline-none">
          <RouteOutlet />
        </main>
        {footer}
      </div>
      {bottomBars && <div inert={drawerOpen}>{bottomBars}</div>}
    </div>
  );
}
