import { expect, type Locator, type Page } from '@playwright/test';
import { CONSENT_VERSION, CONSENT_WORDING, consentText } from '#contracts/consent';
import { API_PATHS } from '#contracts/api-paths';
import { familyNavigation } from '#contracts/family-navigation';
import { paths } from '#contracts/routes';
import { pageEntries } from '../../../../src/features/search/page-entries';
import { searchPages } from '../../../../src/features/search/search-pages';
import { UAE_PROTECTIVE_RULES } from '../../../contracts/forms/discretion-fixture';
import { ANSWER } from '../../../features/reports/reports-fixture';
import { userRoutes, WIDTHS, type Language, type Scheme, type Width } from './routes';

const summary = {
  reference: 'SW-4F7K2',
  kind: 'enquiry',
  stage: 'inContact',
  closeReason: null,
  receivedAt: '2026-11-23T08:00:00Z',
  name: 'منى',
  forWhom: 'someone-else',
  contactMethod: 'whatsapp',
  preferredTime: 'evening',
  programme: 'addiction',
  language: 'ar',
  version: 3,
  owner: { id: '1', name: 'سلمى' },
  respondBy: '2026-11-23T09:00:00Z',
  firstResponseAt: '2026-11-23T08:30:00Z',
  followUpAt: '2026-11-23T12:00:00Z',
  overdue: true,
  failedAttempts: 1,
  needsDecision: false,
  duplicateFlags: 1,
};

/** A small valid answer of GET /api/inbox, so the inbox draws its rows with every marker, and "Show more". */
export const inboxPayload = {
  items: [{ ...summary, newMessage: true }],
  more: true,
  counts: {
    stages: { new: 0, inContact: 1, assessmentBooked: 0, admitted: 0, closed: 0, spam: 0 },
    needsAction: 1,
    unreadMessages: 1,
    mine: 0,
    unassigned: 0,
  },
};

/** GET /api/inbox/SW-4F7K2: the first row with the family's rules, what it sent, attempts, a note, a duplicate. */
const inboxItem = {
  ...summary,
  phone: '+971501234567',
  email: null,
  fields: {
    name: 'منى',
    phone: '+971501234567',
    forWhom: 'someone-else',
    contactMethod: 'whatsapp',
    preferredTime: 'evening',
    programme: 'addiction',
    message: 'مرحبًا',
    consent: true,
  },
  rules: { ...UAE_PROTECTIVE_RULES, channel: 'whatsapp' },
  relationship: 'parent',
  personKnows: 'no',
  heardFrom: 'doctor',
  consent: {
    version: CONSENT_VERSION,
    language: 'ar',
    givenAt: '2026-11-23T08:00:00Z',
    form: 'enquiry',
    by: 'parent',
    text: consentText(CONSENT_WORDING, 'ar'),
  },
  history: [
    { type: 'stage', stage: 'new', closeReason: null, by: 'system', at: '2026-11-23T08:00:00Z' },
    { type: 'owner', owner: 'سلمى', by: 'سلمى', at: '2026-11-23T08:20:00Z' },
    { type: 'attempt', channel: 'whatsapp', outcome: 'noAnswer', by: 'سلمى', at: '2026-11-23T08:30:00Z' },
    { type: 'stage', stage: 'inContact', closeReason: null, by: 'سلمى', at: '2026-11-23T08:30:00Z' },
    { type: 'note', text: 'تم الاتصال.', by: 'سلمى', at: '2026-11-23T09:00:00Z' },
    { type: 'followUp', followUpAt: '2026-11-23T12:00:00Z', by: 'سلمى', at: '2026-11-23T09:00:00Z' },
  ],
  duplicates: [
    {
      reference: 'SW-6MJ2C',
      name: 'Mona',
      receivedAt: '2026-11-23T10:00:00Z',
      stage: 'new',
      reasons: ['phone'],
      state: 'flagged',
    },
  ],
};

/** A small valid answer of GET /ui/protected/nav (spec §3, §7), so the logged-in layout has menus. */
export const navigationPayload = {
  navbarMenu: [
    { id: 'protected', title: { ar: 'صفحتي', en: 'My page' }, to: '/protected', icon: 'home' },
    { id: 'contact', title: { ar: 'تواصل معنا', en: 'Contact Us' }, to: '/contact-us', icon: 'chat' },
  ],
  drawerMenu: [
    { id: 'protected', title: { ar: 'صفحتي', en: 'My page' }, to: '/protected', icon: 'home' },
    { id: 'contact', title: { ar: 'تواصل معنا', en: 'Contact Us' }, to: '/contact-us', icon: 'chat' },
    { id: 'privacy', title: { ar: 'سياسة الخصوصية', en: 'Privacy Policy' }, to: '/privacy-policy', icon: 'document' },
  ],
  tabbar: [
    { id: 'protected', title: { ar: 'صفحتي', en: 'My page' }, to: '/protected', icon: 'home', iconActive: 'home-2' },
    {
      id: 'contact',
      title: { ar: 'تواصل معنا', en: 'Contact Us' },
      to: '/contact-us',
      icon: 'chat',
      iconActive: 'chat',
    },
  ],
};

export interface Visitor {
  language: Language;
  scheme?: Scheme;
  /** Stores a user, so the logged-in layout shows, and answers its navigation request. */
  loggedIn?: boolean;
  /** Stores a family signed in to its enquiry instead, and answers what the family's space asks. */
  family?: boolean;
}

/** Saves the language, scheme and (optionally) a user before any page script runs. */
export async function prepareVisitor(
  page: Page,
  { language, scheme = 'light', loggedIn = false, family = false }: Visitor,
) {
  await page.addInitScript(
    (saved) => {
      localStorage.setItem('language', saved.language);
      localStorage.setItem('color-scheme', saved.scheme);
      // An admin: every staff page renders, none says it is not for this role.
      if (saved.loggedIn) localStorage.setItem('user', JSON.stringify({ id: 'a11y', role: 'admin' }));
      if (saved.family) localStorage.setItem('user', JSON.stringify({ role: 'family', reference: 'SW-DEM00' }));
    },
    { language, scheme, loggedIn, family },
  );
  if (family) await answerFamily(page, language);
  if (loggedIn) {
    await page.route('**/ui/protected/nav', (route) => route.fulfill({ json: navigationPayload }));
    await page.route('**/api/inbox**', (route) => {
      const { pathname } = new URL(route.request().url());
      return route.fulfill({
        json:
          pathname === '/api/inbox'
            ? inboxPayload
            : pathname === '/api/inbox/colleagues'
              ? { colleagues: [{ id: '1', name: 'سلمى' }] }
              : { item: inboxItem },
      });
    });
    // The staff member's own name is in the area's language, as a person would type it.
    const user = {
      id: 'a11y',
      name: language === 'ar' ? 'سلمى' : 'Salma',
      email: 'salma@example.com',
      role: 'admin',
      language,
    };
    await page.route(
      (url) => url.pathname === '/api/profile',
      (route) => route.fulfill({ json: { user, secondFactor: true, lastSignInAt: '2026-11-20T08:00:00.000Z' } }),
    );
    await page.route(
      (url) => url.pathname === '/api/accounts',
      (route) =>
        route.fulfill({
          json: {
            accounts: [{ ...user, secondFactor: true, lastSignInAt: null, disabled: false }],
            invitations: [],
          },
        }),
    );
    await page.route(
      (url) => url.pathname === '/api/reports',
      (route) => route.fulfill({ json: reportsAnswer(route.request().url(), language) }),
    );
    await page.route(
      (url) => url.pathname === '/api/audit',
      (route) => route.fulfill({ json: { entries: [], total: 0, page: 1, pageSize: 50 } }),
    );
    await page.route(
      (url) => url.pathname === '/api/breaches',
      (route) => route.fulfill({ json: { breaches: [breachEntry(language)] } }),
    );
    await page.route(
      (url) => url.pathname === '/api/today',
      (route) => route.fulfill({ json: TODAY }),
    );
    await page.route(
      (url) => url.pathname === '/api/bookings/today',
      // None today; one of the member's own later in the week, so its day's list is scanned too.
      (route) =>
        route.fulfill({
          json: {
            calls: [],
            ahead: [
              {
                reference: 'SW-4F7K2',
                startsAt: new Date(Date.now() + 2 * 24 * 3_600_000).toISOString(),
                staffName: 'Demo Staff',
                mine: true,
                familyTimeZone: 'Asia/Riyadh',
              },
            ],
          },
        }),
    );
    // My Account's call-back hours: a stretch on two days, so the form draws its fields as well as its empty days.
    await page.route(
      (url) => url.pathname === '/api/availability',
      (route) =>
        route.fulfill({
          json: {
            availability: {
              timeZone: 'Asia/Dubai',
              languages: ['ar', 'en'],
              weekly: [
                { day: 'sun', from: '09:00', to: '17:00' },
                { day: 'mon', from: '09:00', to: '13:00' },
              ],
              leave: ['2026-12-31'],
            },
          },
        }),
    );
    await page.route(
      (url) => url.pathname === '/api/requests',
      (route) => route.fulfill({ json: { today: '2026-11-28', requests: [DATA_REQUEST] } }),
    );
  }
}

/**
 * What a family's space asks, answered: its navigation, where its enquiry stands (an assessment
 * booked, with its time), the call-back times it may book, and a message each way.
 */
async function answerFamily(page: Page, language: Language) {
  const hoursOn = (hours: number) => new Date(Math.ceil(Date.now() / 3_600_000 + hours) * 3_600_000).toISOString();
  await page.route('**/ui/protected/nav', (route) => route.fulfill({ json: familyNavigation() }));
  await page.route(
    (url) => url.pathname === API_PATHS.familySession,
    (route) =>
      route.fulfill({
        json: {
          family: {
            role: 'family',
            reference: 'SW-DEM00',
            kind: 'enquiry',
            language,
            receivedAt: '2026-11-20T09:30:00.000Z',
            standing: 'assessment',
            assessmentAt: hoursOn(72),
          },
        },
      }),
  );
  await page.route(
    (url) => url.pathname === API_PATHS.familySlots,
    (route) =>
      route.fulfill({
        json: {
          timeZone: 'Asia/Riyadh',
          centreTimeZone: 'Asia/Dubai',
          slots: [hoursOn(26), hoursOn(27), hoursOn(50)],
          booking: null,
        },
      }),
  );
  const sent = { by: null, notice: null, noticeAt: null };
  await page.route(
    (url) => url.pathname === API_PATHS.familyMessages,
    (route) =>
      route.fulfill({
        json: {
          messages: [
            {
              ...sent,
              from: 'family',
              at: hoursOn(-30),
              text: language === 'ar' ? 'هل يمكن الاتصال مساءً؟' : 'Can you call in the evening?',
            },
            {
              ...sent,
              from: 'staff',
              at: hoursOn(-28),
              text: language === 'ar' ? 'نعم، بعد السادسة.' : 'Yes, after six.',
            },
          ],
          unread: 1,
          plan: null,
        },
      }),
  );
}

/** A family's pages: its home (where things stand, a call to book, messages), its stay plan and its data. */
export const FAMILY_ROUTES = [paths.protected, paths.cart, paths.withdraw];

/** Waits, on the family's home, for each part that loads from its own request to be drawn (not loading). */
export async function familyHomeDrawn(page: Page) {
  const family = await page.evaluate(() => localStorage.getItem('user')?.includes('"role":"family"') === true);
  if (!family || new URL(page.url()).pathname !== paths.protected) return;
  const reply = /^(Yes, after six\.|نعم، بعد السادسة\.)$/;
  for (const [part, drawn] of [
    ['the assessment time', page.locator('main time')],
    ['the messages', page.getByText(reply)],
    ['the call-back days', page.locator('main select')],
  ] as const)
    await expect(drawn.first(), part).toBeVisible();
}

/** GET /api/today for an admin: every part, some counts zero (muted) and some not. */
const TODAY = {
  today: '2026-11-28',
  work: { overdueMine: 2, dueTodayMine: 3, newUnassigned: 1, needsDecision: 0 },
  week: { from: '2026-11-23', arrived: 12, answered: 9, withinTarget: 7, admitted: 1, openNow: 8, overdueNow: 2 },
  team: { pendingInvitations: 1, withoutSecondFactor: 0 },
  requests: { open: 1, late: 0 },
};

/** One family's request on the desk, logged from a call and open. */
const DATA_REQUEST = {
  id: '1',
  reference: 'SW-4F7K2',
  kind: 'correction',
  channel: 'phone',
  receivedOn: '2026-11-20',
  dueOn: '2026-12-20',
  status: 'open',
  note: null,
  closedOn: null,
  closingNote: null,
};

/** One incident of the breach register, found 30 hours ago, described in the page's language. */
function breachEntry(language: Language) {
  const foundAt = new Date(Date.now() - 30 * 3_600_000).toISOString();
  return {
    id: '1',
    description: language === 'ar' ? 'أُرسلت قائمة إلى عنوان خاطئ.' : 'A list was sent to the wrong address.',
    foundAt,
    references: ['SW-4F7K2'],
    data: ['names', 'contactDetails'],
    status: 'contained',
    regulatorDueAt: new Date(Date.parse(foundAt) + 72 * 3_600_000).toISOString(),
    regulatorNotifiedAt: null,
    tellFamilies: null,
    familiesReason: '',
    familiesNotifiedAt: null,
    version: 1,
    createdAt: foundAt,
    updatedAt: foundAt,
  };
}

/** The reports fixture over the days asked for, its owners named in the area's language, as people would type them. */
function reportsAnswer(url: string, language: Language) {
  const query = new URL(url).searchParams;
  const names = language === 'ar' ? ['سلمى', 'ريم'] : ['Salma', 'Reem'];
  const byOwner = ANSWER.byOwner.map((owner, index) => (owner.name ? { ...owner, name: names[index] ?? null } : owner));
  return { ...ANSWER, byOwner, from: query.get('from') ?? ANSWER.from, to: query.get('to') ?? ANSWER.to };
}

/** The drawer's menu in either language: rendered, hidden, from the moment its chunk arrives. */
const DRAWER_MENU = 'nav[aria-label="Menu"], nav[aria-label="القائمة"]';

/**
 * Waits until the route's page is complete and still: its `h1` (pages load as their own chunks),
 * then each part that loads beside the page — the drawer, the search bar (visitor pages) and the footer, present
 * (if hidden) at every width, and on the home page its lower half — then web fonts and every
 * finite CSS transition or animation. Each wait is for that element, so a slow load fails
 * with its name instead of letting a check run on half a page.
 */
export async function settle(page: Page) {
  await appReady(page);
  await expect(page.locator('h1').first(), 'the page heading').toBeVisible();
  await expect(page.locator(DRAWER_MENU), 'the drawer menu').toBeAttached();
  // The logged-in layout has no page search (the inbox has its own): only a visitor's pages load the bar.
  const signedIn = await page.evaluate(() => localStorage.getItem('user') !== null);
  if (!signedIn && !userRoutes.includes(new URL(page.url()).pathname))
    await expect(page.locator('input[role="combobox"]'), 'the search bar').toBeAttached();
  await expect(page.locator('footer'), 'the footer').toBeAttached();
  if (new URL(page.url()).pathname === paths.home) {
    // The teams' cards are in the lower half, which loads after the programmes.
    await expect(page.locator(`main a[href="${paths.hospitality}"]`), "the home page's lower half").toBeAttached();
  }
  await settleMotion(page);
}

/**
 * Waits for web fonts and every finite CSS transition or animation on screen (a spinner never ends).
 * Layout comes first: a font starts loading only once text that needs it is laid out, and
 * `document.fonts.ready` does not wait for a load that has not started.
 */
export async function settleMotion(page: Page) {
  await page.evaluate(async () => {
    document.body.getBoundingClientRect();
    await document.fonts.ready;
    // A band the browser skips (content-visibility: auto, off screen) does not run its animations
    // until it is drawn, so those would never finish here.
    const drawn = (animation: Animation) =>
      !(animation.effect instanceof KeyframeEffect) ||
      animation.effect.target?.checkVisibility({ contentVisibilityAuto: true }) !== false;
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity && drawn(animation));
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/**
 * Waits until the app has taken over the page (src/app/root-layout.tsx): a prerendered page shows its
 * content at once, but its buttons and forms work only from then on.
 */
export const appReady = (page: Page) =>
  expect(page.locator('html[data-app="ready"]'), 'the app taking over the page').toBeAttached();

/**
 * Waits until React has taken over one element of a part that loads beside the page (the navbar's menu,
 * src/app/layouts/visitor-menus.tsx): that part hydrates once its chunk arrives, after the app is ready.
 * React replays a click made before then, but a test's keys and hovers need the handlers in place, and
 * React's handlers on the element are the sign.
 */
export const hydrated = (element: Locator) =>
  expect
    .poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps$'))), {
      message: 'React taking over the element',
    })
    .toBe(true);

/** Opens a path and waits for it to settle. */
export async function openRoute(page: Page, path: string) {
  await page.goto(path);
  await settle(page);
}

/**
 * Types `query` into the search bar and waits for the full-text index, which loads on first
 * focus, to answer: more pages than the titles alone match (those show at once).
 */
export async function searchFullText(page: Page, query: string) {
  const byTitle = searchPages(pageEntries('visitor'), query).length;
  await page.getByRole('combobox').fill(query);
  await expect
    .poll(() => page.getByRole('option').count(), `"${query}" found in the pages' text, not only in titles`)
    .toBeGreaterThan(byTitle);
}

/** The menu button's name in either language. */
export const OPEN_MENU = /^(Open menu|فتح القائمة)$/;
export const CLOSE_MENU = /^(Close menu|إغلاق القائمة)$/;
/** The Treatments group's name in either language. */
export const TREATMENTS = /^(Treatments|العلاجات)$/;

/**
 * Loads `path` at 375 px and runs `check`, then widens to 1280 px and runs it again: one load
 * per route, as the layout follows media queries. Returns every finding of both runs.
 */
export async function checkBothWidths(
  page: Page,
  path: string,
  check: (width: Width) => Promise<string[]>,
): Promise<string[]> {
  const findings: string[] = [];
  for (const [index, width] of WIDTHS.entries()) {
    await page.setViewportSize({ width, height: 800 });
    if (index === 0) await openRoute(page, path);
    else await settleMotion(page);
    findings.push(...(await check(width)));
  }
  return findings;
}
