import {
  QueryClientProvider,
  useQueryClient,
  type MutationCacheNotifyEvent,
  type QueryCacheNotifyEvent,
  type QueryClient,
} from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { usePathFor } from '@/i18n/language-context';
import ShoppingCart from 'lucide-react/icons/shopping-cart';
import { BottomBars } from '@/components/layout/bottom-bars';
import { BrandLink } from '@/components/layout/brand-link';
import { ColorSchemeToggle } from '@/components/layout/color-scheme-toggle';
import { ErrorScreen } from '@/components/layout/error-screen';
import { LazyFooter as Footer } from '@/components/layout/lazy-footer';
import { LanguageToggle } from '@/components/layout/language-toggle';
import { SiteFrame } from '@/components/layout/site-frame';
import { TabBar } from '@/components/layout/tab-bar';
import { Button } from '@/components/ui/button';
import { CountBadge } from '@/components/ui/count-badge';
import { IconButton } from '@/components/ui/icon-button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { describeCount } from '@/content/count-wording';
import { ui } from '@/content/ui-wording';
import { forgetSession, logout } from '@/features/auth/api/logout';
import { sessionWording } from '@/features/auth/content/session-wording';
import { useNewCount } from '@/features/inbox/api/get-inbox';
import { describeNew } from '@/features/inbox/content/inbox-wording';
import { useCartCount } from '@/features/cart/stores/use-cart-store';
import { useNavigation } from '@/features/navigation/api/get-navigation';
import { describeNavigationError } from '@/features/navigation/describe-error';
import { toNavItems, toNavTabs } from '@/features/navigation/to-nav-items';
import { LazySearchBar as SearchBar } from '@/features/search/components/lazy-search-bar';
import { useRenderLanguage } from '@/i18n/language-context';
import { useText } from '@/i18n/use-text';
import { formatNumber } from '@/i18n/format';
import { isUnauthorized } from '@/lib/api-client';
import { createQueryClient } from '@/lib/query-client';
import { useBoundActions } from './use-bound-actions';

const loadSearchIndex = () => import('@/features/search/content-index').then((module) => module.contentIndex('user'));

/**
 * The logged-in frame (spec §2 "Logged-in layout"): navbar, drawer and tab bar come from the
 * server (spec §7). Its own chunk, with TanStack Query, zod and the icon-name map
 * (`components/ui/icon-names`): a visitor downloads none of it.
 */
export default function LoggedInLayout() {
  const [queryClient] = useState(createQueryClient);
  const sessionEnded = useSessionEnded(queryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {sessionEnded ? <SessionEnded /> : <ServerNavigationLayout />}
    </QueryClientProvider>
  );
}

/**
 * True once any call of the logged-in area (navigation, inbox, a save) answers 401: the session
 * expired or was revoked. Then nothing fetched as that user stays in memory: the cache is
 * cleared once the screens that showed it are gone.
 */
function useSessionEnded(queryClient: QueryClient) {
  const [ended, setEnded] = useState(false);
  useEffect(() => {
    const watch = (event: QueryCacheNotifyEvent | MutationCacheNotifyEvent) => {
      if (event.type === 'updated' && event.action.type === 'error' && isUnauthorized(event.action.error))
        setEnded(true);
    };
    const stopQueries = queryClient.getQueryCache().subscribe(watch);
    const stopMutations = queryClient.getMutationCache().subscribe(watch);
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [queryClient]);
  useEffect(() => {
    if (ended) queryClient.clear();
  }, [ended, queryClient]);
  return ended;
}

/** "Error: Unauthorized" (spec §7, §8) and nothing else: no menu, no page, nothing private. */
function SessionEnded() {
  const text = useText();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const pathFor = usePathFor();
  const signInAgain = () => {
    forgetSession(queryClient);
    navigate(pathFor(paths.login), { replace: true });
  };
  return (
    <BareError
      message={text(sessionWording.unauthorized)}
      actions={
        <>
          <p className="w-full text-fg-muted">{text(sessionWording.explanation)}</p>
          <Button colour="brand" onClick={signInAgain}>
            {text(sessionWording.signInAgain)}
          </Button>
        </>
      }
    />
  );
}

/** An error in place of the whole layout, with only the language and scheme toggles beside it. */
function BareError({ message, actions }: { message: string; actions: ReactNode }) {
  return (
    <main id="main-content" className="flex min-h-dvh flex-col">
      <div className="flex justify-end gap-1 p-3">
        <LanguageToggle />
        <ColorSchemeToggle />
      </div>
      <ErrorScreen message={message} actions={actions} />
    </main>
  );
}

/** Ends the session on the server and forgets it here (even when the call fails), then goes home. */
function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const pathFor = usePathFor();
  return useCallback(() => {
    const home = pathFor(paths.home);
    void logout(queryClient).then(() => navigate(home, { replace: true }));
  }, [queryClient, navigate, pathFor]);
}

/** The inbox's count of new items, as a badge for the menu entries that open the inbox (spec §3 count badge). */
function useInboxBadge(showsInbox: boolean) {
  const language = useRenderLanguage();
  const text = useText();
  const newCount = useNewCount(showsInbox);
  const count = newCount.data ?? 0;
  return useMemo(
    () => <CountBadge count={count} label={text(describeNew(formatNumber(count, language)))} />,
    [count, language, text],
  );
}

function withInboxBadge<T extends { to?: string; badge?: ReactNode }>(items: T[], badge: ReactNode): T[] {
  return items.map((item) => (item.to === paths.inbox ? { ...item, badge } : item));
}

function ServerNavigationLayout() {
  const text = useText();
  const language = useRenderLanguage();
  const navigation = useNavigation();
  const onLogout = useLogout();
  const cartCount = useCartCount();
  const showsInbox = useMemo(
    () =>
      [
        ...(navigation.data?.navbarMenu ?? []),
        ...(navigation.data?.drawerMenu ?? []),
        ...(navigation.data?.tabbar ?? []),
      ].some((item) => item.to === paths.inbox),
    [navigation.data],
  );
  const inboxBadge = useInboxBadge(showsInbox);
  const navbarItems = useBoundActions(
    useMemo(
      () => withInboxBadge(toNavItems(navigation.data?.navbarMenu ?? []), inboxBadge),
      [navigation.data, inboxBadge],
    ),
    onLogout,
  );
  const drawerItems = useBoundActions(
    useMemo(
      () => withInboxBadge(toNavItems(navigation.data?.drawerMenu ?? []), inboxBadge),
      [navigation.data, inboxBadge],
    ),
    onLogout,
  );
  const tabs = useMemo(
    () => withInboxBadge(toNavTabs(navigation.data?.tabbar ?? []), inboxBadge),
    [navigation.data, inboxBadge],
  );

  if (navigation.isPending) {
    return (
      <div className="flex min-h-dvh items-center justify-center">
        <Spinner size="lg" label={ui.loading} showLabel />
      </div>
    );
  }

  if (navigation.isError) {
    const message = describeNavigationError(navigation.error);
    return (
      <BareError
        message={typeof message === 'string' ? message : text(message)}
        actions={
          <>
            <Button colour="brand" onClick={() => void navigation.refetch()}>
              {text(ui.tryAgain)}
            </Button>
            <Button colour="danger" onClick={onLogout}>
              {text(ui.logOut)}
            </Button>
          </>
        }
      />
    );
  }

  const badge = <CountBadge count={cartCount} label={describeCount(cartCount, 'cart-items', language)} />;
  return (
    <SiteFrame
      brand={<BrandLink to={paths.protected} />}
      navbarItems={navbarItems}
      drawerItems={drawerItems}
      badge={badge}
      navbarEnd={
        <>
          <LanguageToggle />
          <ColorSchemeToggle />
          <CartLink badge={badge} />
        </>
      }
      compactEnd={<CartLink badge={badge} />}
      bottomBars={
        <BottomBars>
          <SearchBar side="user" loadIndex={loadSearchIndex} />
          <TabBar tabs={tabs} label={text(ui.quickLinks)} badge={badge} />
        </BottomBars>
      }
      footer={<Footer links={navbarItems} padForBottomBars />}
    />
  );
}

function CartLink({ badge }: { badge: ReactNode }) {
  const text = useText();
  return <IconButton to={paths.cart} icon={ShoppingCart} label={text(ui.cart)} colour="ghost" badge={badge} />;
}
