import { pick } from '@/i18n/text';
import { navigationPayload } from '@/mocks/handlers/navigation';
import { isInternalPath, navigationSchema } from '#contracts/endpoints/navigation';

const parseNavigation = (raw: unknown) => navigationSchema.parse(raw);

const title = { en: 'Care plan', ar: 'خطة العلاج' };
const link = (id: string, to: unknown) => ({ id, title, to });
const tab = (id: string, to: unknown = '/protected') => ({ id, title, to, icon: 'home', iconActive: 'home-2' });

/** Parses a payload whose only non-empty list is `navbarMenu` (or `tabbar`). */
const menu = (...navbarMenu: unknown[]) => parseNavigation({ navbarMenu, drawerMenu: [], tabbar: [] }).navbarMenu;
const tabs = (...tabbar: unknown[]) => parseNavigation({ navbarMenu: [], drawerMenu: [], tabbar }).tabbar;

const UNSAFE_LINKS = [
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  '//evil.com',
  'https://evil.com',
  '/\\evil.com',
  '/\t/evil.com',
  'protected',
  '',
];

describe('the navigation answer, read by its schema', () => {
  it('keeps a valid payload as it is', () => {
    expect(parseNavigation(structuredClone(navigationPayload))).toEqual(navigationPayload);
  });

  it.each([
    ['null', null],
    ['a string', 'menu'],
    ['a number', 42],
    ['a list', [navigationPayload]],
  ])('rejects %s, which is not an object', (_name, raw) => {
    expect(navigationSchema.safeParse(raw).success).toBe(false);
  });

  it('rejects a payload without the three lists, naming what is wrong', () => {
    const result = navigationSchema.safeParse({ navbarMenu: [], drawerMenu: 'none' });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['drawerMenu', 'tabbar']);
  });

  it('drops a bad item and keeps the rest', () => {
    const items = menu(
      link('one', '/protected'),
      null,
      'item',
      { title, to: '/cart' },
      { id: 'plain-title', title: 'Cart', to: '/cart' },
      link('two', '/cart'),
    );
    expect(items.map((item) => item.id)).toEqual(['one', 'two']);
  });

  it.each(UNSAFE_LINKS)('drops a menu item, submenu entry or tab linking to %j', (to) => {
    const items = menu(link('bad', to), {
      id: 'group',
      title,
      submenu: [link('bad-entry', to), link('good-entry', '/contact-us')],
    });
    expect(items).toEqual([{ id: 'group', title, submenu: [link('good-entry', '/contact-us')] }]);
    expect(tabs(tab('bad', to), tab('good'))).toEqual([tab('good')]);
  });

  it('accepts internal paths with a query or a hash', () => {
    for (const path of ['/', '/cart', '/teams/clinical?tab=2#bio']) expect(isInternalPath(path)).toBe(true);
  });

  it('keeps an unknown icon name for the fallback icon', () => {
    expect(menu({ ...link('x', '/cart'), icon: 'unicorn', iconActive: 'unicorn-2' })).toEqual([
      { ...link('x', '/cart'), icon: 'unicorn', iconActive: 'unicorn-2' },
    ]);
  });

  it('removes an unknown action, keeping the item only if it still links somewhere', () => {
    const items = menu(
      { id: 'linked', title, to: '/cart', action: 'deleteAccount' },
      { id: 'action-only', title, action: 'deleteAccount' },
      { id: 'logout', title, action: 'logout' },
    );
    expect(items).toEqual([
      { id: 'linked', title, to: '/cart' },
      { id: 'logout', title, action: 'logout' },
    ]);
  });

  it('drops an item with no link, submenu or action, and one whose submenu has no valid entry', () => {
    const items = menu({ id: 'nothing', title }, { id: 'empty-group', title, submenu: [link('bad', '//evil.com')] });
    expect(items).toEqual([]);
  });

  it('keeps a submenu entry that acts instead of linking, and drops one with neither or an unknown action only', () => {
    const items = menu({
      id: 'account',
      title,
      submenu: [
        link('profile', '/protected/profile'),
        { id: 'language', title, action: 'toggleLanguage' },
        { id: 'odd', title, action: 'formatDisk' },
        { id: 'nothing', title },
        { id: 'logout', title, action: 'logout', to: null },
      ],
    });
    expect(items).toEqual([
      {
        id: 'account',
        title,
        submenu: [
          link('profile', '/protected/profile'),
          { id: 'language', title, action: 'toggleLanguage' },
          { id: 'logout', title, action: 'logout' },
        ],
      },
    ]);
  });

  it('keeps a title with one wording, showing "Locale Not Found" for the other, and drops one with none', () => {
    const items = menu(
      { id: 'english-only', title: { en: 'Cart' }, to: '/cart' },
      { id: 'blank', title: { en: ' ', ar: '' }, to: '/cart' },
    );
    expect(items).toHaveLength(1);
    expect(pick(items[0]?.title, 'en')).toBe('Cart');
    expect(pick(items[0]?.title, 'ar')).toBe('Locale Not Found');
  });

  it('turns numeric ids into strings and keeps only the first of repeated ids', () => {
    const items = menu(link('1', '/protected'), { ...link('x', '/cart'), id: 1 }, { ...link('2', '/cart'), id: 2 });
    expect(items).toEqual([link('1', '/protected'), link('2', '/cart')]);
  });

  it('ignores bad optional fields and strips unknown ones', () => {
    const items = menu({
      ...link('x', '/cart'),
      icon: 5,
      cartCount: 'yes',
      submenu: 'none',
      href: 'javascript:alert(1)',
      onClick: 'alert(1)',
    });
    expect(items).toStrictEqual([link('x', '/cart')]);
  });

  it('needs an icon on a tab and uses it as the active icon when none is sent', () => {
    expect(
      tabs(
        { id: 'no-icon', title, to: '/cart' },
        { id: 'one-icon', title, to: '/cart', icon: 'chat', cartCount: true },
      ),
    ).toEqual([{ id: 'one-icon', title, to: '/cart', icon: 'chat', iconActive: 'chat', cartCount: true }]);
  });
});
