import { z } from 'zod';
import { API_PATHS } from '../api-paths';
import { MENU_ACTIONS, type MenuItem, type NavigationPayload, type SubmenuItem, type Tab } from '../navigation';
import { endpoint } from './endpoint';

/**
 * "/…" on this site: not "//…" (another host), and no backslash or control character, which
 * browsers strip or turn into "/" ("/\evil.com", "/\t/evil.com").
 */
export const isInternalPath = (value: string) =>
  value.startsWith('/') && !value.startsWith('//') && !/[\\\p{Cc}]/u.test(value);

const internalPath = z.string().refine(isInternalPath);
const title = z.object({ ar: z.string(), en: z.string() });

const submenuItemSchema = z.object({ id: z.string().min(1), title, to: internalPath }) satisfies z.ZodType<SubmenuItem>;

const menuItemSchema = z
  .object({
    id: z.string().min(1),
    title,
    to: internalPath.optional(),
    icon: z.string().optional(),
    iconActive: z.string().optional(),
    submenu: z.array(submenuItemSchema).min(1).optional(),
    action: z.enum(MENU_ACTIONS).optional(),
    cartCount: z.boolean().optional(),
  })
  .refine((item) => item.to !== undefined || item.submenu !== undefined || item.action !== undefined, {
    message: 'A menu item needs a link, a submenu or an action.',
  }) satisfies z.ZodType<MenuItem>;

const tabSchema = z.object({
  id: z.string().min(1),
  title,
  to: internalPath,
  icon: z.string().min(1),
  iconActive: z.string().min(1),
  cartCount: z.boolean().optional(),
}) satisfies z.ZodType<Tab>;

/** GET /ui/protected/nav (spec §7): the three lists of the logged-in layout. */
export const navigationSchema = z.object({
  navbarMenu: z.array(menuItemSchema),
  drawerMenu: z.array(menuItemSchema),
  tabbar: z.array(tabSchema),
}) satisfies z.ZodType<NavigationPayload>;

export const NAVIGATION_ENDPOINTS = {
  navigation: endpoint({
    method: 'GET',
    path: API_PATHS.navigation,
    access: 'staff',
    answers: { 200: navigationSchema },
    errors: [],
  }),
};
