import { lazy, type ComponentType } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { paths, type PageId } from '@/config/paths';
import { AccessGuard } from './access-guard';
import { RootLayout } from './root-layout';

// Declarative routes with React.lazy: the data router would add ~14 KB (brotli) to every visitor's first load.
const lazyPage = (load: () => Promise<{ default: ComponentType }>) => {
  const LazyPage = lazy(load);
  return <LazyPage />;
};

const page = (id: PageId, load: () => Promise<{ default: ComponentType }>): RouteObject => ({
  path: paths[id],
  element: lazyPage(load),
});

/** The route table (spec §2). Every page is its own chunk; `AccessGuard` decides who may open it. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        element: <AccessGuard access="visitor" />,
        children: [
          page('home', () => import('./routes/home')),
          page('admissions', () => import('./routes/admissions')),
          page('facilities', () => import('./routes/facilities')),
          page('login', () => import('./routes/login')),
          page('teams', () => import('./routes/teams/teams')),
          page('boardOfDirectors', () => import('./routes/teams/board-of-directors')),
          page('clinical', () => import('./routes/teams/clinical')),
          page('hospitality', () => import('./routes/teams/hospitality')),
          page('religious', () => import('./routes/teams/religious')),
          page('treatments', () => import('./routes/treatments/treatments')),
          page('addiction', () => import('./routes/treatments/addiction')),
          page('anxietyDepression', () => import('./routes/treatments/anxiety-depression')),
          page('eatingDisorders', () => import('./routes/treatments/eating-disorders')),
          page('marriageCounseling', () => import('./routes/treatments/marriage-counseling')),
        ],
      },
      {
        element: <AccessGuard access="user" />,
        children: [page('protected', () => import('./routes/protected')), page('cart', () => import('./routes/cart'))],
      },
      page('contactUs', () => import('./routes/contact-us')),
      page('privacyPolicy', () => import('./routes/privacy-policy')),
      page('termsOfService', () => import('./routes/terms-of-service')),
      // The UI-kit showcase: every layout, never in a visitor's first load.
      { path: '/kit/*', element: lazyPage(() => import('@/showcase/showcase-routes')) },
      { path: '*', element: lazyPage(() => import('./routes/not-found')) },
    ],
  },
];

export function AppRoutes() {
  return useRoutes(routes);
}
