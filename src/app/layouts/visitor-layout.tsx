import { lazy, Suspense } from 'react';
import { BottomBars } from '@/components/layout/bottom-bars';
import { BrandLink } from '@/components/layout/brand-link';
import { ColorSchemeToggle } from '@/components/layout/color-scheme-toggle';
import { LanguageToggle } from '@/components/layout/language-toggle';
import { ReachUsLinks } from '@/components/layout/reach-us-links';
import { SiteFrame } from '@/components/layout/site-frame';
import { TabBarPlaceholder } from '@/components/layout/tab-bar-placeholder';
import { Button } from '@/components/ui/button';
import { paths } from '#contracts/routes';
import { links } from '@/content/links';
import { LazySearchBar as SearchBar } from '@/features/search/components/lazy-search-bar';
import { useText } from '@/i18n/use-text';

const loadSearchIndex = () =>
  import('@/features/search/content-index').then((module) => module.contentIndex('visitor'));

// The menus and footer (./visitor-menus) load beside the page, not before it.
const menus = () => import('./visitor-menus');
const NavbarMenu = lazy(() => menus().then((module) => ({ default: module.VisitorNavbarMenu })));
const Drawer = lazy(() => menus().then((module) => ({ default: module.VisitorDrawer })));
const TabBar = lazy(() => menus().then((module) => ({ default: module.VisitorTabBar })));
const Footer = lazy(() => menus().then((module) => ({ default: module.VisitorFooter })));
// The quick exit too: its links work from the prerendered HTML, and its keys need the app anyway.
const QuickExit = lazy(() => menus().then((module) => ({ default: module.VisitorQuickExit })));
const QuickExitLink = lazy(() => menus().then((module) => ({ default: module.VisitorQuickExitLink })));

/** The visitor's frame (spec §2 "Visitor layout"). */
export function VisitorLayout() {
  const text = useText();
  const login = text(links.logIn.label);
  const bookNow = text(links.bookNow.label);
  return (
    <SiteFrame
      brand={<BrandLink to={paths.home} />}
      navbarMenu={<NavbarMenu />}
      drawer={(slot) => (
        <Drawer
          {...slot}
          footer={(close) => (
            <>
              <Button to={paths.admissions} colour="cta" onClick={close}>
                {bookNow}
              </Button>
              <Button to={paths.login} colour="outlined" onClick={close}>
                {login}
              </Button>
            </>
          )}
        />
      )}
      navbarEnd={
        <>
          <ReachUsLinks />
          <LanguageToggle />
          <ColorSchemeToggle />
          <Button to={paths.login} colour="ghost" size="sm">
            {login}
          </Button>
          <Button to={paths.admissions} colour="cta" size="sm">
            {bookNow}
          </Button>
        </>
      }
      compactEnd={
        <>
          <ReachUsLinks />
          {/* The button keeps its own display; the wrapper hides it on phones, where the tab bar books. */}
          <span className="hidden tablet:contents">
            <Button to={paths.admissions} colour="cta" size="xs">
              {bookNow}
            </Button>
          </span>
        </>
      }
      bottomBars={
        <BottomBars>
          {/* On phones the quick exit shares the search bar's row: it covers nothing there. */}
          <div className="flex items-center pe-3">
            <div className="min-w-0 flex-1">
              <SearchBar side="visitor" loadIndex={loadSearchIndex} />
            </div>
            <Suspense fallback={null}>
              <QuickExitLink />
            </Suspense>
          </div>
          <Suspense fallback={<TabBarPlaceholder />}>
            <TabBar />
          </Suspense>
        </BottomBars>
      }
      footer={
        <Suspense fallback={null}>
          <Footer className="hidden tablet:block" />
          <QuickExit />
        </Suspense>
      }
    />
  );
}
