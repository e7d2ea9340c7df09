import { isRole } from './staff';

// The spec's navigation payload (§3, §7), the shape src/features/navigation validates and the
// msw mock (src/mocks/handlers/navigation.ts) answers. Links point only at pages a signed-in user may open.

const home = {
  id: 'home',
  title: { en: 'My Space', ar: 'مساحتي' },
  to: '/protected',
  icon: 'home',
  iconActive: 'home-active',
};
const inbox = {
  id: 'inbox',
  title: { en: 'Admissions Inbox', ar: 'صندوق طلبات القبول' },
  to: '/protected/inbox',
  icon: 'envelope',
  iconActive: 'envelope',
};
const bookings = {
  id: 'bookings',
  title: { en: 'My Bookings', ar: 'حجوزاتي' },
  to: '/cart',
  icon: 'calendar',
  iconActive: 'calendar-active',
  cartCount: true,
};
const contactUs = { id: 'contact-us', title: { en: 'Contact Us', ar: 'اتصل بنا' }, to: '/contact-us' };
const privacyPolicy = {
  id: 'privacy-policy',
  title: { en: 'Privacy Policy', ar: 'سياسة الخصوصية' },
  to: '/privacy-policy',
};
const termsOfService = {
  id: 'terms-of-service',
  title: { en: 'Terms of Service', ar: 'شروط الخدمة' },
  to: '/terms-of-service',
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
];

/** Whether a role may read and handle the inbox. */
export const canUseInbox = (role: string) => isRole(role);

/** The navigation for a role: the inbox only for the roles that may use it. */
export function navigationFor(role: string) {
  const withInbox = canUseInbox(role);
  const staffItems = withInbox ? [inbox] : [];
  return {
    navbarMenu: [
      home,
      ...staffItems,
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
      ...staffItems,
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
        to: '/contact-us',
        icon: 'chat',
        iconActive: 'chat-active',
      },
      {
        id: 'privacy',
        title: { en: 'Privacy', ar: 'الخصوصية' },
        to: '/privacy-policy',
        icon: 'document',
        iconActive: 'file-check',
      },
    ],
  };
}
