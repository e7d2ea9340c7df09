import { lazy, useState, type ComponentType } from 'react';
import { matchRoutes, useRoutes, type RouteObject } from 'react-router-dom';
import { ARABIC_PREFIX, localizedPath } from '#contracts/addresses';
import {
  inboxItemPattern,
  isPrerendered,
  ENROL_PATH,
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
import { ENROL_FILE, INBOX_ITEM_FILE, JOIN_FILE, NOT_FOUND_FILE, PAGE_FILES } from './page-files';
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

/** Every module under ./routes, each loaded on first use (its own chunk); the lower home sections load from home.tsx. */
const routeModules = import.meta.glob<{ default: ComponentType }>(['./routes/**/*.tsx', '!./routes/home-*.tsx']);

/** The loader of a module under ./routes, by its file (src/app/page-files.ts). */
function routeModule(file: string): Load {
  const load = routeModules[`./routes/${file}`];
  if (!load) throw new Error(`src/app/routes/${file} does not exist`);
  return load;
}

/** A page at its path and, when it is prerendered (visitor and public pages), at its Arabic twin. */
function pageRoutes(id: PageId): RouteObject[] {
  const route = lazyPage(routeModule(PAGE_FILES[id]));
  const addresses = isPrerendered(id) ? [paths[id], localizedPath(paths[id], 'ar')] : [paths[id]];
  return addresses.map((path) => ({ path, ...route }));
}

const pagesFor = (access: Access) => pageIds.filter((id) => pageAccess[id] === access).flatMap(pageRoutes);

/** Staff pages: those every role may open, then each role-bound page behind its permission. */
function staffPages(): RouteObject[] {
  const ids = pageIds.filter((id) => pageAccess[id] === 'user');
  const inboxItem = { path: inboxItemPattern, ...lazyPage(routeModule(INBOX_ITEM_FILE)) };
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

const notFound = lazyPage(routeModule(NOT_FOUND_FILE));

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
      { path: JOIN_PATH, ...lazyPage(routeModule(JOIN_FILE)) },
      // An enrolment link's page: likewise, for someone whose second factor is to be set up.
      { path: ENROL_PATH, ...lazyPage(routeModule(ENROL_FILE)) },
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
