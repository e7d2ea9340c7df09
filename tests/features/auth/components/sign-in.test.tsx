import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { SignIn } from '@/features/auth/components/sign-in';
import { DEMO_ACCOUNT } from '#contracts/demo';
import { DEMO_USER, MOCK_SECOND_FACTOR } from '@/mocks/handlers/auth';
import { server } from '@/mocks/node';
import { useLanguageStore } from '@/stores/use-language-store';
import { useUserStore } from '@/stores/use-user-store';
import { preloadPage } from '@/app/router';
import { pageMeta } from '@/content/page-meta';
import { act, renderApp, renderWithRouter, screen, waitFor } from '../../../test-utils';

const setupUser = () => userEvent.setup({ delay: null });

/** The password step, as a staff member fills it in, in the current language's wording. */
async function enterPassword(user: ReturnType<typeof setupUser>, email: string, language: 'en' | 'ar' = 'en') {
  await user.click(screen.getByRole('textbox', { name: language === 'en' ? 'Email' : 'البريد الإلكتروني' }));
  await user.paste(email);
  await user.click(screen.getByLabelText(language === 'en' ? /^Password/ : /^كلمة المرور/));
  await user.paste(DEMO_ACCOUNT.password);
  await user.click(screen.getByRole('button', { name: language === 'en' ? 'Log In' : 'تسجيل الدخول' }));
}

describe('SignIn: the code step', () => {
  it('asks for the code after the password, refuses a wrong one, and accepts Arabic-Indic digits', async () => {
    const user = setupUser();
    renderWithRouter(<SignIn />);
    await enterPassword(user, MOCK_SECOND_FACTOR.codeEmail);

    expect(await screen.findByRole('heading', { name: 'Two-step verification' })).toBeVisible();
    const code = screen.getByRole('textbox', { name: 'Verification code' });
    // The step arrives with the server's answer, outside any act(); its focus effect runs just after.
    await waitFor(() => expect(code).toHaveFocus());
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('dir', 'ltr');
    expect(useUserStore.getState().user).toBeNull();

    // A malformed code is checked here, and nothing is sent.
    await user.type(code, '12');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(code).toHaveAccessibleDescription('Enter the 6 digits from your app.');
    expect(code).toHaveFocus();

    await user.clear(code);
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'That code is not correct, or it was used already. Enter the newest code from your app.',
    );
    expect(useUserStore.getState().user).toBeNull();

    await user.clear(code);
    await user.type(code, '١٢٣ ٤٥٦');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    // Back from "Checking…" once the answer is in.
    expect(await screen.findByRole('button', { name: 'Verify' })).toBeEnabled();
    expect(useUserStore.getState().user).toEqual(DEMO_USER);
  });

  it('takes a recovery code instead, in Arabic', async () => {
    const user = setupUser();
    act(() => useLanguageStore.setState({ chosen: 'ar' }));
    renderWithRouter(<SignIn />);
    await enterPassword(user, MOCK_SECOND_FACTOR.codeEmail, 'ar');

    expect(await screen.findByRole('heading', { name: 'التحقق بخطوتين' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'استخدام رمز استرداد بدلًا من ذلك' }));
    const recovery = screen.getByRole('textbox', { name: 'رمز الاسترداد' });
    expect(recovery).toHaveFocus();
    expect(recovery).not.toHaveAttribute('inputmode', 'numeric');
    await user.type(recovery, 'abcd');
    await user.keyboard('{Enter}');
    expect(recovery).toHaveAccessibleDescription('أدخل رمز الاسترداد كاملًا: ١٢ حرفًا ورقمًا.');

    await user.clear(recovery);
    await user.type(recovery, MOCK_SECOND_FACTOR.recoveryCode.toLowerCase());
    await user.click(screen.getByRole('button', { name: 'تحقّق' }));
    await waitFor(() => expect(useUserStore.getState().user).toEqual(DEMO_USER));
    // Signed in: the account's own language from here on.
    expect(useLanguageStore.getState().chosen).toBe(DEMO_USER.language);
  });

  it('goes back to the password, and says why, when the sign-in timed out', async () => {
    const user = setupUser();
    server.use(http.post('*/api/login/code', () => HttpResponse.json({ error: 'sign_in_expired' }, { status: 401 })));
    renderWithRouter(<SignIn />);
    await enterPassword(user, MOCK_SECOND_FACTOR.codeEmail);
    await user.type(await screen.findByRole('textbox', { name: 'Verification code' }), MOCK_SECOND_FACTOR.code);
    await user.keyboard('{Enter}');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your login has ended: it timed out, or a wrong code was entered too many times. Enter your email and password again.',
    );
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeVisible();
    expect(useUserStore.getState().user).toBeNull();
  });
});

describe('SignIn: an account without two-step verification', () => {
  it('refuses the password alone and says the setup needs a one-time link from an administrator, in either language', async () => {
    const user = setupUser();
    renderWithRouter(<SignIn />);
    await enterPassword(user, MOCK_SECOND_FACTOR.enrolEmail);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not log in');
    expect(alert).toHaveTextContent('It is set up only from a one-time link');
    expect(screen.queryByRole('heading', { name: 'Set up two-step verification' })).toBeNull();
    expect(useUserStore.getState().user).toBeNull();

    act(() => useLanguageStore.setState({ chosen: 'ar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('اطلب منه رابطًا جديدًا');
  });
});

describe('SignIn: the account’s language', () => {
  // The pages and the layout it passes through, transformed before the test's clock starts.
  beforeAll(
    () => Promise.all([preloadPage('/login'), preloadPage('/protected'), import('@/app/layouts/logged-in-layout')]),
    60_000,
  );

  it('keeps the visitor’s Arabic until sign-in, then opens /protected in the account’s English', async () => {
    const user = setupUser();
    renderApp({ route: '/login', language: 'ar' });
    expect(await screen.findByRole('heading', { level: 1, name: 'تسجيل الدخول' })).toBeInTheDocument();
    await enterPassword(user, MOCK_SECOND_FACTOR.codeEmail, 'ar');
    // The code step still reads in the visitor's language.
    const code = await screen.findByRole('textbox', { name: 'رمز التحقق' });
    expect(useLanguageStore.getState().chosen).toBe('ar');
    await user.type(code, MOCK_SECOND_FACTOR.code);
    await user.click(screen.getByRole('button', { name: 'تحقّق' }));

    expect(await screen.findByRole('heading', { level: 1, name: pageMeta.protected.heading.en })).toBeInTheDocument();
    expect(useLanguageStore.getState().chosen).toBe(DEMO_USER.language);
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  });
});
