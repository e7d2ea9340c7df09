import { paths } from '#contracts/routes';
import { BottomBars } from '@/components/layout/bottom-bars';
import { BrandLink } from '@/components/layout/brand-link';
import { Drawer } from '@/components/layout/drawer';
import { ColorSchemeToggle } from '@/components/layout/color-scheme-toggle';
import { LazyFooter as Footer } from '@/components/layout/lazy-footer';
import { LanguageToggle } from '@/components/layout/language-toggle';
import { QuickExit, QuickExitLink } from '@/components/layout/quick-exit';
import { NavbarMenu } from '@/components/layout/navbar-menu';
import type { NavAction } from '@/components/layout/nav-types';
import { SiteFrame } from '@/components/layout/site-frame';
import { LazyTabBar as TabBar } from '@/components/layout/lazy-tab-bar';
import { Button } from '@/components/ui/button';
import { CountBadge } from '@/components/ui/count-badge';
import { Spinner } from '@/components/ui/spinner';
import { describeCount } from '@/content/count-wording';
import { menuWording } from '@/content/menu-wording';
import { ui } from '@/content/ui-wording';
import { actions } from '@/content/action-wording';
import { useNavigation } from '@/features/navigation/api/get-navigation';
import { describeNavigationError } from '@/features/navigation/describe-error';
import { useCartCount } from '@/features/cart/stores/use-cart-store';
import { useRenderLanguage } from '@/i18n/language-context';
import { useText } from '@/i18n/use-text';
import { useFamily } from '@/stores/use-user-store';
import { BareError } from './bare-error';
import { useLogout } from './use-logout';
import { useServerMenus } from './use-server-menus';

/**
 * The site frame with the server's menus (spec §7): a spinner while they load, an error screen if they fail.
 * No page search: the inbox has its own. The cart is the family's stay plan: staff menus have no item that shows it.
 */
export function ServerNavigationLayout() {
  const text = useText();
  const navigation = useNavigation();
  const onLogout = useLogout();
  const { navbarItems, drawerItems, tabs } = useServerMenus(navigation.data, onLogout);
  // A family's pages keep the quick exit; staff work has none (Escape closes their dialogs).
  const family = useFamily() !== null;
  // The count of the stay plan (the cart) on whichever item the server marks `cartCount`.
  const language = useRenderLanguage();
  const cartCount = useCartCount();
  const cartBadge = <CountBadge count={cartCount} label={describeCount(cartCount, 'cart-items', language)} />;
  const inBar = (action: NavAction) =>
    navbarItems.some((item) => item.action === action || item.submenu?.some((entry) => entry.action === action));

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
              {text(actions.tryAgain)}
            </Button>
            <Button colour="danger" onClick={onLogout}>
              {text(ui.logOut)}
            </Button>
          </>
        }
      />
    );
  }

  return (
    <SiteFrame
      brand={<BrandLink to={paths.protected} />}
      navbarMenu={<NavbarMenu items={navbarItems} label={text(menuWording.mainMenu)} badge={cartBadge} />}
      // On phones the navbar has room for it beside the menu button (no search bar or calls here).
      compactEnd={family ? <QuickExitLink className="tablet:hidden" /> : undefined}
      drawer={(slot) => <Drawer {...slot} items={drawerItems} badge={cartBadge} />}
      // The bar's own toggles only where the server's bar lacks them (the staff account menu holds both).
      navbarEnd={
        <>
          {!inBar('toggleLanguage') && <LanguageToggle />}
          {!inBar('toggleColorScheme') && <ColorSchemeToggle />}
        </>
      }
      bottomBars={
        <BottomBars>
          <TabBar tabs={tabs} label={text(menuWording.quickLinks)} badge={cartBadge} />
        </BottomBars>
      }
      footer={
        <>
          <Footer links={navbarItems} padForBottomBars />
          {family && <QuickExit />}
        </>
      }
    />
  );
}
