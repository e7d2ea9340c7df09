/** Every route path (spec §2), so no component writes a path literal. */
export const paths = {
  home: '/',
  admissions: '/admissions',
  facilities: '/facilities',
  login: '/login',
  teams: '/teams',
  boardOfDirectors: '/teams/board-of-directors',
  clinical: '/teams/clinical',
  hospitality: '/teams/hospitality',
  religious: '/teams/religious',
  treatments: '/treatments',
  addiction: '/treatments/addiction',
  anxietyDepression: '/treatments/anxiety-depression',
  eatingDisorders: '/treatments/eating-disorders',
  marriageCounseling: '/treatments/marriage-counseling',
  contactUs: '/contact-us',
  privacyPolicy: '/privacy-policy',
  termsOfService: '/terms-of-service',
  protected: '/protected',
  inbox: '/protected/inbox',
  cart: '/cart',
} as const;

export type PageId = keyof typeof paths;
export type AppPath = (typeof paths)[PageId];

/** Who may open a page (spec §2, §6). */
export type Access = 'visitor' | 'public' | 'user';

export const pageAccess: Record<PageId, Access> = {
  home: 'visitor',
  admissions: 'visitor',
  facilities: 'visitor',
  login: 'visitor',
  teams: 'visitor',
  boardOfDirectors: 'visitor',
  clinical: 'visitor',
  hospitality: 'visitor',
  religious: 'visitor',
  treatments: 'visitor',
  addiction: 'visitor',
  anxietyDepression: 'visitor',
  eatingDisorders: 'visitor',
  marriageCounseling: 'visitor',
  contactUs: 'public',
  privacyPolicy: 'public',
  termsOfService: 'public',
  protected: 'user',
  inbox: 'user',
  cart: 'user',
};

/** One enquiry or message of the inbox (client-rendered, no twin): its route pattern and its address. */
export const inboxItemPattern = `${paths.inbox}/:reference`;
export const inboxItemPath = (reference: string) => `${paths.inbox}/${encodeURIComponent(reference)}`;

/** Where each side lands when it opens a page that is not theirs. */
export const landing = { visitor: paths.login, user: paths.protected } as const;
