import type { NavItem, NavTab } from '@/components/layout/nav-types';
import { resolveIcon } from '@/components/ui/icons/icon-registry';
import type { MenuItem, Tab } from './types';

/** Server menu items with their icon names resolved (unknown names get the fallback glyph). */
export const toNavItems = (items: MenuItem[]): NavItem[] =>
  items.map(({ icon, iconActive, ...item }) => ({
    ...item,
    icon: icon ? resolveIcon(icon) : undefined,
    iconActive: iconActive ? resolveIcon(iconActive) : undefined,
  }));

export const toNavTabs = (tabs: Tab[]): NavTab[] =>
  tabs.map((tab) => ({ ...tab, icon: resolveIcon(tab.icon), iconActive: resolveIcon(tab.iconActive) }));
