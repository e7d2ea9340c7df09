import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { preloadPage } from '@/app/router';
import { pageMeta } from '@/content/page-meta';
import { MOCK_INVITATION } from '@/mocks/handlers/accounts';
import { MOCK_SECOND_FACTOR } from '@/mocks/handlers/auth';
import { server } from '@/mocks/node';
import { useLanguageStore } from '@/stores/use-language-store';
import { useUserStore } from '@/stores/use-user-store';
import { renderApp, screen, signInDemo, waitFor, within } from '../../../test-utils';
import { recordRequests } from '../../../sent-requests';

const setupUser = () => userEvent.setup({ delay: null });
type User = ReturnType<typeof setupUser>;

/** Puts `value` in a field as a password manager would: in one go (typing it key by key is slow here). */
async function fill(user: User, field: HTMLElement, value: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(value);
}

/** Opens `/join#token` as a link does: the fragment is in the browser's address, which the page reads. */
function openJoin(token: string | null, language?: 'ar' | 'en') {
  window.history.replaceState(null, '', token === null ? '/join' : `/join#${token}`);
  return renderApp({ route: '/join', language });
}

/** The requests the page sends to the invitation's API, in order. */
const recordJoinCalls = () =>
  recordRequests(({ path, body }) => (path.startsWith('/api/join') ? { path, body } : undefined));

const INVALID_EN = 'This invitation link is no longer valid: ask your administrator for a new one.';
const INVALID_AR = 'رابط الدعوة هذا لم يعد صالحًا: اطلب من مسؤول النظام رابطًا جديدًا.';

// The chunks these tests open, transformed once before the first test's clock starts.
beforeAll(
  () => Promise.all([preloadPage('/join'), preloadPage('/protected'), import('@/app/layouts/logged-in-layout')]),
  60_000,
);
afterEach(() => window.history.replaceState(null, '', '/'));

// Whole-app flows: room for a loaded machine.
describe('the invitation page', () => {
  it('takes the token out of the address at once, and says in both languages that an unknown one is not valid', async () => {
    const calls = recordJoinCalls();
    const unknown = 'x'.repeat(43);
    openJoin(unknown);
    expect(await screen.findByText(INVALID_EN)).toBeInTheDocument();
    expect(screen.getByText(INVALID_AR).closest('[lang]')).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('alert')).toHaveTextContent('An invitation link works once, within 24 hours');
    expect(calls).toEqual([{ path: '/api/join', body: { token: unknown } }]);
    // Neither the address bar nor the history entry keeps it.
    expect(window.location.hash).toBe('');
    expect(window.location.pathname).toBe('/join');
    expect(window.location.href).not.toContain(unknown);
    // A refused token is not kept for later either.
    expect(sessionStorage.length).toBe(0);
  });

  it('says the same, without asking the server, when the address has no token', async () => {
    const calls = recordJoinCalls();
    openJoin(null, 'ar');
    expect(await screen.findByText(INVALID_AR)).toBeInTheDocument();
    expect(screen.getByText(INVALID_EN).closest('[lang]')).toHaveAttribute('dir', 'ltr');
    expect(calls).toEqual([]);
  });

  it('greets in the invitation’s language, sets the password, enrols, and signs the new member in', async () => {
    const user = setupUser();
    const calls = recordJoinCalls();
    openJoin(MOCK_INVITATION.token, 'en');

    const welcome = await screen.findByRole('heading', { name: 'أهلًا بك يا ليلى حداد' });
    await waitFor(() => expect(welcome).toHaveFocus());
    expect(useLanguageStore.getState().chosen).toBe('ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(window.location.hash).toBe('');
    expect(screen.getByText('layla@sakinawellness.com')).toHaveAttribute('dir', 'ltr');

    const password = screen.getByLabelText(/^كلمة المرور الجديدة/);
    const confirm = screen.getByLabelText(/^تأكيد كلمة المرور الجديدة/);
    expect(password).toHaveAttribute('autocomplete', 'new-password');
    expect(password).toHaveAccessibleDescription(/^لا تقل عن ١٢ حرفًا\./);

    // Checked before anything is sent: too short, then not the same twice.
    await fill(user, password, 'short');
    await user.click(screen.getByRole('button', { name: 'حفظ كلمة المرور' }));
    expect(password).toHaveAccessibleDescription(/استخدم ١٢ حرفًا على الأقل\.$/);
    expect(password).toHaveFocus();
    await fill(user, password, 'a calm and long passphrase');
    await fill(user, confirm, 'a calm and long passphrase.');
    await user.click(screen.getByRole('button', { name: 'حفظ كلمة المرور' }));
    expect(confirm).toHaveAccessibleDescription('كلمتا المرور غير متطابقتين.');
    expect(confirm).toHaveFocus();
    expect(calls).toHaveLength(1);

    await fill(user, confirm, 'a calm and long passphrase');
    await user.click(screen.getByRole('button', { name: 'حفظ كلمة المرور' }));

    // The sign-in's own enrolment.
    expect(await screen.findByRole('heading', { name: 'إعداد التحقق بخطوتين' })).toBeVisible();
    expect(calls).toEqual([
      { path: '/api/join', body: { token: MOCK_INVITATION.token } },
      { path: '/api/join/accept', body: { token: MOCK_INVITATION.token, password: 'a calm and long passphrase' } },
    ]);
    await fill(user, await screen.findByRole('textbox', { name: 'رمز التحقق' }), MOCK_SECOND_FACTOR.code);
    await user.click(screen.getByRole('button', { name: 'تأكيد' }));
    await user.click(await screen.findByRole('button', { name: 'حفظتُ الرموز، متابعة' }));

    // Signed in as the new member, in their language, on /protected.
    expect(await screen.findByRole('heading', { level: 1, name: pageMeta.protected.heading.ar })).toBeInTheDocument();
    expect(useUserStore.getState().user).toMatchObject({
      name: 'ليلى حداد',
      email: 'layla@sakinawellness.com',
      role: 'admissions',
      language: 'ar',
    });
    expect(sessionStorage.length).toBe(0);
  });

  it('says so when the invitation stopped working before the password was sent', async () => {
    const user = setupUser();
    server.use(
      http.post('*/api/join/accept', () => HttpResponse.json({ error: 'invitation_invalid' }, { status: 404 })),
    );
    openJoin(MOCK_INVITATION.token);
    await screen.findByRole('heading', { name: 'أهلًا بك يا ليلى حداد' });
    await fill(user, screen.getByLabelText(/^كلمة المرور الجديدة/), 'a calm and long passphrase');
    await fill(user, screen.getByLabelText(/^تأكيد كلمة المرور الجديدة/), 'a calm and long passphrase');
    await user.click(screen.getByRole('button', { name: 'حفظ كلمة المرور' }));
    expect(await screen.findByText(INVALID_AR)).toBeInTheDocument();
    expect(screen.getByText(INVALID_EN)).toBeInTheDocument();
  });

  it('does not replace a session open on this device: it offers to log out first, then carries on', async () => {
    const user = setupUser();
    const calls = recordJoinCalls();
    signInDemo();
    openJoin(MOCK_INVITATION.token);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('You are logged in as Demo Staff. Log out to accept this invitation.');
    expect(alert).toHaveTextContent(
      'An invitation opens a new account: it never replaces the one in use on this device.',
    );
    expect(calls).toEqual([]);
    expect(window.location.hash).toBe('');
    expect(within(alert).getByRole('link', { name: 'Back to the staff area' })).toHaveAttribute('href', '/protected');

    await user.click(within(alert).getByRole('button', { name: 'Log out' }));
    // The token was kept in this tab only: the invitation opens once the other session is gone.
    expect(await screen.findByRole('heading', { name: 'أهلًا بك يا ليلى حداد' })).toBeInTheDocument();
    expect(useUserStore.getState().user).toBeNull();
  });
});
