import { z } from 'zod/mini';
import { ApiError } from '@/lib/api-client';
import { MENU_ACTIONS, type MenuItem, type NavigationPayload, type SubmenuItem, type Tab } from '#contracts/navigation';

// The navigation is untrusted input. Only `parseNavigation` and the shape checks
// live here, and the query function imports this module dynamically, so zod
// loads with the logged-in layout only (zod/mini: a third of full zod's size).

/**
 * "/…" on this site: not "//…" (another host), and no backslash or control
 * character, which browsers strip or turn into "/" ("/\evil.com", "/\t/evil.com").
 */
export const isInternalPath = (value: string) =>
  value.startsWith('/') && !value.startsWith('//') && !/[\\\p{Cc}]/u.test(value);

const id = z.pipe(
  z.union([z.string().check(z.refine((value) => value.trim() !== '')), z.number()]),
  z.transform(String),
);

const internalPath = z.string().check(z.refine(isInternalPath));

/** Unusable wordings become '' so the UI shows "Locale Not Found" (spec §8); one wording at least is needed. */
const wording = z.catch(z.string(), '');
const title = z
  .object({ ar: wording, en: wording })
  .check(z.refine(({ ar, en }) => ar.trim() !== '' || en.trim() !== '', 'A title needs a wording'));

/** An optional field whose bad value is ignored rather than failing its item. */
const lenient = <T extends z.ZodMiniType>(schema: T) => z.catch(z.nullish(schema), undefined);

/** Drops `undefined` fields so an item carries only what the server really sent. */
const compact = <T extends object>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as T;

/** The entries that pass `schema`; a bad entry or a repeated id is dropped, not the whole list. */
function keepValid<T extends { id: string }>(entries: readonly unknown[], schema: z.ZodMiniType<T>): T[] {
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

const submenuItemSchema: z.ZodMiniType<SubmenuItem> = z.object({ id, title, to: internalPath });

const menuItemSchema: z.ZodMiniType<MenuItem> = z.pipe(
  z.object({
    id,
    title,
    // A present but unsafe link drops the item; null counts as absent.
    to: z.nullish(internalPath),
    icon: lenient(z.string()),
    iconActive: lenient(z.string()),
    submenu: lenient(
      z.pipe(
        z.array(z.unknown()),
        z.transform((entries) => keepValid(entries, submenuItemSchema)),
      ),
    ),
    // An unknown action is ignored; the item stays if it still links somewhere.
    action: lenient(z.enum(MENU_ACTIONS)),
    cartCount: lenient(z.boolean()),
  }),
  z.transform((item, context) => {
    const submenu = item.submenu?.length ? item.submenu : undefined;
    const to = item.to ?? undefined;
    const action = item.action ?? undefined;
    if (to === undefined && submenu === undefined && action === undefined) {
      context.issues.push({ code: 'custom', message: 'A menu item needs a link, a submenu or an action', input: item });
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
  }),
);

const iconName = z.string().check(z.minLength(1));

const tabSchema: z.ZodMiniType<Tab> = z.pipe(
  z.object({
    id,
    title,
    to: internalPath,
    icon: iconName,
    iconActive: lenient(iconName),
    cartCount: lenient(z.boolean()),
  }),
  z.transform((tab) =>
    compact<Tab>({
      id: tab.id,
      title: tab.title,
      to: tab.to,
      icon: tab.icon,
      iconActive: tab.iconActive ?? tab.icon,
      cartCount: tab.cartCount ?? undefined,
    }),
  ),
);

const LISTS = ['navbarMenu', 'drawerMenu', 'tabbar'] as const;

const payloadSchema = z.object({
  navbarMenu: z.array(z.unknown()),
  drawerMenu: z.array(z.unknown()),
  tabbar: z.array(z.unknown()),
});

/**
 * Reads the untrusted answer of GET /ui/protected/nav. Throws `ApiError`
 * (`invalid`) unless it is an object holding the three lists; inside them,
 * each bad item is dropped and the rest kept.
 */
export function parseNavigation(raw: unknown): NavigationPayload {
  const result = payloadSchema.safeParse(raw);
  if (!result.success) {
    const wrong = [...new Set(result.error.issues.map((issue) => String(issue.path[0] ?? '')))].filter(Boolean);
    throw new ApiError(
      'invalid',
      wrong.length > 0
        ? `Invalid navigation data: ${wrong.join(', ')} must be a list.`
        : `Invalid navigation data: expected an object with the lists ${LISTS.join(', ')}.`,
      { cause: result.error },
    );
  }
  const { navbarMenu, drawerMenu, tabbar } = result.data;
  return {
    navbarMenu: keepValid(navbarMenu, menuItemSchema),
    drawerMenu: keepValid(drawerMenu, menuItemSchema),
    tabbar: keepValid(tabbar, tabSchema),
  };
}
