import { paths } from './routes.ts';
import { logoutItem, pageItem, type NavigationPayload } from './navigation.ts';

// A family's own space: where things stand, messages, their stay plan, their data, sign out.
const standing = pageItem(
  'standing',
  { en: 'Where things stand', ar: 'أين وصل استفساركم' },
  paths.protected,
  'home',
  'home-active',
);
const messages = pageItem('messages', { en: 'Messages', ar: 'الرسائل' }, `${paths.protected}#messages`, 'envelope');
const stayPlan = {
  ...pageItem('stay-plan', { en: 'Stay plan', ar: 'خطة الإقامة' }, paths.cart, 'cart', 'cart-active'),
  cartCount: true,
};
const data = pageItem('your-data', { en: 'Your data', ar: 'بياناتكم' }, paths.withdraw, 'files');
const signOut = logoutItem({ en: 'Log out everywhere', ar: 'تسجيل الخروج من كل الأجهزة' });

// A phone's tab has room for a word or two: «أين وصل استفساركم» was cut short at 375 px.
const standingTab = { ...standing, title: { en: 'Your enquiry', ar: 'استفساركم' } };

/** The navigation of a family signed in to its enquiry: one source for the server's answer and the msw mock. */
export const familyNavigation = (): NavigationPayload => ({
  navbarMenu: [messages, stayPlan, data, signOut],
  drawerMenu: [standing, messages, stayPlan, data, signOut],
  tabbar: [standingTab, messages, stayPlan, data],
});
