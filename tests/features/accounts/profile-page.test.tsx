import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { DEMO_ACCOUNT } from '#contracts/demo';
import { preloadPage } from '@/app/router';
import { server } from '@/mocks/node';
import { useLanguageStore } from '@/stores/use-language-store';
import { useUserStore } from '@/stores/use-user-store';
import { renderApp, screen, signInDemo, waitFor, within } from '../../test-utils';
import { recordRequests } from '../../sent-requests';

const setupUser = () => userEvent.setup({ delay: null });

/** Puts `value` in a field in one go, as pasting or a password manager does (typing key by key is slow here). */
async function fill(user: ReturnType<typeof setupUser>, field: HTMLElement, value: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(value);
}

/** The bodies the page sends to one address. */
const recordBodies = (method: string, path: string) =>
  recordRequests((sent) => (sent.method === method && sent.path === path ? sent.body : undefined));

const openProfile = async (language?: 'ar' | 'en') => {
  signInDemo();
  renderApp({ route: '/protected/profile', language });
  // The first render loads the layout, the navigation and the profile.
  await screen.findByRole('heading', { level: 2, name: language === 'ar' ? 'بياناتك' : 'Your details' });
};

const card = (name: string) => screen.getByRole('region', { name });

// The page's chunk and the logged-in layout's, transformed once before the first test's clock starts.
beforeAll(
  () =>
    Promise.all([preloadPage('/protected/profile'), preloadPage('/login'), import('@/app/layouts/logged-in-layout')]),
  60_000,
);

// Whole-app flows: room for a loaded machine.
describe('my account: name and language', () => {
  it('shows the email, the role in words and the last log-in, and saves the name', async () => {
    const user = setupUser();
    const bodies = recordBodies('PATCH', '/api/profile');
    await openProfile();
    const details = card('Your details');
    expect(within(details).getByText(DEMO_ACCOUNT.email)).toHaveAttribute('dir', 'ltr');
    expect(within(details).getByText('Administrator')).toBeInTheDocument();
    expect(within(details).getByText(/\d{4}/)).toBeInTheDocument();

    const name = within(details).getByRole('textbox', { name: /^Your name/ });
    expect(name).toHaveValue(DEMO_ACCOUNT.name);
    expect(name).toHaveAttribute('autocomplete', 'name');
    await user.clear(name);
    await user.click(within(details).getByRole('button', { name: 'Save name' }));
    expect(name).toHaveAccessibleDescription(/Enter your name\.$/);
    expect(name).toHaveFocus();
    expect(bodies).toEqual([]);

    await fill(user, name, 'Hessa Al Mansoori');
    await user.click(within(details).getByRole('button', { name: 'Save name' }));
    expect(await within(details).findByText('Your name is saved.')).toBeInTheDocument();
    expect(bodies).toEqual([{ name: 'Hessa Al Mansoori' }]);
    expect(useUserStore.getState().user?.name).toBe('Hessa Al Mansoori');
  });

  it('saves the language on the account and turns the app to it', async () => {
    const user = setupUser();
    const bodies = recordBodies('PATCH', '/api/profile');
    await openProfile();
    const language = card('Language of the staff area');
    await user.selectOptions(within(language).getByRole('combobox', { name: 'Language' }), 'ar');
    await user.click(within(language).getByRole('button', { name: 'Save language' }));

    expect(await screen.findByText('أصبحت مساحة الفريق تُفتح باللغة العربية.')).toBeInTheDocument();
    expect(bodies).toEqual([{ language: 'ar' }]);
    expect(useLanguageStore.getState().chosen).toBe('ar');
    expect(useUserStore.getState().user?.language).toBe('ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('heading', { level: 2, name: 'لغة مساحة الفريق' })).toBeInTheDocument();
  });
});

// Whole-app flows: room for a loaded machine.
describe('my account: the password', () => {
  it('checks the new password before sending: too short, then not the same twice', async () => {
    const user = setupUser();
    const bodies = recordBodies('POST', '/api/profile/password');
    await openProfile();
    const password = card('Password');
    const current = within(password).getByLabelText(/^Current password/);
    const next = within(password).getByLabelText(/^New password/);
    const confirm = within(password).getByLabelText(/^Confirm the new password/);
    expect(current).toHaveAttribute('autocomplete', 'current-password');
    expect(next).toHaveAttribute('autocomplete', 'new-password');
    expect(confirm).toHaveAttribute('autocomplete', 'new-password');
    expect(next).toHaveAccessibleDescription(/^At least 12 characters\./);

    await fill(user, current, DEMO_ACCOUNT.password);
    await fill(user, next, 'too short');
    await fill(user, confirm, 'too short');
    await user.click(within(password).getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(next).toHaveFocus());
    expect(next).toHaveAccessibleDescription(/Use at least 12 characters\.$/);

    await fill(user, next, 'a calm and long passphrase');
    await fill(user, confirm, 'a calm and long passphrase!');
    await user.click(within(password).getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(confirm).toHaveFocus());
    expect(confirm).toHaveAccessibleDescription('The two passwords are not the same.');
    expect(bodies).toEqual([]);
  });

  it('says at the field when the current password is wrong (403), then changes it', async () => {
    const user = setupUser();
    const bodies = recordBodies('POST', '/api/profile/password');
    await openProfile();
    const password = card('Password');
    const current = within(password).getByLabelText(/^Current password/);
    await fill(user, current, 'not my password');
    await fill(user, within(password).getByLabelText(/^New password/), 'a calm and long passphrase');
    await fill(user, within(password).getByLabelText(/^Confirm the new password/), 'a calm and long passphrase');
    await user.click(within(password).getByRole('button', { name: 'Change password' }));

    await waitFor(() => expect(current).toHaveAccessibleDescription('Your current password is not correct.'));
    await waitFor(() => expect(current).toHaveFocus());
    // What was typed stays.
    expect(within(password).getByLabelText(/^New password/)).toHaveValue('a calm and long passphrase');

    await fill(user, current, DEMO_ACCOUNT.password);
    await user.click(within(password).getByRole('button', { name: 'Change password' }));
    expect(await within(password).findByText(/^Your password is changed\./)).toBeInTheDocument();
    expect(bodies).toEqual([
      { currentPassword: 'not my password', newPassword: 'a calm and long passphrase' },
      { currentPassword: DEMO_ACCOUNT.password, newPassword: 'a calm and long passphrase' },
    ]);
    expect(within(password).getByLabelText(/^New password/)).toHaveValue('');
  });
});

// Whole-app flows: room for a loaded machine.
describe('my account: two-step verification', () => {
  it('explains the reset, refuses a wrong password, then logs out to the enrolment link’s page', async () => {
    const user = setupUser();
    const bodies = recordBodies('POST', '/api/profile/second-factor');
    await openProfile();
    const section = card('Two-step verification');
    expect(section).toHaveTextContent('Set up: each log-in asks for a code from your authenticator app.');
    expect(section).toHaveTextContent('you will be logged out and taken straight to set it up again');
    const current = within(section).getByLabelText(/^Current password/);
    expect(current).toHaveAttribute('autocomplete', 'current-password');

    await user.click(within(section).getByRole('button', { name: 'Reset and log out' }));
    expect(current).toHaveAccessibleDescription(/Enter your current password\.$/);
    expect(bodies).toEqual([]);

    await fill(user, current, 'wrong password');
    await user.click(within(section).getByRole('button', { name: 'Reset and log out' }));
    await waitFor(() => expect(current).toHaveAccessibleDescription(/Your current password is not correct\.$/));
    expect(useUserStore.getState().user).not.toBeNull();

    await fill(user, current, DEMO_ACCOUNT.password);
    await user.click(within(section).getByRole('button', { name: 'Reset and log out' }));
    // The link the server answered: the page asks the password again before the new phone is set up.
    expect(await screen.findByRole('heading', { level: 1, name: 'Set up two-step verification' })).toBeInTheDocument();
    expect(await screen.findByLabelText(/^Your password/)).toBeVisible();
    expect(useUserStore.getState().user).toBeNull();
    expect(bodies.at(-1)).toEqual({ currentPassword: DEMO_ACCOUNT.password });
  });

  it('says when the server cannot be reached, in Arabic', async () => {
    const user = setupUser();
    server.use(http.post('*/api/profile/second-factor', () => HttpResponse.error()));
    await openProfile('ar');
    const section = card('التحقق بخطوتين');
    await fill(user, within(section).getByLabelText(/^كلمة المرور الحالية/), DEMO_ACCOUNT.password);
    await user.click(within(section).getByRole('button', { name: 'إعادة الضبط وتسجيل الخروج' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent('تعذّر الاتصال بالخادم.');
    expect(useUserStore.getState().user).not.toBeNull();
  });
});
