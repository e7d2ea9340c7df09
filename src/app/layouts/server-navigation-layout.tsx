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
import { Spinner } from '@/components/ui/spinner';
import { ui } from '@/content/ui-wording';
import { useNavigation } from '@/features/navigation/api/get-navigation';
import { describeNavigationError } from '@/features/navigation/describe-error';
import { useText } from '@/i18n/use-text';
import { BareError } from './bare-error';
import { useLogout } from './use-logout';
import { useServerMenus } from './use-server-menus';

/**
 * The site frame with the server's menus (spec §7): a spinner while they load, an error screen if they fail.
 * No cart and no page search for staff: nothing of the staff area goes in a cart, and the inbox has its own search.
 */
export function ServerNavigationLayout() {
  const text = useText();
  const navigation = useNavigation();
  const onLogout = useLogout();
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

  return (
    <SiteFrame
      brand={<BrandLink to={paths.protected} />}
      navbarMenu={<NavbarMenu items={navbarItems} label={text(ui.mainMenu)} />}
      drawer={(slot) => <Drawer {...slot} items={drawerItems} />}
      navbarEnd={
        <>
          <LanguageToggle />
          <ColorSchemeToggle />
        </>
      }
      bottomBars={
        <BottomBars>
          <TabBar tabs={tabs} label={text(ui.quickLinks)} />
        </BottomBars>
      }
      footer={<Footer links={navbarItems} padForBottomBars />}
    />
  );
}
