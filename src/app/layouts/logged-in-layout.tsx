import { QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
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
import { logout } from '@/features/auth/api/logout';
import { useCartCount } from '@/features/cart/stores/use-cart-store';
import { useNavigation } from '@/features/navigation/api/get-navigation';
import { describeNavigationError } from '@/features/navigation/describe-error';
import { toNavItems, toNavTabs } from '@/features/navigation/to-nav-items';
import { LazySearchBar as SearchBar } from '@/features/search/components/lazy-search-bar';
import { useRenderLanguage } from '@/i18n/language-context';
import { useText } from '@/i18n/use-text';
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
  return (
    <QueryClientProvider client={queryClient}>
      <ServerNavigationLayout />
    </QueryClientProvider>
  );
}

function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const pathFor = usePathFor();
  return useCallback(() => {
    logout(queryClient);
    navigate(pathFor(paths.home), { replace: true });
  }, [queryClient, navigate, pathFor]);
}

function ServerNavigationLayout() {
  const text = useText();
  const language = useRenderLanguage();
  const navigation = useNavigation();
  const onLogout = useLogout();
  const cartCount = useCartCount();
  const navbarItems = useBoundActions(
    useMemo(() => toNavItems(navigation.data?.navbarMenu ?? []), [navigation.data]),
    onLogout,
  );
  const drawerItems = useBoundActions(
    useMemo(() => toNavItems(navigation.data?.drawerMenu ?? []), [navigation.data]),
    onLogout,
  );
  const tabs = useMemo(() => toNavTabs(navigation.data?.tabbar ?? []), [navigation.data]);

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
      <main id="main-content" className="flex min-h-dvh flex-col">
        <div className="flex justify-end gap-1 p-3">
          <LanguageToggle />
          <ColorSchemeToggle />
        </div>
        <ErrorScreen
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
      </main>
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
