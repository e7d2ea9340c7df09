import { Drawer, type DrawerProps } from '@/components/layout/drawer';
import { Footer } from '@/components/layout/footer';
import { NavbarMenu } from '@/components/layout/navbar-menu';
import { QuickExit, QuickExitLink } from '@/components/layout/quick-exit';
import { TabBar } from '@/components/layout/tab-bar';
import { menuWording } from '@/content/menu-wording';
import { useText } from '@/i18n/use-text';
import { useBoundActions } from './use-bound-actions';
import { drawerMenu, navbarMenu, tabbar } from './visitor-navigation';

/*
 * The visitor's menus with their items, one chunk that loads beside the page rather than before it:
 * they do nothing until touched, and their links work from the prerendered HTML meanwhile.
 */

export function VisitorNavbarMenu() {
  const text = useText();
  return <NavbarMenu items={navbarMenu} label={text(menuWording.mainMenu)} />;
}

export function VisitorDrawer(props: Omit<DrawerProps, 'items'>) {
  return <Drawer {...props} items={useBoundActions(drawerMenu)} />;
}

export function VisitorTabBar() {
  const text = useText();
  return <TabBar tabs={tabbar} label={text(menuWording.quickLinks)} />;
}

export function VisitorFooter({ className }: { className?: string }) {
  return <Footer links={navbarMenu} className={className} />;
}

/** The quick exit, floating from 640 px, with its keys. */
export function VisitorQuickExit() {
  return <QuickExit />;
}

/** The quick exit on phones, in the search bar's row. */
export const VisitorQuickExitLink = QuickExitLink;
