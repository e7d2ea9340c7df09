import { lazy, useState, type ComponentType } from 'react';
import { matchRoutes, useRoutes, type RouteObject } from 'react-router-dom';
import { ARABIC_PREFIX, localizedPath } from '#contracts/addresses';
import {
  inboxItemPattern,
  isPrerendered,
  JOIN_PATH,
  pageAccess,
  pagePermission,
  pageIds,
  paths,
  SHOWCASE_PATH,
  type Access,
  type PageId,
} from '#contracts/routes';
import { AccessGuard } from './access-guard';
import { PermissionGuard } from './permission-guard';
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

/** Each page's module; the route table (#contracts/routes) says where it lives and who may open it. */
const PAGE_MODULES: Record<PageId, Load> = {
  home: () => import('./routes/home'),
  admissions: () => import('./routes/admissions'),
  fees: () => import('./routes/fees'),
  facilities: () => import('./routes/facilities'),
  login: () => import('./routes/login'),
  teams: () => import('./routes/teams/teams'),
  boardOfDirectors: () => import('./routes/teams/board-of-directors'),
  clinical: () => import('./routes/teams/clinical'),
  hospitality: () => import('./routes/teams/hospitality'),
  religious: () => import('./routes/teams/religious'),
  treatments: () => import('./routes/treatments/treatments'),
  addiction: () => import('./routes/treatments/addiction'),
  anxietyDepression: () => import('./routes/treatments/anxiety-depression'),
  eatingDisorders: () => import('./routes/treatments/eating-disorders'),
  marriageCounseling: () => import('./routes/treatments/marriage-counseling'),
  contactUs: () => import('./routes/contact-us'),
  privacyPolicy: () => import('./routes/privacy-policy'),
  termsOfService: () => import('./routes/terms-of-service'),
  withdraw: () => import('./routes/withdraw'),
  protected: () => import('./routes/protected'),
  inbox: () => import('./routes/inbox'),
  reports: () => import('./routes/reports'),
  accounts: () => import('./routes/accounts'),
  audit: () => import('./routes/audit'),
  profile: () => import('./routes/profile'),
  cart: () => import('./routes/cart'),
};

/** A page at its path and, when it is prerendered (visitor and public pages), at its Arabic twin. */
function pageRoutes(id: PageId): RouteObject[] {
  const route = lazyPage(PAGE_MODULES[id]);
  const addresses = isPrerendered(id) ? [paths[id], localizedPath(paths[id], 'ar')] : [paths[id]];
  return addresses.map((path) => ({ path, ...route }));
}

const pagesFor = (access: Access) => pageIds.filter((id) => pageAccess[id] === access).flatMap(pageRoutes);

/** Staff pages: those every role may open, then each role-bound page behind its permission. */
function staffPages(): RouteObject[] {
  const ids = pageIds.filter((id) => pageAccess[id] === 'user');
  const inboxItem = { path: inboxItemPattern, ...lazyPage(() => import('./routes/inbox-item')) };
  return [
    ...ids.filter((id) => !pagePermission(id)).flatMap(pageRoutes),
    ...ids.flatMap((id) => {
      const permission = pagePermission(id);
      if (!permission) return [];
      const children = [...pageRoutes(id), ...(id === 'inbox' ? [inboxItem] : [])];
      return [{ element: <PermissionGuard permission={permission} />, children }];
    }),
  ];
}

const notFound = lazyPage(() => import('./routes/not-found'));

/** The routes (spec §2), from the table: every page is its own chunk; `AccessGuard` decides who may open it. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { element: <AccessGuard access="visitor" />, children: pagesFor('visitor') },
      {
        element: <AccessGuard access="user" />,
        children: staffPages(),
      },
      // An invitation's page: for someone not signed in yet, whoever else is signed in on this device.
      { path: JOIN_PATH, ...lazyPage(() => import('./routes/join')) },
      ...pagesFor('public'),
      // The UI-kit showcase: every layout, never in a visitor's first load.
      { path: `${SHOWCASE_PATH}/*`, ...lazyPage(() => import('@/showcase/showcase-routes')) },
      { path: `${ARABIC_PREFIX}/*`, ...notFound },
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
