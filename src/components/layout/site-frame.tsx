import { Suspense, useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { ui } from '@/content/ui-wording';
import { LAPTOP_QUERY, watchMediaQuery } from '@/hooks/use-media-query';
import { useText } from '@/i18n/use-text';
import { unprefixedPath } from '#contracts/addresses';
import { cn } from '@/lib/cn';
import { Navbar } from './navbar';
import type { DrawerProps } from './drawer';
import { RouteOutlet } from './route-outlet';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

/** What the frame gives its drawer: the layout adds the items, the buttons below them and any badge. */
export type DrawerSlot = Pick<DrawerProps, 'id' | 'open' | 'onClose' | 'label'>;

interface SiteFrameProps {
  brand: ReactNode;
  /** The navbar's menu from laptop width (a `NavbarMenu`, possibly lazy). */
  navbarMenu: ReactNode;
  /** The drawer below laptop width (a `Drawer`, possibly lazy: the frame holds its place until it loads). */
  drawer: (slot: DrawerSlot) => ReactNode;
  navbarEnd: ReactNode;
  compactEnd?: ReactNode;
  /** The search bar and tab bar fixed at the bottom below 640 px. */
  bottomBars?: ReactNode;
  footer?: ReactNode;
}

/**
 * The page frame both layouts share: skip link, fixed navbar, drawer, main, footer and
 * bottom bars. While the drawer is open the rest is inert and the page does not scroll.
 */
export function SiteFrame(props: SiteFrameProps) {
  const { brand, navbarMenu, drawer, navbarEnd, compactEnd, bottomBars, footer } = props;
  const [drawerOpen, setDrawerOpen] = useState(false);
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

  // Spec §4: closed on any page change (adjusted while rendering)…
  const [seenPathname, setSeenPathname] = useState(pathname);
  if (seenPathname !== pathname) {
    setSeenPathname(pathname);
    setDrawerOpen(false);
  }

  // …and forced closed at laptop width. Listened for, not rendered from: the prerendered HTML cannot know the
  // width, so rendering from it would re-render the frame as it hydrates, which makes React throw away the
  // server HTML of the lazy menus and show their empty fallbacks until their chunk arrives.
  useEffect(
    () =>
      watchMediaQuery(LAPTOP_QUERY, (laptop) => {
        if (laptop) setDrawerOpen(false);
      }),
    [],
  );

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
        menu={navbarMenu}
        end={navbarEnd}
        compactEnd={compactEnd}
        drawerId={drawerId}
        drawerOpen={drawerOpen}
        onMenuClick={() => setDrawerOpen((open) => !open)}
        menuButtonRef={menuButton}
      />
      <Suspense fallback={<div id={drawerId} hidden />}>
        <DrawerOutlet render={drawer} id={drawerId} open={drawerOpen} onClose={closeDrawer} label={text(ui.menu)} />
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

/** Renders the layout's drawer with the frame's state, as a component of its own in the tree. */
function DrawerOutlet({ render, ...slot }: DrawerSlot & { render: (slot: DrawerSlot) => ReactNode }) {
  return render(slot);
}
