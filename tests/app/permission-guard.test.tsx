import { renderApp, screen, signInDemo } from '../test-utils';
import { pagePermission, paths, type PageId } from '#contracts/routes';
import { can, STAFF_ROLES } from '#contracts/roles';
import { pageMeta } from '@/content/page-meta';
import { notAllowedMeta } from '@/content/pages/not-allowed';
import { useUserStore } from '@/stores/use-user-store';

const roleBound = (Object.keys(paths) as PageId[]).filter((id) => pagePermission(id) !== null);

/** The demo session (the mock server answers to it), with the stored profile's role set to `role`. */
function signInAs(role: (typeof STAFF_ROLES)[number]) {
  signInDemo();
  const { user, setUser } = useUserStore.getState();
  setUser({ ...user, role });
}

describe('pages bound to a role', () => {
  const cases = STAFF_ROLES.flatMap((role) => roleBound.map((id) => [role, id] as const));

  it.each(cases)('%s opening %s: the page, or a plain "not available to your role"', async (role, id) => {
    signInAs(role);
    renderApp({ route: paths[id] });
    const permission = pagePermission(id);
    const expected = permission && can(role, permission) ? pageMeta[id].heading.en : notAllowedMeta.heading.en;
    expect(await screen.findByRole('heading', { level: 1, name: expected })).toBeInTheDocument();
  });

  it('says it in Arabic, with the way back to My Space', async () => {
    signInAs('manager');
    renderApp({ route: paths.inbox, language: 'ar' });
    expect(await screen.findByRole('heading', { level: 1, name: notAllowedMeta.heading.ar })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'العودة إلى مساحتي' })).toHaveAttribute('href', paths.protected);
  });

  it('refuses an inbox item to a role without the inbox', async () => {
    signInAs('manager');
    renderApp({ route: `${paths.inbox}/SW-4F7K2` });
    expect(await screen.findByRole('heading', { level: 1, name: notAllowedMeta.heading.en })).toBeInTheDocument();
  });
});
