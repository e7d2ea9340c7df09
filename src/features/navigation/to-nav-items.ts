import type { NavItem, NavTab } from '@/components/layout/nav-types';
import { resolveIcon } from '@/components/ui/icon-names';
import type { MenuItem, Tab } from '#contracts/navigation';

/** Server menu items with their icon names resolved (unknown names get the fallback glyph). */
export const toNavItems = (items: MenuItem[]): NavItem[] =>
  items.map(({ icon, iconActive, ...item }) => {
    const resolved = icon ? resolveIcon(icon) : undefined;
    return {
      ...item,
      icon: resolved?.icon,
      iconActive: iconActive ? resolveIcon(iconActive).icon : undefined,
      mirrorIcon: resolved?.mirror,
    };
  });

export const toNavTabs = (tabs: Tab[]): NavTab[] =>
  tabs.map((tab) => {
    const { icon, mirror } = resolveIcon(tab.icon);
    return { ...tab, icon, iconActive: resolveIcon(tab.iconActive).icon, mirrorIcon: mirror };
  });
