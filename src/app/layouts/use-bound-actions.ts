import { useMemo } from 'react';
import type { NavAction, NavItem } from '@/components/layout/nav-types';
import { useColorSchemeStore } from '@/stores/use-color-scheme-store';
import { useSwitchLanguage } from '@/hooks/use-switch-language';

/**
 * Gives each item with an `action` its `actionFunction` (spec §3): the two preference toggles,
 * and log-out when the layout supplies it. Actions without a handler are dropped from the item.
 */
export function useBoundActions(items: NavItem[], logout?: () => void): NavItem[] {
  const toggleColorScheme = useColorSchemeStore((state) => state.toggle);
  const toggleLanguage = useSwitchLanguage();
  return useMemo(() => {
    const handlers: Partial<Record<NavAction, () => void>> = { toggleColorScheme, toggleLanguage, logout };
    return items.map((item) => {
      if (!item.action) return item;
      const actionFunction = handlers[item.action];
      return actionFunction ? { ...item, actionFunction } : { ...item, action: undefined };
    });
  }, [items, logout, toggleColorScheme, toggleLanguage]);
}
