import type { ReactNode } from 'react';
import type { IconComponent } from '@/components/ui/icon';
import { groupOverview } from '@/content/ui-wording';
import type { Bilingual } from '@/i18n/text';
import { unprefixedPath } from '#contracts/addresses';
import { landing, paths } from '#contracts/routes';

/** What a menu item can do instead of (or besides) linking (spec §3). */
export type NavAction = 'logout' | 'toggleColorScheme' | 'toggleLanguage';

/** A submenu entry: a link, or an action (the account menu's preferences and log-out). */
export interface NavSubItem {
  id: string;
  title: Bilingual;
  to?: string;
  action?: NavAction;
  actionFunction?: () => void;
}

/** A menu item as the navbar and drawer draw it (spec §3 "Menu item"), with icons resolved. */
export interface NavItem {
  id: string;
  title: Bilingual;
  to?: string;
  icon?: IconComponent;
  iconActive?: IconComponent;
  /** The icons point along the line (log in, log out, arrows), so they mirror in right-to-left. */
  mirrorIcon?: boolean;
  submenu?: NavSubItem[];
  /** The title of the group's own page in its submenu, where "All {group}" does not read well. */
  overview?: Bilingual;
  action?: NavAction;
  actionFunction?: () => void;
  cartCount?: boolean;
  /** A count badge of its own (the inbox's new items), shown instead of the cart's. */
  badge?: ReactNode;
}

/** A bottom tab (spec §3 "Tab"). */
export interface NavTab {
  id: string;
  title: Bilingual;
  to: string;
  icon: IconComponent;
  iconActive: IconComponent;
  /** As on `NavItem`. */
  mirrorIcon?: boolean;
  cartCount?: boolean;
  /** As on `NavItem`. */
  badge?: ReactNode;
}

/** The badge an item shows: its own (the inbox's), else the cart's on the cart entry. */
export const itemBadge = (item: { badge?: ReactNode; cartCount?: boolean }, cartBadge: ReactNode) =>
  item.badge ?? (item.cartCount ? cartBadge : undefined);

/** The two home pages, `/` and `/protected`: active only on themselves, not on every page below them. */
export const isHomePath = (to: string) => to === paths.home || to === landing.user;

/** True when the address is `to` or below it, in either language (`/teams` is active on `/ar/teams/clinical`). */
export function isWithin(address: string, to: string) {
  const pathname = unprefixedPath(address);
  return isHomePath(to) ? pathname === to : pathname === to || pathname.startsWith(`${to}/`);
}

/**
 * A link to a part of a page (`/protected#messages`) is the current one only on that part, and the
 * page's own link not there: paths alone cannot tell them apart.
 */
export function anchorAgrees(to: string, hash: string, siblings: readonly { to?: string }[] = []) {
  const at = to.indexOf('#');
  if (at >= 0) return to.slice(at) === hash;
  return hash === '' || !siblings.some((other) => other.to === `${to}${hash}`);
}

/** True when the item's own path or any of its submenu paths is the current route. */
export const isItemActive = (item: Pick<NavItem, 'to' | 'submenu'>, pathname: string) =>
  (item.to !== undefined && isWithin(pathname, item.to)) ||
  (item.submenu ?? []).some((sub) => sub.to !== undefined && isWithin(pathname, sub.to));

/** A group's links: an overview of the group's own page first (when it has one), then its submenu. */
export const groupLinks = (item: NavItem): NavSubItem[] => [
  ...(item.to
    ? [
        {
          id: `${item.id}-overview`,
          title: item.overview ?? groupOverview(item.title),
          to: item.to,
        },
      ]
    : []),
  ...(item.submenu ?? []),
];
