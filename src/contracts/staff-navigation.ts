import { paths } from './routes.ts';
import type { NavigationPayload, SubmenuItem } from './navigation.ts';

// Links point only at pages a logged-in user may open (spec §2, §6).
const home = {
  id: 'home',
  title: { en: 'My Space', ar: 'مساحتي' },
  to: paths.protected,
  icon: 'home',
  iconActive: 'home-active',
};
const inbox = {
  id: 'inbox',
  title: { en: 'Admissions Inbox', ar: 'صندوق طلبات القبول' },
  to: paths.inbox,
  icon: 'envelope',
  iconActive: 'envelope',
};
const bookings = {
  id: 'bookings',
  title: { en: 'My Bookings', ar: 'حجوزاتي' },
  to: paths.cart,
  icon: 'calendar',
  iconActive: 'calendar-active',
  cartCount: true,
};
const contactUs: SubmenuItem = { id: 'contact-us', title: { en: 'Contact Us', ar: 'تواصل معنا' }, to: paths.contactUs };
const privacyPolicy: SubmenuItem = {
  id: 'privacy-policy',
  title: { en: 'Privacy Policy', ar: 'سياسة الخصوصية' },
  to: paths.privacyPolicy,
};
const termsOfService: SubmenuItem = {
  id: 'terms-of-service',
  title: { en: 'Terms of Service', ar: 'شروط الخدمة' },
  to: paths.termsOfService,
};
const actions = [
  { id: 'language', title: { en: 'Language', ar: 'اللغة' }, icon: 'globe', action: 'toggleLanguage' },
  {
    id: 'color-scheme',
    title: { en: 'Color Scheme', ar: 'نمط الألوان' },
    icon: 'light-dark',
    action: 'toggleColorScheme',
  },
  { id: 'logout', title: { en: 'Log Out', ar: 'تسجيل الخروج' }, icon: 'logout', action: 'logout' },
] as const;

/**
 * The staff navigation (spec §3, §7): every feature of the payload (submenus, all actions, cart counts,
 * icons). One source for the server's answer (server/auth/navigation.ts) and the msw mock.
 * `withInbox`: whether the role may use the admissions inbox.
 */
export const staffNavigation = ({ withInbox }: { withInbox: boolean }): NavigationPayload => ({
  navbarMenu: [
    home,
    ...(withInbox ? [inbox] : []),
    bookings,
    {
      id: 'help',
      title: { en: 'Help', ar: 'المساعدة' },
      icon: 'info-circle',
      submenu: [contactUs, privacyPolicy, termsOfService],
    },
    ...actions,
  ],
  drawerMenu: [
    home,
    ...(withInbox ? [inbox] : []),
    bookings,
    { ...contactUs, icon: 'envelope' },
    {
      id: 'policies',
      title: { en: 'Policies', ar: 'السياسات' },
      icon: 'files',
      submenu: [privacyPolicy, termsOfService],
    },
    ...actions,
  ],
  tabbar: [
    { ...home, title: { en: 'Home', ar: 'الرئيسية' } },
    ...(withInbox ? [{ ...inbox, title: { en: 'Inbox', ar: 'الطلبات' } }] : []),
    { ...bookings, title: { en: 'Bookings', ar: 'الحجوزات' } },
    {
      id: 'contact-us',
      title: { en: 'Contact', ar: 'تواصل' },
      to: paths.contactUs,
      icon: 'chat',
      iconActive: 'chat-active',
    },
    {
      id: 'privacy',
      title: { en: 'Privacy', ar: 'الخصوصية' },
      to: paths.privacyPolicy,
      icon: 'document',
      iconActive: 'file-check',
    },
  ],
});
