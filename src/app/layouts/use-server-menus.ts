import { useMemo } from 'react';
import type { NavigationPayload } from '#contracts/navigation';
import { toNavItems, toNavTabs } from '@/features/navigation/to-nav-items';
import { useBoundActions } from './use-bound-actions';
import { useInboxBadge, withInboxBadge } from './use-inbox-badge';

/** The server's navbar, drawer and tab bar as the site frame draws them: icons resolved, actions bound, the inbox badged. */
export function useServerMenus(menus: NavigationPayload | undefined, onLogout: () => void) {
  const inboxBadge = useInboxBadge(menus);
  const navbarItems = useBoundActions(
    useMemo(() => withInboxBadge(toNavItems(menus?.navbarMenu ?? []), inboxBadge), [menus, inboxBadge]),
    onLogout,
  );
  const drawerItems = useBoundActions(
    useMemo(() => withInboxBadge(toNavItems(menus?.drawerMenu ?? []), inboxBadge), [menus, inboxBadge]),
    onLogout,
  );
  const tabs = useMemo(() => withInboxBadge(toNavTabs(menus?.tabbar ?? []), inboxBadge), [menus, inboxBadge]);
  return { navbarItems, drawerItems, tabs };
}
