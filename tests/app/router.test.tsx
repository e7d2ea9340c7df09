import { act, screen, signInDemo, waitFor, renderApp } from '../test-utils';
import { paths, pageAccess, type PageId } from '#contracts/routes';
import { pageMeta } from '@/content/page-meta';
import { useUserStore } from '@/stores/use-user-store';
import { notFoundDescription, pageDescriptions } from '../content/page-descriptions';
import { metaContent } from './routes/page-helpers';

const idsWith = (access: string) => (Object.keys(paths) as PageId[]).filter((id) => pageAccess[id] === access);
const visitorPages = idsWith('visitor');
const publicPages = idsWith('public');

// The demo user's token is what the mock navigation answers to.
const logIn = () => signInDemo();

describe('visitor routes (no stored user)', () => {
  it.each([...visitorPages, ...publicPages])(
    '%s shows its heading, document title and description in English',
    async (id) => {
      renderApp({ route: paths[id] });
      expect(await screen.findByRole('heading', { level: 1, name: pageMeta[id].heading.en })).toBeInTheDocument();
      await waitFor(() => expect(document.title).toBe(pageMeta[id].title.en));
      expect(metaContent('description')).toBe(pageDescriptions[id].en);
    },
  );

  it.each([...visitorPages, ...publicPages])(
    '%s shows its heading, document title and description in Arabic',
    async (id) => {
      renderApp({ route: paths[id], language: 'ar' });
      expect(await screen.findByRole('heading', { level: 1, name: pageMeta[id].heading.ar })).toBeInTheDocument();
      await waitFor(() => expect(document.title).toBe(pageMeta[id].title.ar));
      expect(metaContent('description')).toBe(pageDescriptions[id].ar);
    },
  );

  it('sends a visitor who opens /protected to /login', async () => {
    renderApp({ route: paths.protected });
    expect(await screen.findByRole('heading', { level: 1, name: 'Log In' })).toBeInTheDocument();
  });
});

describe('logged-in routes (stored user)', () => {
  it('shows "Protected" on /protected, with its description', async () => {
    logIn();
    renderApp({ route: paths.protected });
    expect(await screen.findByRole('heading', { level: 1, name: 'Protected' })).toBeInTheDocument();
    expect(metaContent('description')).toBe(pageDescriptions.protected.en);
  });

  it.each(visitorPages)('sends a logged-in user who opens %s to /protected', async (id) => {
    logIn();
    renderApp({ route: paths[id] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Protected' })).toBeInTheDocument();
  });

  it.each(publicPages)('still opens the public page %s', async (id) => {
    logIn();
    renderApp({ route: paths[id] });
    expect(await screen.findByRole('heading', { level: 1, name: pageMeta[id].heading.en })).toBeInTheDocument();
  });

  it('switches live: logging out on /protected lands on /login', async () => {
    logIn();
    renderApp({ route: paths.protected });
    await screen.findByRole('heading', { level: 1, name: 'Protected' });
    act(() => useUserStore.getState().clearUser());
    expect(await screen.findByRole('heading', { level: 1, name: 'Log In' })).toBeInTheDocument();
  });
});

describe('404', () => {
  it('shows the spec text in English', async () => {
    renderApp({ route: '/no-such-page' });
    expect(await screen.findByRole('heading', { level: 1, name: '404 Error' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'The page your are looking for cannot be found. It may have been removed, had its name changed, or is temporarily unavailable.',
      ),
    ).toBeInTheDocument();
    expect(document.title).toMatch(/^404 Error \| Page Not Found/);
    expect(metaContent('description')).toBe(notFoundDescription.en);
  });

  it('shows the Arabic body with Arabic-Indic digits in the heading', async () => {
    renderApp({ route: '/treatments/unknown', language: 'ar' });
    expect(await screen.findByRole('heading', { level: 1, name: 'خطأ ٤٠٤' })).toBeInTheDocument();
    // The spec's Arabic sentence first, then what the English says.
    expect(screen.getByText(/^الصفحة غير موجودة\. تعذّر العثور على الصفحة التي تبحث عنها؛/)).toBeInTheDocument();
    expect(metaContent('description')).toBe(notFoundDescription.ar);
  });

  it('is shown to logged-in users too', async () => {
    logIn();
    renderApp({ route: '/nowhere' });
    expect(await screen.findByRole('heading', { level: 1, name: '404 Error' })).toBeInTheDocument();
  });
});
