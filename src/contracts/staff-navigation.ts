import { PAGE_NAMES } from './page-names.ts';
import { paths } from './routes.ts';
import { logoutItem, pageItem, type NavigationPayload, type MenuItem, type SubmenuItem } from './navigation.ts';
import { can, type StaffRole } from './roles.ts';

// Links point only at pages a logged-in user may open (spec §2, §6).
// The Today page (the protected area's home); the logo leads there too, so the top bar needs no link to it.
const home = pageItem('home', { en: 'Today', ar: 'اليوم' }, paths.protected, 'home', 'home-active');
const inbox = pageItem('inbox', PAGE_NAMES.inbox, paths.inbox, 'envelope');
/** One's own open items: the inbox filtered to "mine". */
const mine = pageItem('mine', { en: 'Mine', ar: 'المُسنَدة إليّ' }, `${paths.inbox}?owner=mine`, 'check-circle');
const reports = pageItem('reports', PAGE_NAMES.reports, paths.reports, 'progress-claim');
const requests = pageItem('requests', PAGE_NAMES.requests, paths.requests, 'file-clock');
const clinicalReview = pageItem('clinical-review', PAGE_NAMES.clinicalReview, paths.clinicalReview, 'file-check');
const accounts: SubmenuItem = {
  id: 'accounts',
  title: PAGE_NAMES.accounts,
  to: paths.accounts,
};
const audit: SubmenuItem = { id: 'audit', title: PAGE_NAMES.audit, to: paths.audit };
const breaches: SubmenuItem = { id: 'breaches', title: PAGE_NAMES.breaches, to: paths.breaches };
const profile = pageItem('profile', PAGE_NAMES.profile, paths.profile, 'user', 'user-active');
const contactUs: SubmenuItem = { id: 'contact-us', title: PAGE_NAMES.contactUs, to: paths.contactUs };
const privacyPolicy: SubmenuItem = {
  id: 'privacy-policy',
  title: PAGE_NAMES.privacyPolicy,
  to: paths.privacyPolicy,
};
const termsOfService: SubmenuItem = {
  id: 'terms-of-service',
  title: PAGE_NAMES.termsOfService,
  to: paths.termsOfService,
};
const logout = logoutItem({ en: 'Log out', ar: 'تسجيل الخروج' });
const preferences = [
  { id: 'language', title: { en: 'Language', ar: 'اللغة' }, icon: 'globe', action: 'toggleLanguage' },
  { id: 'color-scheme', title: { en: 'Color Scheme', ar: 'المظهر' }, icon: 'light-dark', action: 'toggleColorScheme' },
] as const;

/**
 * The top bar's one account menu: My Account, the two preferences and log-out, so that no control
 * is there twice (the layout adds its own language and scheme buttons only when the bar lacks them).
 */
const accountMenu: MenuItem = {
  id: 'account',
  title: { en: 'Account', ar: 'الحساب' },
  icon: 'user',
  submenu: [
    { id: profile.id, title: profile.title, to: profile.to },
    ...preferences.map(({ id, title, action }) => ({ id, title, action })),
    { id: logout.id, title: logout.title, action: logout.action },
  ],
};

/**
 * The administration submenu: accounts, the audit trail, the breach register and, for an admin, the
 * requests desk (an admin's bar holds every page, and one more link at the top no longer fits at 1280 px).
 */
const administration = (role: StaffRole | null): MenuItem[] => {
  const submenu = [
    ...(can(role, 'accounts') ? [accounts] : []),
    ...(can(role, 'audit') ? [audit] : []),
    ...(can(role, 'breaches') ? [breaches] : []),
    ...(can(role, 'accounts') && can(role, 'requests')
      ? [{ id: requests.id, title: requests.title, to: requests.to }]
      : []),
  ];
  return submenu.length
    ? [{ id: 'administration', title: { en: 'Administration', ar: 'الإدارة' }, icon: 'settings', submenu }]
    : [];
};

/**
 * The staff navigation (spec §3, §7) for a role: every feature of the payload (submenus, all
 * actions, icons), and only the pages the role may use (src/contracts/roles.ts). One
 * source for the server's answer (server/auth/navigation.ts) and the msw mock.
 */
export const staffNavigation = (role: StaffRole | null): NavigationPayload => {
  const inboxItems = can(role, 'inbox') ? [inbox] : [];
  const reportItems = can(role, 'reports') ? [reports] : [];
  // An admin finds the requests desk under Administration; the admissions team, at the top.
  const requestItems = can(role, 'requests') && !can(role, 'accounts') ? [requests] : [];
  const clinicalItems = can(role, 'clinicalDecisions') ? [clinicalReview] : [];
  return {
    // Staff work and one account menu: no control twice, no cart (nothing of the staff area goes in it), no help pages.
    navbarMenu: [
      ...inboxItems,
      ...requestItems,
      ...clinicalItems,
      ...reportItems,
      ...administration(role),
      accountMenu,
    ],
    drawerMenu: [
      home,
      ...inboxItems,
      ...requestItems,
      ...clinicalItems,
      ...reportItems,
      ...administration(role),
      profile,
      { ...contactUs, icon: 'envelope' },
      {
        id: 'policies',
        title: { en: 'Policies', ar: 'السياسات' },
        icon: 'files',
        submenu: [privacyPolicy, termsOfService],
      },
      ...preferences,
      logout,
    ],
    // Today, the inbox and one's own items, the reports where the role reads them, the account.
    tabbar: [
      home,
      ...(can(role, 'inbox') ? [{ ...inbox, title: { en: 'Inbox', ar: 'الوارد' } }, mine] : []),
      ...clinicalItems,
      ...(can(role, 'reports') ? [reports] : []),
      { ...profile, title: { en: 'Account', ar: 'حسابي' } },
    ],
  };
};
