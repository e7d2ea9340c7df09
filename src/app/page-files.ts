import type { PageId } from '#contracts/routes';

/**
 * Each page's module, as a file under src/app/routes: the router loads it, and the build lists its
 * chunks in the prerendered page (tools/vite/prerender-pages.ts), so they download beside the app's
 * own script instead of after it.
 */
export const PAGE_FILES = {
  home: 'home.tsx',
  admissions: 'admissions.tsx',
  fees: 'fees.tsx',
  facilities: 'facilities.tsx',
  login: 'login.tsx',
  teams: 'teams/teams.tsx',
  boardOfDirectors: 'teams/board-of-directors.tsx',
  clinical: 'teams/clinical.tsx',
  hospitality: 'teams/hospitality.tsx',
  religious: 'teams/religious.tsx',
  treatments: 'treatments/treatments.tsx',
  addiction: 'treatments/addiction.tsx',
  anxietyDepression: 'treatments/anxiety-depression.tsx',
  eatingDisorders: 'treatments/eating-disorders.tsx',
  marriageCounseling: 'treatments/marriage-counseling.tsx',
  selfCheck: 'self-check.tsx',
  phq9: 'self-check.tsx',
  gad7: 'self-check.tsx',
  scoff: 'self-check.tsx',
  contactUs: 'contact-us.tsx',
  privacyPolicy: 'privacy-policy.tsx',
  termsOfService: 'terms-of-service.tsx',
  withdraw: 'withdraw.tsx',
  protected: 'protected.tsx',
  inbox: 'inbox.tsx',
  reports: 'reports.tsx',
  accounts: 'accounts.tsx',
  audit: 'audit.tsx',
  requests: 'requests.tsx',
  breaches: 'breaches.tsx',
  clinicalReview: 'clinical-review.tsx',
  profile: 'profile.tsx',
  cart: 'cart.tsx',
} as const satisfies Record<PageId, string>;

/** Pages that are not in the route table: the 404 page (prerendered too), an invitation, an enrolment link, an inbox item. */
export const NOT_FOUND_FILE = 'not-found.tsx';
export const JOIN_FILE = 'join.tsx';
export const ENROL_FILE = 'enrol.tsx';
export const INBOX_ITEM_FILE = 'inbox-item.tsx';
