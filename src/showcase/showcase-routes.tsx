import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Routes } from 'react-router-dom';
import { ShowcaseFrame } from './showcase-frame';
import { SHOWCASE_IDS, showcaseEntry, type ShowcaseId } from './showcase-meta';

// One chunk per page, so opening one showcase page loads only its own demos.
const pages: Record<ShowcaseId, LazyExoticComponent<ComponentType>> = {
  home: lazy(() => import('./pages/home-page')),
  colors: lazy(() => import('./pages/colors-page')),
  avatars: lazy(() => import('./pages/avatars-page')),
  branding: lazy(() => import('./pages/branding-page')),
  icons: lazy(() => import('./pages/icons-page')),
  illustrations: lazy(() => import('./pages/illustrations-page')),
  images: lazy(() => import('./pages/images-page')),
  alerts: lazy(() => import('./pages/alerts-page')),
  animations: lazy(() => import('./pages/animations-page')),
  buttons: lazy(() => import('./pages/buttons-page')),
  chips: lazy(() => import('./pages/chips-page')),
  errors: lazy(() => import('./pages/errors-page')),
  forms: lazy(() => import('./pages/forms-page')),
  suspense: lazy(() => import('./pages/suspense-page')),
  containers: lazy(() => import('./pages/containers-page')),
  dividers: lazy(() => import('./pages/dividers-page')),
  drawer: lazy(() => import('./pages/drawer-page')),
  footer: lazy(() => import('./pages/footer-page')),
  navbar: lazy(() => import('./pages/navbar-page')),
  otherNavigation: lazy(() => import('./pages/other-navigation-page')),
  pageHeader: lazy(() => import('./pages/page-header-page')),
  profile: lazy(() => import('./pages/profile-page')),
  tabBar: lazy(() => import('./pages/tab-bar-page')),
  settings: lazy(() => import('./pages/settings-page')),
  typography: lazy(() => import('./pages/typography-page')),
  notFound: lazy(() => import('./pages/not-found-page')),
  error: lazy(() => import('./pages/error-page')),
};

/** The UI-kit showcase under /kit (spec §1): its own frame, one lazy page per part of the kit. */
export default function ShowcaseRoutes() {
  const NotFound = pages.notFound;
  return (
    <Routes>
      <Route element={<ShowcaseFrame />}>
        {SHOWCASE_IDS.map((id) => {
          const Page = pages[id];
          const { slug } = showcaseEntry(id);
          return slug ? <Route key={id} path={slug} element={<Page />} /> : <Route key={id} index element={<Page />} />;
        })}
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
