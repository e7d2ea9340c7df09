import { paths } from './routes.ts';
import type { NavigationPayload } from './navigation.ts';

// A family's own space: where things stand, messages, their stay plan, their data, sign out.
const standing = {
  id: 'standing',
  title: { en: 'Where things stand', ar: 'أين وصل استفساركم' },
  to: paths.protected,
  icon: 'home',
  iconActive: 'home-active',
};
const messages = {
  id: 'messages',
  title: { en: 'Messages', ar: 'الرسائل' },
  to: `${paths.protected}#messages`,
  icon: 'envelope',
  iconActive: 'envelope',
};
const stayPlan = {
  id: 'stay-plan',
  title: { en: 'Stay plan', ar: 'خطة الإقامة' },
  to: paths.cart,
  icon: 'cart',
  iconActive: 'cart-active',
  cartCount: true,
};
const data = {
  id: 'your-data',
  title: { en: 'Your data', ar: 'بياناتكم' },
  to: paths.withdraw,
  icon: 'files',
  iconActive: 'files',
};
const signOut = {
  id: 'logout',
  title: { en: 'Log out everywhere', ar: 'تسجيل الخروج من كل الأجهزة' },
  icon: 'logout',
  action: 'logout',
} as const;

/** The navigation of a family signed in to its enquiry: one source for the server's answer and the msw mock. */
export const familyNavigation = (): NavigationPayload => ({
  navbarMenu: [messages, stayPlan, data, signOut],
  drawerMenu: [standing, messages, stayPlan, data, signOut],
  tabbar: [standing, messages, stayPlan, data],
});
