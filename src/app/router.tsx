import { lazy, useState, type ComponentType } from 'react';
import { matchRoutes, useRoutes, type RouteObject } from 'react-router-dom';
import { localizedPath } from '@/config/addresses';
import { inboxItemPattern, paths, type PageId } from '@/config/paths';
import { AccessGuard } from './access-guard';
import { AddressLanguage } from './providers';
import { RootLayout } from './root-layout';

type Load = () => Promise<{ default: ComponentType }>;

/**
 * A page in its own chunk. Declarative routes with React.lazy: the data router would add ~14 KB
 * (brotli) to every visitor's first load. `preload` fetches the chunk ahead of the first render,
 * so a prerendered page hydrates at once instead of waiting on its chunk.
 */
function lazyPage(load: Load) {
  let loaded: ComponentType | undefined;
  const Lazy = lazy(load);
  function RoutePage() {
    // Decided once per mount: switching from Lazy to the loaded component later would remount the page.
    const [Ready] = useState(() => loaded);
    return Ready ? <Ready /> : <Lazy />;
  }
  const preload = () =>
    load().then((module) => {
      loaded = module.default;
    });
  return { element: <RoutePage />, handle: { preload } };
}

interface PageHandle {
  preload: () => Promise<void>;
}

/** A page at its path and, for visitor and public pages, at its Arabic twin (`/ar` + path). */
const page = (id: PageId, load: Load, twins = true): RouteObject[] => {
  const route = lazyPage(load);
  const addresses = twins ? [paths[id], localizedPath(paths[id], 'ar')] : [paths[id]];
  return addresses.map((path) => ({ path, ...route }));
};

const notFound = lazyPage(() => import('./routes/not-found'));

/** The route table (spec §2). Every page is its own chunk; `AccessGuard` decides who may open it. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        element: <AccessGuard access="visitor" />,
        children: [
          ...page('home', () => import('./routes/home')),
          ...page('admissions', () => import('./routes/admissions')),
          ...page('facilities', () => import('./routes/facilities')),
          ...page('login', () => import('./routes/login')),
          ...page('teams', () => import('./routes/teams/teams')),
          ...page('boardOfDirectors', () => import('./routes/teams/board-of-directors')),
          ...page('clinical', () => import('./routes/teams/clinical')),
          ...page('hospitality', () => import('./routes/teams/hospitality')),
          ...page('religious', () => import('./routes/teams/religious')),
          ...page('treatments', () => import('./routes/treatments/treatments')),
          ...page('addiction', () => import('./routes/treatments/addiction')),
          ...page('anxietyDepression', () => import('./routes/treatments/anxiety-depression')),
          ...page('eatingDisorders', () => import('./routes/treatments/eating-disorders')),
          ...page('marriageCounseling', () => import('./routes/treatments/marriage-counseling')),
        ],
      },
      {
        element: <AccessGuard access="user" />,
        children: [
          ...page('protected', () => import('./routes/protected'), false),
          ...page('inbox', () => import('./routes/inbox'), false),
          { path: inboxItemPattern, ...lazyPage(() => import('./routes/inbox-item')) },
          ...page('cart', () => import('./routes/cart'), false),
        ],
      },
      ...page('contactUs', () => import('./routes/contact-us')),
      ...page('privacyPolicy', () => import('./routes/privacy-policy')),
      ...page('termsOfService', () => import('./routes/terms-of-service')),
      // The UI-kit showcase: every layout, never in a visitor's first load.
      { path: '/kit/*', ...lazyPage(() => import('@/showcase/showcase-routes')) },
      { path: '/ar/*', ...notFound },
      { path: '*', ...notFound },
    ],
  },
];

/** Loads the chunk of the page at `pathname`, so it renders (or hydrates) without suspending. */
export async function preloadPage(pathname: string) {
  const match = matchRoutes(routes, pathname)?.at(-1);
  await (match?.route.handle as PageHandle | undefined)?.preload();
}

export function AppRoutes() {
  return <AddressLanguage>{useRoutes(routes)}</AddressLanguage>;
}
