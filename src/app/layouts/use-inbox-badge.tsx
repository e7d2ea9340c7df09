import { useMemo, type ReactNode } from 'react';
import type { NavigationPayload } from '#contracts/navigation';
import { paths } from '#contracts/routes';
import { CountBadge } from '@/components/ui/count-badge';
import { useNeedsActionCount } from '@/features/inbox/api/get-inbox';
import { describeNeedsAction } from '@/features/inbox/content/inbox-wording';
import { formatNumber } from '@/i18n/format';
import { useRenderLanguage } from '@/i18n/language-context';
import { useText } from '@/i18n/use-text';

/**
 * How many inbox items need action (new, late, or waiting for a decision), as a badge for the menu
 * entries that open the inbox (spec §3 count badge); counted only when one of the server's menus has such an entry.
 */
export function useInboxBadge(menus: NavigationPayload | undefined) {
  const language = useRenderLanguage();
  const text = useText();
  const showsInbox = useMemo(
    () =>
      [...(menus?.navbarMenu ?? []), ...(menus?.drawerMenu ?? []), ...(menus?.tabbar ?? [])].some(
        (item) => item.to === paths.inbox,
      ),
    [menus],
  );
  const needsAction = useNeedsActionCount(showsInbox);
  const count = needsAction.data ?? 0;
  return useMemo(
    () => <CountBadge count={count} label={text(describeNeedsAction(count, formatNumber(count, language)))} />,
    [count, language, text],
  );
}

/** The items, the inbox's entry with the badge. */
export function withInboxBadge<T extends { to?: string; badge?: ReactNode }>(items: T[], badge: ReactNode): T[] {
  return items.map((item) => (item.to === paths.inbox ? { ...item, badge } : item));
}
