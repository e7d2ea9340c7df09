import { inboxItemPath, pageAccess, paths, type PageId } from '#contracts/routes';

export const LANGUAGES = ['ar', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

export const SCHEMES = ['light', 'dark'] as const;
export type Scheme = (typeof SCHEMES)[number];

/** The phone and desktop widths the checks run at. */
export const WIDTHS = [375, 1280] as const;
export type Width = (typeof WIDTHS)[number];

export const NOT_FOUND_PATH = '/no/such/page';

const pageIds = Object.keys(paths) as PageId[];

/** Every visitor and public route, and an unknown path for the 404 page. */
export const visitorRoutes: string[] = [
  ...pageIds.filter((id) => pageAccess[id] !== 'user').map((id) => paths[id]),
  NOT_FOUND_PATH,
];

/** The routes that need a stored user. */
export const userRoutes: string[] = [
  ...pageIds.filter((id) => pageAccess[id] === 'user').map((id) => paths[id]),
  // One inbox item (answered by `prepareVisitor`).
  inboxItemPath('SW-4F7K2'),
];
