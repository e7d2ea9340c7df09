import { signInDemo } from '../../test-utils';
import { isIconName } from '@/components/ui/icon-names';
import { useUserStore } from '@/stores/use-user-store';
import { getNavigation } from '@/features/navigation/api/get-navigation';
import type { MenuItem, NavigationPayload } from '#contracts/navigation';
import { staffNavigation } from '#contracts/staff-navigation';
import { DEMO_USER } from '@/mocks/handlers/auth';
import { navigationPayload } from '@/mocks/handlers/navigation';

describe('mock GET /ui/protected/nav', () => {
  it('answers the demo navigation within a session', async () => {
    signInDemo();
    await expect(getNavigation()).resolves.toEqual(navigationPayload);
  });

  it.each([
    ['no user', null],
    ['a stored user without a session (expired or revoked)', { ...DEMO_USER }],
  ])('answers 401 to %s', async (_name, user) => {
    if (user) useUserStore.getState().setUser(user);
    await expect(getNavigation()).rejects.toMatchObject({
      kind: 'http',
      message: 'Error: Unauthorized',
      body: { error: 'unauthorized' },
    });
  });
});

describe('the demo navigation', () => {
  const menus = [navigationPayload.navbarMenu, navigationPayload.drawerMenu];

  it('has submenus in both menus; the top bar holds the preferences and log-out in its account menu, the drawer at its end', () => {
    for (const menu of menus) expect(menu.some((item) => (item.submenu?.length ?? 0) > 0)).toBe(true);
    const actions = (menu: MenuItem[]) =>
      menu.flatMap((item) => [item.action, ...(item.submenu ?? []).map((entry) => entry.action)]).filter(Boolean);
    expect(actions(navigationPayload.navbarMenu)).toEqual(['toggleLanguage', 'toggleColorScheme', 'logout']);
    const account = navigationPayload.navbarMenu.at(-1);
    expect(account?.submenu?.map((entry) => entry.to ?? entry.action)).toEqual([
      '/protected/profile',
      'toggleLanguage',
      'toggleColorScheme',
      'logout',
    ]);
    expect(actions(navigationPayload.drawerMenu)).toEqual(['toggleLanguage', 'toggleColorScheme', 'logout']);
  });

  it.each(['admissions', 'manager', 'admin', null] as const)(
    'holds no control twice in the top bar of %s, and no cart anywhere',
    (role) => {
      const { navbarMenu, drawerMenu, tabbar } = staffNavigation(role);
      const targets = navbarMenu.flatMap((item) => [
        ...(item.to || item.action ? [item.to ?? item.action] : []),
        ...(item.submenu ?? []).map((sub) => sub.to ?? sub.action),
      ]);
      expect(new Set(targets).size).toBe(targets.length);
      const entries = [...navbarMenu, ...drawerMenu].flatMap((item) => [item, ...(item.submenu ?? [])]);
      expect(
        [...entries, ...tabbar].some((item) => ('cartCount' in item && item.cartCount) || item.to === '/cart'),
      ).toBe(false);
    },
  );

  it('has the tabs Today, Inbox, Mine, Reports and Account', () => {
    expect(navigationPayload.tabbar.map((tab) => tab.title.en)).toEqual([
      'Today',
      'Inbox',
      'Mine',
      'Reports',
      'Account',
    ]);
    expect(staffNavigation('manager').tabbar.map((tab) => tab.title.en)).toEqual(['Today', 'Reports', 'Account']);
  });

  it('names only icons the app draws', () => {
    const names = [...menus.flat(), ...navigationPayload.tabbar].flatMap((item) => [item.icon, item.iconActive]);
    const unknown = names.filter((name) => name !== undefined && !isIconName(name));
    expect(unknown).toEqual([]);
  });

  it('links only to pages a logged-in user may open', () => {
    expect(new Set(linksOf(navigationPayload))).toEqual(
      new Set([
        '/protected',
        '/protected/inbox',
        '/protected/reports',
        '/protected/accounts',
        '/protected/audit',
        '/protected/requests',
        '/protected/breaches',
        '/protected/profile',
        '/protected/inbox?owner=mine',
        '/contact-us',
        '/privacy-policy',
        '/terms-of-service',
      ]),
    );
  });
});

describe('the navigation of each role', () => {
  const rolePages = [
    '/protected/inbox',
    '/protected/reports',
    '/protected/accounts',
    '/protected/audit',
    '/protected/breaches',
  ];
  it.each([
    ['admissions', ['/protected/inbox']],
    ['manager', ['/protected/reports']],
    ['admin', rolePages],
    [null, []],
  ] as const)('%s: links to its own pages and to none of the others', (role, own) => {
    const links = new Set(linksOf(staffNavigation(role)));
    expect(rolePages.filter((path) => links.has(path))).toEqual(own);
    expect(links.has('/protected/profile')).toBe(true);
  });
});

function linksOf(payload: NavigationPayload) {
  const menus = [payload.navbarMenu, payload.drawerMenu];
  return [
    ...menus.flat().flatMap((item) => [item.to, ...(item.submenu ?? []).map((entry) => entry.to)]),
    ...payload.tabbar.map((tab) => tab.to),
  ].filter(Boolean);
}
