import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { LoginForm } from '@/features/auth/components/login-form';
import { DEMO_ACCOUNT } from '#contracts/demo';
import { DEMO_USER } from '@/mocks/handlers/auth';
import { server } from '@/mocks/node';
import { useLanguageStore } from '@/stores/use-language-store';
import { useUserStore } from '@/stores/use-user-store';
import { act, renderWithRouter, screen, waitFor } from '../../../test-utils';
import { recordRequests } from '../../../sent-requests';

const setupUser = () => userEvent.setup({ delay: null });
/** The demo account signs in at its password: these tests never reach the second factor. */
const noSecondFactor = () => {};

const fields = {
  email: () => screen.getByRole('textbox', { name: 'Email' }),
  password: () => screen.getByLabelText(/^Password/),
  submit: () => screen.getByRole('button', { name: 'Log In' }),
};

describe('LoginForm', () => {
  it('checks each field when it is left, in the page language', async () => {
    const user = setupUser();
    renderWithRouter(<LoginForm onSecondFactor={noSecondFactor} />);
    expect(fields.email()).toBeRequired();
    expect(fields.password()).toBeRequired();

    await user.click(fields.email());
    await user.tab();
    expect(fields.email()).toHaveAttribute('aria-invalid', 'true');
    expect(fields.email()).toHaveAccessibleDescription('Enter your email address.');

    await user.click(fields.email());
    await user.paste('layla@');
    await user.tab();
    expect(fields.email()).toHaveAccessibleDescription('Enter an email address like name@example.com.');

    act(() => useLanguageStore.setState({ chosen: 'ar' }));
    const email = screen.getByRole('textbox', { name: 'البريد الإلكتروني' });
    expect(email).toHaveAccessibleDescription('أدخل بريدًا إلكترونيًا صحيحًا مثل name@example.com.');
    // The address keeps its left-to-right order inside the Arabic sentence.
    expect(screen.getByText('name@example.com')).toHaveAttribute('dir', 'ltr');
  });

  it('on submit with a problem, sends nothing and moves focus to the first field to fix', async () => {
    const user = setupUser();
    let calls = 0;
    server.use(
      http.post('*/api/login', () => {
        calls += 1;
        return undefined;
      }),
    );
    renderWithRouter(<LoginForm onSecondFactor={noSecondFactor} />);
    await user.click(fields.email());
    await user.paste(DEMO_ACCOUNT.email);
    await user.click(fields.submit());
    expect(fields.password()).toHaveFocus();
    expect(fields.password()).toHaveAccessibleDescription('Enter your password.');
    expect(calls).toBe(0);
  });

  it('says why sign-in failed and keeps what was typed', async () => {
    const user = setupUser();
    renderWithRouter(<LoginForm onSecondFactor={noSecondFactor} />);
    await user.click(fields.email());
    await user.paste(DEMO_ACCOUNT.email);
    await user.click(fields.password());
    await user.paste('wrong');
    await user.click(fields.submit());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not log in');
    expect(alert).toHaveTextContent('Wrong email or password.');
    expect(fields.email()).toHaveValue(DEMO_ACCOUNT.email);
    expect(fields.password()).toHaveValue('wrong');
    expect(useUserStore.getState().user).toBeNull();
  });

  it.each(['en', 'ar'] as const)(
    'sends the page’s language with the password, for an account that never chose one (%s)',
    async (language) => {
      const user = setupUser();
      act(() => useLanguageStore.setState({ chosen: language }));
      const sent = recordRequests(({ path, body }) => (path === '/api/login' ? body : undefined));
      const { container } = renderWithRouter(<LoginForm onSecondFactor={noSecondFactor} />);
      await user.click(screen.getByRole('textbox'));
      await user.paste(DEMO_ACCOUNT.email);
      await user.click(container.querySelector('input[type="password"]')!);
      await user.paste(DEMO_ACCOUNT.password);
      await user.keyboard('{Enter}');
      await waitFor(() => expect(useUserStore.getState().user).not.toBeNull());
      expect(sent).toEqual([{ email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password, language }]);
    },
  );

  it('shows progress while signing in, sends once, and stores the user', async () => {
    const user = setupUser();
    let calls = 0;
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.post('*/api/login', async () => {
        calls += 1;
        await held;
        return HttpResponse.json({ user: DEMO_USER });
      }),
    );
    renderWithRouter(<LoginForm onSecondFactor={noSecondFactor} />);
    await user.click(fields.email());
    await user.paste(DEMO_ACCOUNT.email);
    await user.click(fields.password());
    await user.paste(DEMO_ACCOUNT.password);
    await user.keyboard('{Enter}');

    const button = await screen.findByRole('button', { name: 'Logging in…' });
    expect(button).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(calls).toBe(1);

    await act(async () => {
      release();
      await held;
    });
    await waitFor(() => expect(useUserStore.getState().user).toEqual(DEMO_USER));
    expect(calls).toBe(1);
  });
});
