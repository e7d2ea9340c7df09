import { paths } from '#contracts/routes';
import { BottomBars } from '@/components/layout/bottom-bars';
import { BrandLink } from '@/components/layout/brand-link';
import { Drawer } from '@/components/layout/drawer';
import { ColorSchemeToggle } from '@/components/layout/color-scheme-toggle';
import { LazyFooter as Footer } from '@/components/layout/lazy-footer';
import { LanguageToggle } from '@/components/layout/language-toggle';
import { NavbarMenu } from '@/components/layout/navbar-menu';
import { SiteFrame } from '@/components/layout/site-frame';
import { LazyTabBar as TabBar } from '@/components/layout/lazy-tab-bar';
import { Button } from '@/components/ui/button';
import { CountBadge } from '@/components/ui/count-badge';
import { Spinner } from '@/components/ui/spinner';
import { describeCount } from '@/content/count-wording';
import { ui } from '@/content/ui-wording';
import { useCartCount } from '@/features/cart/stores/use-cart-store';
import { useNavigation } from '@/features/navigation/api/get-navigation';
import { describeNavigationError } from '@/features/navigation/describe-error';
import { LazySearchBar as SearchBar } from '@/features/search/components/lazy-search-bar';
import { useRenderLanguage } from '@/i18n/language-context';
import { useText } from '@/i18n/use-text';
import { BareError } from './bare-error';
import { CartLink } from './cart-link';
import { useLogout } from './use-logout';
import { useServerMenus } from './use-server-menus';

const loadSearchIndex = () => import('@/features/search/content-index').then((module) => module.contentIndex('user'));

/** The site frame with the server's menus (spec §7): a spinner while they load, an error screen if they fail. */
export function ServerNavigationLayout() {
  const text = useText();
  const language = useRenderLanguage();
  const navigation = useNavigation();
  const onLogout = useLogout();
  const cartCount = useCartCount();
  const { navbarItems, drawerItems, tabs } = useServerMenus(navigation.data, onLogout);

  if (navigation.isPending) {
    return (
      <div className="flex min-h-dvh items-center justify-center">
        <Spinner size="lg" label={ui.loading} showLabel />
      </div>
    );
  }

  if (navigation.isError) {
    return (
      <BareError
        message={text(describeNavigationError(navigation.error))}
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
      navbarMenu={<NavbarMenu items={navbarItems} label={text(ui.mainMenu)} badge={badge} />}
      drawer={(slot) => <Drawer {...slot} items={drawerItems} badge={badge} />}
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
