import type { Bilingual } from './languages';

export const MENU_ACTIONS = ['logout', 'toggleColorScheme', 'toggleLanguage'] as const;

/** What a menu item does instead of (or besides) linking; the layout supplies the function (spec §3 actionFunction). */
export type MenuAction = (typeof MENU_ACTIONS)[number];

/**
 * An entry of a submenu group: a link (spec §3), or an action, so that one account menu can hold
 * the preferences and log-out beside My Account; it has `to` or `action`.
 */
export interface SubmenuItem {
  id: string;
  title: Bilingual;
  /** Always an internal path ("/…"). */
  to?: string;
  action?: MenuAction;
}

/** A navbar or drawer item (spec §3); it has at least one of `to`, `submenu` or `action`. */
export interface MenuItem {
  id: string;
  /** A missing wording is '' so the UI shows "Locale Not Found" (spec §8). */
  title: Bilingual;
  /** Always an internal path ("/…"). */
  to?: string;
  /** An icon name; an unknown one is kept and shown with the fallback icon. */
  icon?: string;
  iconActive?: string;
  /** Never empty when present. */
  submenu?: SubmenuItem[];
  action?: MenuAction;
  /** Shows the cart count badge. */
  cartCount?: boolean;
}

/** A tab-bar entry (spec §3). */
export interface Tab {
  id: string;
  title: Bilingual;
  /** Always an internal path ("/…"). */
  to: string;
  icon: string;
  /** Equals `icon` when the server sends none. */
  iconActive: string;
  cartCount?: boolean;
}

/** The logged-in navigation (spec §3, §7 GET /ui/protected/nav). */
export interface NavigationPayload {
  navbarMenu: MenuItem[];
  drawerMenu: MenuItem[];
  tabbar: Tab[];
}

/** A page's link, usable in the navbar, the drawer and the tab bar alike; one icon serves both states unless two are given. */
export const pageItem = (id: string, title: Bilingual, to: string, icon: string, iconActive = icon): Tab => ({
  id,
  title,
  to,
  icon,
  iconActive,
});

/** The sign-out action, in the words each kind of user needs. */
export const logoutItem = (title: Bilingual) => ({ id: 'logout', title, icon: 'logout', action: 'logout' }) as const;
