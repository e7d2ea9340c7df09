import type { Permission } from './roles.ts';

/** Who may open a page (spec §2, §6): visitors only, everyone, or signed-in staff only. */
export type Access = 'visitor' | 'public' | 'user';

/**
 * The route table (spec §2): every page's path and who may open it. Everything else is derived
 * from it: the router's guards, which pages are prerendered with an Arabic twin (visitor and
 * public pages) and which are client-rendered (staff pages), the sitemap, robots.txt, the search
 * index, the serving rule of every server, and the first-paint script's redirect targets.
 */
export const pages = {
  home: { path: '/', access: 'visitor' },
  admissions: { path: '/admissions', access: 'visitor' },
  fees: { path: '/fees', access: 'public' },
  facilities: { path: '/facilities', access: 'visitor' },
  login: { path: '/login', access: 'visitor' },
  teams: { path: '/teams', access: 'visitor' },
  boardOfDirectors: { path: '/teams/board-of-directors', access: 'visitor' },
  clinical: { path: '/teams/clinical', access: 'visitor' },
  hospitality: { path: '/teams/hospitality', access: 'visitor' },
  religious: { path: '/teams/religious', access: 'visitor' },
  treatments: { path: '/treatments', access: 'visitor' },
  addiction: { path: '/treatments/addiction', access: 'visitor' },
  anxietyDepression: { path: '/treatments/anxiety-depression', access: 'visitor' },
  eatingDisorders: { path: '/treatments/eating-disorders', access: 'visitor' },
  marriageCounseling: { path: '/treatments/marriage-counseling', access: 'visitor' },
  selfCheck: { path: '/self-check', access: 'visitor' },
  phq9: { path: '/self-check/phq-9', access: 'visitor' },
  gad7: { path: '/self-check/gad-7', access: 'visitor' },
  scoff: { path: '/self-check/scoff', access: 'visitor' },
  contactUs: { path: '/contact-us', access: 'public' },
  privacyPolicy: { path: '/privacy-policy', access: 'public' },
  termsOfService: { path: '/terms-of-service', access: 'public' },
  withdraw: { path: '/withdraw', access: 'public' },
  protected: { path: '/protected', access: 'user' },
  inbox: { path: '/protected/inbox', access: 'user', permission: 'inbox' },
  reports: { path: '/protected/reports', access: 'user', permission: 'reports' },
  accounts: { path: '/protected/accounts', access: 'user', permission: 'accounts' },
  audit: { path: '/protected/audit', access: 'user', permission: 'audit' },
  requests: { path: '/protected/requests', access: 'user', permission: 'requests' },
  breaches: { path: '/protected/breaches', access: 'user', permission: 'breaches' },
  clinicalReview: { path: '/protected/clinical-review', access: 'user', permission: 'clinicalDecisions' },
  profile: { path: '/protected/profile', access: 'user' },
  cart: { path: '/cart', access: 'user' },
} as const satisfies Record<string, { path: `/${string}`; access: Access; permission?: Permission }>;

export type PageId = keyof typeof pages;
export const pageIds = Object.keys(pages) as PageId[];

/** Every page's path by id, so no component writes a path literal. */
export const paths = Object.fromEntries(pageIds.map((id) => [id, pages[id].path])) as {
  readonly [Id in PageId]: (typeof pages)[Id]['path'];
};
export type AppPath = (typeof paths)[PageId];

export const pageAccess: Readonly<Record<PageId, Access>> = Object.fromEntries(
  pageIds.map((id) => [id, pages[id].access]),
) as Record<PageId, Access>;

/** What a staff page needs beyond a sign-in (src/contracts/roles.ts), or null when every role may open it. */
export const pagePermission = (id: PageId): Permission | null => {
  const page = pages[id] as { permission?: Permission };
  return page.permission ?? null;
};

/** Visitor and public pages are prerendered at their address and its Arabic twin; staff pages are rendered in the browser. */
export const isPrerendered = (id: PageId) => pageAccess[id] !== 'user';

/** The UI-kit showcase: client-rendered pages below this path, never prerendered, listed or crawled. */
export const SHOWCASE_PATH = '/kit';

/**
 * Where an invited staff member sets a password and a second factor: client-rendered, never listed;
 * the invitation's token travels in the fragment (`/join#…`), so no server log or Referer carries it.
 */
export const JOIN_PATH = '/join';

/**
 * Where a staff member without a second factor (after a reset, or a new account) sets one up, from
 * a one-time link: client-rendered, never listed; the token travels in the fragment (`/enrol#…`).
 */
export const ENROL_PATH = '/enrol';

/** One enquiry or message of the inbox (client-rendered, no twin): its route pattern and its address. */
export const inboxItemPattern = `${paths.inbox}/:reference`;
export const inboxItemPath = (reference: string) => `${paths.inbox}/${encodeURIComponent(reference)}`;

/** Where each side lands when it opens a page that is not theirs. */
export const landing = { visitor: paths.login, user: paths.protected } as const;

/** The admissions page's enquiry form, as a fragment (`/admissions#enquiry`): its section's id. */
export const ENQUIRY_ANCHOR = 'enquiry';
