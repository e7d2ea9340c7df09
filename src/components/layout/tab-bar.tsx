import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Icon } from '@/components/ui/icon';
import { useText } from '@/i18n/use-text';
import { cn } from '@/lib/cn';
import { anchorAgrees, itemBadge, type NavTab } from './nav-types';
import { usePathFor } from '@/i18n/language-context';
import { unprefixedPath } from '#contracts/addresses';

interface TabBarProps {
  tabs: NavTab[];
  label: string;
  /** A count badge for tabs with `cartCount`. */
  badge?: ReactNode;
}

/**
 * The bottom tab bar (spec §2): one equal column per tab; the tab whose path equals the
 * current path is active and shows its active icon. Hidden under 280 px, as the spec asks.
 */
export function TabBar({ tabs, label, badge }: TabBarProps) {
  const pathFor = usePathFor();
  const text = useText();
  const { pathname, hash } = useLocation();
  return (
    <nav aria-label={label} className="hidden h-tabbar border-t border-line bg-surface-raised min-[280px]:block">
      <ul className="grid h-full auto-cols-fr grid-flow-col">
        {tabs.map((tab) => {
          const active = tab.to.split('#')[0] === unprefixedPath(pathname) && anchorAgrees(tab.to, hash, tabs);
          const tabBadge = itemBadge(tab, badge);
          return (
            <li key={tab.id} className="min-w-0">
              <Link
                to={pathFor(tab.to)}
                aria-current={active ? 'page' : undefined}
                onClick={() => window.scrollTo({ top: 0 })}
                className={cn(
                  'relative flex h-full flex-col items-center justify-center gap-0.5 px-0.5 text-[0.6875rem] font-medium leading-tight',
                  active ? 'text-brand' : 'text-fg-muted hover:text-fg',
                )}
              >
                <span className="relative">
                  <Icon icon={active ? tab.iconActive : tab.icon} mirror={tab.mirrorIcon} size="sm" />
                  {tabBadge && <span className="absolute -end-2.5 -top-1.5">{tabBadge}</span>}
                </span>
                <span className="max-w-full truncate">{text(tab.title)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
