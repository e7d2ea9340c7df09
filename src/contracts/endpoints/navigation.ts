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

// The navigation is read leniently (spec §7, §8): inside the three lists a bad entry (an unsafe or
// external link, no wording, a repeated id) is dropped and the rest shown, and a bad optional field
// is ignored. The server's answer passes through the same reading on its way out.

const id = z.union([z.string().refine((value) => value.trim() !== ''), z.number()]).transform(String);
const internalPath = z.string().refine(isInternalPath);

/** Unusable wordings become '' so the UI shows "Locale Not Found" (spec §8); one wording at least is needed. */
const wording = z.string().catch('');
const title = z
  .object({ ar: wording, en: wording })
  .refine(({ ar, en }) => ar.trim() !== '' || en.trim() !== '', 'A title needs a wording.');

/** An optional field whose bad value is ignored rather than failing its entry. */
const lenient = <T extends z.ZodType>(schema: T) => schema.nullish().catch(undefined);

/** Drops `undefined` fields so an entry carries only what the server really sent. */
const compact = <T extends object>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as T;

/** The entries that pass `schema`; a bad entry or a repeated id is dropped, not the whole list. */
function keepValid<T extends { id: string }>(entries: readonly unknown[], schema: z.ZodType<T>): T[] {
  const kept: T[] = [];
  const ids = new Set<string>();
  for (const entry of entries) {
    const result = schema.safeParse(entry);
    if (!result.success || ids.has(result.data.id)) continue;
    ids.add(result.data.id);
    kept.push(result.data);
  }
  return kept;
}

/** A list read entry by entry, typed for the server as the list it sends. */
const listOf = <T extends { id: string }>(schema: z.ZodType<T>) =>
  z.array(z.unknown()).transform((entries) => keepValid(entries, schema)) as unknown as z.ZodType<T[], T[]>;

// A submenu entry links or acts: an entry with neither (or with an unknown action only) is dropped.
const submenuItemSchema: z.ZodType<SubmenuItem> = z
  .object({ id, title, to: internalPath.nullish(), action: lenient(z.enum(MENU_ACTIONS)) })
  .transform((entry, context) => {
    const to = entry.to ?? undefined;
    const action = entry.action ?? undefined;
    if (to === undefined && action === undefined) {
      context.addIssue({ code: 'custom', message: 'A submenu entry needs a link or an action.' });
      return z.NEVER;
    }
    return compact<SubmenuItem>({ id: entry.id, title: entry.title, to, action });
  });

const menuItemSchema: z.ZodType<MenuItem> = z
  .object({
    id,
    title,
    // A present but unsafe link drops the item; null counts as absent.
    to: internalPath.nullish(),
    icon: lenient(z.string()),
    iconActive: lenient(z.string()),
    submenu: lenient(listOf(submenuItemSchema)),
    // An unknown action is ignored; the item stays if it still links somewhere.
    action: lenient(z.enum(MENU_ACTIONS)),
    cartCount: lenient(z.boolean()),
  })
  .transform((item, context) => {
    const submenu = item.submenu?.length ? item.submenu : undefined;
    const to = item.to ?? undefined;
    const action = item.action ?? undefined;
    if (to === undefined && submenu === undefined && action === undefined) {
      context.addIssue({ code: 'custom', message: 'A menu item needs a link, a submenu or an action.' });
      return z.NEVER;
    }
    return compact<MenuItem>({
      id: item.id,
      title: item.title,
      to,
      icon: item.icon ?? undefined,
      iconActive: item.iconActive ?? undefined,
      submenu,
      action,
      cartCount: item.cartCount ?? undefined,
    });
  });

const iconName = z.string().min(1);

const tabSchema: z.ZodType<Tab> = z
  .object({
    id,
    title,
    to: internalPath,
    icon: iconName,
    iconActive: lenient(iconName),
    cartCount: lenient(z.boolean()),
  })
  .transform((tab) =>
    compact<Tab>({
      id: tab.id,
      title: tab.title,
      to: tab.to,
      icon: tab.icon,
      iconActive: tab.iconActive ?? tab.icon,
      cartCount: tab.cartCount ?? undefined,
    }),
  );

/** GET /ui/protected/nav (spec §7): the three lists of the logged-in layout; an answer without them is refused. */
export const navigationSchema = z.object({
  navbarMenu: listOf(menuItemSchema),
  drawerMenu: listOf(menuItemSchema),
  tabbar: listOf(tabSchema),
}) satisfies z.ZodType<NavigationPayload>;

export const NAVIGATION_ENDPOINTS = {
  navigation: endpoint({
    method: 'GET',
    path: API_PATHS.navigation,
    access: 'signed-in',
    answers: { 200: navigationSchema },
    errors: [],
  }),
};
