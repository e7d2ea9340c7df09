import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { API_PATHS } from '#contracts/api-paths';
import { paths } from '#contracts/routes';
import { pageMeta } from '@/content/page-meta';
import { server } from '@/mocks/node';
import { useUserStore } from '@/stores/use-user-store';
import { renderApp, screen, within } from '../../test-utils';
import { signInFamily } from './sign-in-family';

const home = { en: 'Where things stand', ar: 'أين وصل استفساركم' } as const;

describe('a family’s access', () => {
  it.each(['en', 'ar'] as const)(
    'sees "Protected" and where things stand on /protected, in words (%s)',
    async (language) => {
      signInFamily();
      renderApp({ route: paths.protected, language });
      expect(
        await screen.findByRole('heading', { level: 1, name: pageMeta.protected.heading[language] }),
      ).toBeVisible();
      expect(screen.getByRole('heading', { level: 2, name: home[language] })).toBeVisible();
      const words =
        language === 'en'
          ? 'We are trying to reach you at the times you chose.'
          : 'نحاول التواصل معكم في الأوقات التي اخترتموها.';
      expect(await screen.findByText(words)).toBeVisible();
      const steps = screen.getByRole('list', {
        name: language === 'en' ? 'The steps of an enquiry' : 'مراحل الاستفسار',
      });
      expect(within(steps).getAllByRole('listitem')).toHaveLength(5);
      expect(
        within(steps)
          .getByText(language === 'en' ? 'Reaching you' : 'التواصل معكم')
          .closest('li'),
      ).toHaveAttribute('aria-current', 'step');
    },
  );

  it.each([paths.inbox, paths.accounts, paths.profile])('is sent home from the staff page %s', async (route) => {
    signInFamily();
    renderApp({ route });
    expect(await screen.findByRole('heading', { level: 2, name: home.en })).toBeVisible();
  });

  it('keeps the visitor pages and the cart, and is sent home from /login', async () => {
    signInFamily();
    const fees = renderApp({ route: paths.fees });
    expect(await screen.findByRole('heading', { level: 1, name: pageMeta.fees.heading.en })).toBeVisible();
    fees.unmount();
    const cart = renderApp({ route: paths.cart });
    expect(await screen.findByRole('heading', { level: 1, name: pageMeta.cart.heading.en })).toBeVisible();
    cart.unmount();
    renderApp({ route: paths.login });
    expect(await screen.findByRole('heading', { level: 2, name: home.en })).toBeVisible();
  });

  it('signs out everywhere from its menu: the server is told and nothing of the family stays', async () => {
    const user = userEvent.setup({ delay: null });
    let loggedOut = false;
    server.use(
      http.post(`*${API_PATHS.logout}`, () => {
        loggedOut = true;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    signInFamily();
    renderApp({ route: paths.protected });
    await screen.findByRole('heading', { level: 2, name: home.en });
    await user.click(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('button', { name: 'Log out everywhere' }),
    );
    await screen.findByRole('heading', { level: 1, name: pageMeta.home.heading.en });
    expect(loggedOut).toBe(true);
    expect(useUserStore.getState().family).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('is told its session ended when the server no longer knows it (a 401)', async () => {
    server.use(
      http.get(`*${API_PATHS.familySession}`, () => HttpResponse.json({ error: 'unauthorized' }, { status: 401 })),
    );
    signInFamily();
    renderApp({ route: paths.protected });
    expect(await screen.findByText('You have been logged out')).toBeVisible();
  });
});
