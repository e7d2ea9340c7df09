import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { preloadPage } from '@/app/router';
import { pageMeta } from '@/content/page-meta';
import { DEMO_ACCOUNT } from '#contracts/demo';
import { DEMO_USER, MOCK_SECOND_FACTOR } from '@/mocks/handlers/auth';
import { server } from '@/mocks/node';
import { useLanguageStore } from '@/stores/use-language-store';
import { useUserStore } from '@/stores/use-user-store';
import { renderApp, screen, waitFor, within } from '../../../test-utils';
import { recordRequests } from '../../../sent-requests';

const setupUser = () => userEvent.setup({ delay: null });
const TOKEN = MOCK_SECOND_FACTOR.enrolmentLinkToken;

/** Opens `/enrol#token` as a link does: the fragment is in the browser's address, which the page reads. */
function openLink(token: string | null, language?: 'ar' | 'en') {
  window.history.replaceState(null, '', token === null ? '/enrol' : `/enrol#${token}`);
  return renderApp({ route: '/enrol', language });
}

/** The requests the page sends to the enrolment link's API, in order. */
const recordLinkCalls = () =>
  recordRequests(({ path, body }) => (path.startsWith('/api/login/enrolment-link') ? { path, body } : undefined));

const INVALID_EN =
  'This link to set up two-step verification is no longer valid: ask your administrator for a new one.';
const INVALID_AR = 'رابط إعداد التحقق بخطوتين هذا لم يعد صالحًا: اطلب من مسؤول النظام رابطًا جديدًا.';

// The chunks these tests open, transformed once before the first test's clock starts.
beforeAll(
  () => Promise.all([preloadPage('/enrol'), preloadPage('/protected'), import('@/app/layouts/logged-in-layout')]),
  60_000,
);
afterEach(() => window.history.replaceState(null, '', '/'));

describe('the enrolment link’s page', () => {
  it('takes the token out of the address at once, and says in both languages that an unknown link is not valid', async () => {
    const calls = recordLinkCalls();
    const unknown = 'x'.repeat(43);
    openLink(unknown);
    expect(await screen.findByText(INVALID_EN)).toBeInTheDocument();
    expect(screen.getByText(INVALID_AR).closest('[lang]')).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('alert')).toHaveTextContent('A link works once, within 72 hours');
    expect(screen.getByRole('alert')).toHaveTextContent('خلال ٧٢ ساعة');
    expect(calls).toEqual([{ path: '/api/login/enrolment-link', body: { token: unknown } }]);
    expect(window.location.hash).toBe('');
    expect(window.location.href).not.toContain(unknown);
    expect(sessionStorage.length).toBe(0);
  });

  it('says the same, without asking the server, when the address has no token', async () => {
    const calls = recordLinkCalls();
    openLink(null, 'ar');
    expect(await screen.findByText(INVALID_AR)).toBeInTheDocument();
    expect(screen.getByText(INVALID_EN).closest('[lang]')).toHaveAttribute('dir', 'ltr');
    expect(calls).toEqual([]);
  });

  it('asks the password (the link alone is not enough), then enrols: QR code, key, first code, recovery codes', async () => {
    const user = setupUser();
    const calls = recordLinkCalls();
    openLink(TOKEN, 'en');

    const greeting = await screen.findByRole('heading', { name: `Hello, ${DEMO_USER.name}` });
    await waitFor(() => expect(greeting).toHaveFocus());
    expect(window.location.hash).toBe('');
    expect(screen.getByText(MOCK_SECOND_FACTOR.enrolEmail)).toHaveAttribute('dir', 'ltr');

    const password = screen.getByLabelText(/^Your password/);
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(password).toHaveAccessibleDescription('Enter your password.');
    expect(password).toHaveFocus();

    await user.click(password);
    await user.paste('not the password');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That password is not correct.');
    expect(screen.queryByRole('heading', { name: 'Set up two-step verification', level: 2 })).toBeNull();

    await user.clear(password);
    await user.paste(DEMO_ACCOUNT.password);
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    // The sign-in's own enrolment.
    expect(await screen.findByRole('heading', { name: 'Set up two-step verification', level: 2 })).toBeVisible();
    const qr = await screen.findByRole('img', { name: 'QR code for your authenticator app' });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toHaveAttribute('dir', 'ltr');
    // On a phone the app opens from a link instead of the QR code it cannot scan.
    expect(screen.getByRole('link', { name: 'On this phone? Add to your authenticator app' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^otpauth:\/\/totp\/.+secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP/),
    );
    expect(calls.map((call) => call.path)).toEqual([
      '/api/login/enrolment-link',
      '/api/login/enrolment-link/accept',
      '/api/login/enrolment-link/accept',
    ]);

    await user.type(screen.getByRole('textbox', { name: 'Verification code' }), MOCK_SECOND_FACTOR.code);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    const list = await screen.findByRole('list', { name: 'Your recovery codes' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(useUserStore.getState().user).toBeNull();
    await user.click(screen.getByRole('button', { name: 'I have saved them, continue' }));
    expect(await screen.findByRole('heading', { level: 1, name: pageMeta.protected.heading.en })).toBeInTheDocument();
    expect(useUserStore.getState().user).toEqual(DEMO_USER);
  });

  it('greets an Arabic account in Arabic, right to left, with the address and the password kept left to right', async () => {
    server.use(
      http.post('/api/login/enrolment-link', () =>
        HttpResponse.json({ name: 'مريم الكعبي', email: 'mariam@sakinawellness.com', language: 'ar' }),
      ),
    );
    openLink(TOKEN, 'en');
    expect(await screen.findByRole('heading', { name: 'أهلًا بك يا مريم الكعبي' })).toBeVisible();
    expect(useLanguageStore.getState().chosen).toBe('ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(screen.getByText('mariam@sakinawellness.com')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByLabelText(/^كلمة مرورك/)).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('button', { name: 'متابعة' })).toBeVisible();
  });
});
