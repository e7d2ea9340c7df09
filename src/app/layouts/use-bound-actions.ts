import { useMemo } from 'react';
import type { NavAction, NavItem } from '@/components/layout/nav-types';
import { useColorSchemeStore } from '@/stores/use-color-scheme-store';
import { useSwitchLanguage } from '@/hooks/use-switch-language';

/**
 * Gives each item and submenu entry with an `action` its `actionFunction` (spec §3): the two
 * preference toggles, and log-out when the layout supplies it. Actions without a handler are dropped.
 */
export function useBoundActions(items: NavItem[], logout?: () => void): NavItem[] {
  const toggleColorScheme = useColorSchemeStore((state) => state.toggle);
  const toggleLanguage = useSwitchLanguage();
  return useMemo(() => {
    const handlers: Partial<Record<NavAction, () => void>> = { toggleColorScheme, toggleLanguage, logout };
    const bind = <T extends { action?: NavAction; actionFunction?: () => void }>(entry: T): T => {
      if (!entry.action) return entry;
      const actionFunction = handlers[entry.action];
      return actionFunction ? { ...entry, actionFunction } : { ...entry, action: undefined };
    };
    return items.map((item) => {
      // A submenu entry whose action has no handler and which links nowhere is dropped.
      const submenu = item.submenu?.map(bind).filter((entry) => entry.to !== undefined || entry.actionFunction);
      return bind(submenu ? { ...item, submenu: submenu.length ? submenu : undefined } : item);
    });
  }, [items, logout, toggleColorScheme, toggleLanguage]);
}
