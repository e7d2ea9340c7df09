import { BottomBars } from '@/components/layout/bottom-bars';
import { BrandLink } from '@/components/layout/brand-link';
import { ColorSchemeToggle } from '@/components/layout/color-scheme-toggle';
import { LazyFooter as Footer } from '@/components/layout/lazy-footer';
import { LanguageToggle } from '@/components/layout/language-toggle';
import { ReachUsLinks } from '@/components/layout/reach-us-links';
import { SiteFrame } from '@/components/layout/site-frame';
import { LazyTabBar as TabBar } from '@/components/layout/lazy-tab-bar';
import { Button } from '@/components/ui/button';
import { paths } from '#contracts/routes';
import { ui } from '@/content/ui-wording';
import { actionTitles, drawerMenu, navbarMenu, tabbar } from './visitor-navigation';
import { LazySearchBar as SearchBar } from '@/features/search/components/lazy-search-bar';
import { useText } from '@/i18n/use-text';
import { useBoundActions } from './use-bound-actions';

const loadSearchIndex = () =>
  import('@/features/search/content-index').then((module) => module.contentIndex('visitor'));

/** The visitor's frame (spec §2 "Visitor layout"). */
export function VisitorLayout() {
  const text = useText();
  const drawerItems = useBoundActions(drawerMenu);
  const login = text(actionTitles.login);
  const bookNow = text(actionTitles.bookNow);
  return (
    <SiteFrame
      brand={<BrandLink to={paths.home} />}
      navbarItems={navbarMenu}
      drawerItems={drawerItems}
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
      drawerFooter={(close) => (
        <>
          <Button to={paths.admissions} colour="cta" onClick={close}>
            {bookNow}
          </Button>
          <Button to={paths.login} colour="outlined" onClick={close}>
            {login}
          </Button>
        </>
      )}
      bottomBars={
        <BottomBars>
          <SearchBar side="visitor" loadIndex={loadSearchIndex} />
          <TabBar tabs={tabbar} label={text(ui.quickLinks)} />
        </BottomBars>
      }
      footer={<Footer links={navbarMenu} className="hidden tablet:block" />}
    />
  );
}
