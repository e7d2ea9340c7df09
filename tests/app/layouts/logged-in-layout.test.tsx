import { act, screen, signInDemo, waitFor, within, renderApp } from '../../test-utils';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { useUserStore } from '@/stores/use-user-store';
import { useCartStore } from '@/features/cart/stores/use-cart-store';
import { navigationPayload } from '@/mocks/handlers/navigation';
import { DEMO_USER as DEMO_USER_PROFILE } from '@/mocks/handlers/auth';
import { endMockSession, hasMockSession } from '@/mocks/session';
import { server } from '@/mocks/node';
import { signInFamily } from '../../features/family/sign-in-family';

const answerNavigation = (answer: () => Response | Promise<Response>) =>
  server.use(http.get('*/ui/protected/nav', answer));

const logInAndOpen = (route = '/protected', language?: 'ar' | 'en') => {
  signInDemo();
  return renderApp({ route, language });
};

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });

describe('logged-in layout', () => {
  it('shows the spinner while the navigation loads, then the server menu', async () => {
    answerNavigation(async () => {
      await delay(300);
      return HttpResponse.json(navigationPayload);
    });
    logInAndOpen();
    expect(await screen.findByRole('status')).toHaveTextContent('Loading');
    expect(await screen.findByRole('heading', { level: 1, name: 'Protected' })).toBeInTheDocument();
    expect(within(mainNav()).getByRole('link', { name: /Admissions Inbox/ })).toHaveAttribute(
      'href',
      '/protected/inbox',
    );
    expect(within(mainNav()).getByRole('button', { name: 'Administration' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows "Error: Internal Server Error" with Try again and Log out for a 500', async () => {
    let calls = 0;
    answerNavigation(() => {
      calls += 1;
      return new HttpResponse(null, { status: 500, statusText: 'Internal Server Error' });
    });
    logInAndOpen();
    expect(await screen.findByText('Error: Internal Server Error')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Error' })).toBeInTheDocument();
    expect(calls).toBe(3);

    answerNavigation(() => HttpResponse.json(navigationPayload));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Protected' })).toBeInTheDocument();
  });

  it('does not retry a 404 and names it', async () => {
    let calls = 0;
    answerNavigation(() => {
      calls += 1;
      return new HttpResponse(null, { status: 404, statusText: 'Not Found' });
    });
    logInAndOpen();
    expect(await screen.findByText('Error: Not Found')).toBeInTheDocument();
    expect(calls).toBe(1);
  });

  it('names the failed status in Arabic words on the Arabic error screen', async () => {
    answerNavigation(() => new HttpResponse(null, { status: 404, statusText: 'Not Found' }));
    logInAndOpen('/protected', 'ar');
    expect(await screen.findByText('خطأ: العنوان غير موجود')).toBeInTheDocument();
    expect(screen.queryByText(/Not Found/)).toBeNull();
    expect(screen.getByRole('button', { name: 'إعادة المحاولة' })).toBeInTheDocument();
  });

  it('says so clearly when the server cannot be reached, in Arabic too', async () => {
    answerNavigation(() => HttpResponse.error());
    logInAndOpen('/protected', 'ar');
    expect(await screen.findByText(/تعذّر الاتصال بالخادم/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'تسجيل الخروج' })).toBeInTheDocument();
  });

  it('shows the error screen for an invalid payload', async () => {
    answerNavigation(() => HttpResponse.json({ navbarMenu: 'nope' }));
    logInAndOpen();
    expect(await screen.findByText('The menu we received from the server is not valid.')).toBeInTheDocument();
  });

  it('drops a bad item and never renders an unsafe link, but keeps the rest', async () => {
    answerNavigation(() =>
      HttpResponse.json({
        navbarMenu: [
          { id: 'ok', title: { en: 'Fine', ar: 'سليم' }, to: '/protected', icon: 'no-such-icon' },
          { id: 'evil', title: { en: 'Evil', ar: 'شرير' }, to: 'javascript:alert(1)' },
          { id: 'away', title: { en: 'Away', ar: 'بعيد' }, to: '//evil.example' },
          { id: 'broken', title: 42 },
          { id: 'odd', title: { en: 'Odd action', ar: 'إجراء غريب' }, action: 'formatDisk', to: '/cart' },
        ],
        drawerMenu: [],
        tabbar: [],
      }),
    );
    logInAndOpen();
    await screen.findByRole('heading', { level: 1, name: 'Protected' });
    expect(within(mainNav()).getByRole('link', { name: 'Fine' })).toBeInTheDocument();
    expect(within(mainNav()).getByRole('link', { name: 'Odd action' })).toHaveAttribute('href', '/cart');
    expect(screen.queryByText('Evil')).toBeNull();
    expect(screen.queryByText('Away')).toBeNull();
    for (const link of screen.getAllByRole('link')) {
      expect(link.getAttribute('href')).not.toMatch(/^(javascript:|\/\/)/i);
    }
  });

  it.each([
    ['en', { main: 'Main', account: 'Account', profile: 'My Account', logout: 'Log out', other: /العربية/ }],
    ['ar', { main: 'القائمة الرئيسية', account: 'الحساب', profile: 'حسابي', logout: 'تسجيل الخروج', other: /English/ }],
  ] as const)('holds one account menu in the top bar, and no control twice (%s)', async (language, words) => {
    const user = userEvent.setup();
    logInAndOpen('/protected', language);
    await screen.findByRole('heading', { level: 1 });
    // The site's header comes first; a page may have a banner of its own.
    const banner = screen.getAllByRole('banner')[0]!;
    const names = [...within(banner).getAllByRole('link'), ...within(banner).getAllByRole('button')].map(
      (control) => control.getAttribute('aria-label') ?? control.textContent,
    );
    expect(new Set(names).size).toBe(names.length);
    // The bar's own toggles give way to the menu's entries.
    expect(within(banner).queryByRole('button', { name: words.other })).toBeNull();
    expect(within(banner).queryByRole('button', { name: /dark mode|الوضع الداكن/ })).toBeNull();

    const nav = within(screen.getByRole('navigation', { name: words.main }));
    const trigger = nav.getByRole('button', { name: words.account });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    trigger.focus();
    await user.keyboard('{Enter}');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(nav.getByRole('link', { name: words.profile })).toHaveFocus());
    expect(nav.getByRole('link', { name: words.profile })).toHaveAttribute('href', '/protected/profile');
    expect(nav.getByRole('button', { name: words.other })).toBeInTheDocument();
    expect(nav.getByRole('button', { name: words.logout })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveFocus();
    await user.keyboard(' ');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(nav.getByRole('link', { name: words.profile })).toHaveFocus());
  });

  it('switches the colour scheme and the language from the account menu, which then closes on its button', async () => {
    const user = userEvent.setup();
    logInAndOpen();
    await screen.findByRole('heading', { level: 1, name: 'Protected' });
    const trigger = within(mainNav()).getByRole('button', { name: 'Account' });
    await user.click(trigger);
    await user.click(within(mainNav()).getByRole('button', { name: 'Color Scheme' }));
    expect(document.documentElement).toHaveClass('dark');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveFocus();
    await user.click(trigger);
    await user.click(within(mainNav()).getByRole('button', { name: /Language/ }));
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(await screen.findByRole('heading', { level: 1, name: 'منطقة محمية' })).toBeInTheDocument();
  });

  it('logs out: clears the user, drops the navigation and returns to the visitor home', async () => {
    const user = userEvent.setup();
    let calls = 0;
    answerNavigation(() => {
      calls += 1;
      return HttpResponse.json(navigationPayload);
    });
    logInAndOpen();
    await screen.findByRole('heading', { level: 1, name: 'Protected' });
    // Its danger colour is checked in a browser: tests/e2e/logged-in.spec.ts.
    await user.click(within(mainNav()).getByRole('button', { name: 'Account' }));
    await user.click(within(mainNav()).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(useUserStore.getState().user).toBeNull());
    expect(hasMockSession()).toBe(false);
    expect(localStorage.getItem('user')).toBeNull();
    // The visitor layout, at its home page.
    expect(await screen.findByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    expect(
      // The visitor's tab bar loads beside the page.
      within(await screen.findByRole('navigation', { name: 'Quick links' })).getByRole('link', { name: 'Home' }),
    ).toHaveAttribute('aria-current', 'page');

    act(() => signInDemo());
    await screen.findByRole('heading', { level: 1, name: 'Protected' });
    expect(calls).toBe(2);
  });

  it('shows staff no cart and no quick exit: nothing of the staff area goes in a cart, and Escape is their dialogs’', async () => {
    useCartStore.getState().setQuantity('towel', 3);
    logInAndOpen();
    await screen.findByRole('heading', { level: 1, name: 'Protected' });
    expect(screen.queryByRole('link', { name: /Cart/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Leave quickly' })).toBeNull();
  });

  it('gives a family the quick exit, and their stay plan’s count on the cart link: a programme and two sessions are 3', async () => {
    useCartStore.setState({ items: { 'programme:addiction:4': 1, 'addon:extraTherapy': 2 } });
    signInFamily();
    renderApp({ route: '/protected' });
    await screen.findByRole('heading', { level: 1, name: 'Protected' });
    // The family's own menu, from the server (`familyNavigation`).
    expect(await within(mainNav()).findByRole('link', { name: /Stay plan/ })).toHaveTextContent('3 items in cart');
    expect(screen.getAllByRole('link', { name: 'Leave quickly' }).length).toBeGreaterThan(0);
    // The family's bar is as before: its own language and scheme buttons beside the server's menu.
    expect(within(screen.getAllByRole('banner')[0]!).getByRole('button', { name: /العربية/ })).toBeInTheDocument();
    expect(
      within(screen.getAllByRole('banner')[0]!).getByRole('button', { name: 'Switch to dark mode' }),
    ).toBeInTheDocument();
  });

  it('follows another tab logging out', async () => {
    logInAndOpen();
    await screen.findByRole('heading', { level: 1, name: 'Protected' });
    act(() => {
      localStorage.removeItem('user');
      void useUserStore.persist.rehydrate();
    });
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Log In' })).toBeInTheDocument());
  });

  it('shows on its menu entry how many inbox items need action', async () => {
    logInAndOpen();
    await screen.findByRole('heading', { level: 1, name: 'Protected' });
    const inbox = within(mainNav()).getByRole('link', { name: /Admissions Inbox/ });
    expect(inbox).toHaveAttribute('href', '/protected/inbox');
    expect(await within(inbox).findByText('2 need action')).toBeInTheDocument();
  });

  it.each(['en', 'ar'] as const)(
    'a 401 from the navigation says plainly that the session ended, and Log in again opens /login (%s)',
    async (language) => {
      const user = userEvent.setup();
      useUserStore.getState().setUser({ ...DEMO_USER_PROFILE });
      renderApp({ route: '/protected', language });
      const wording =
        language === 'en' ? ['You have been logged out', 'Log in again'] : ['تم تسجيل خروجك', 'تسجيل الدخول مجددًا'];
      expect(await screen.findByText(wording[0]!)).toBeInTheDocument();
      expect(screen.queryByRole('navigation', { name: language === 'en' ? 'Main' : 'القائمة الرئيسية' })).toBeNull();
      await user.click(screen.getByRole('button', { name: wording[1] }));
      await waitFor(() => expect(useUserStore.getState().user).toBeNull());
      expect(localStorage.getItem('user')).toBeNull();
      expect(
        await screen.findByRole('heading', { level: 1, name: language === 'en' ? 'Log In' : 'تسجيل الدخول' }),
      ).toBeInTheDocument();
    },
  );

  it('a session that ends while the inbox is open leaves nothing private on screen', async () => {
    logInAndOpen('/protected/inbox');
    expect(await screen.findByText('James Carter')).toBeInTheDocument();
    endMockSession();
    // The next call (a search) answers 401.
    await userEvent.setup().type(screen.getByLabelText('Search by name, phone, email or reference'), 'Mar');
    expect(await screen.findByRole('heading', { level: 1, name: 'You have been logged out' })).toBeInTheDocument();
    expect(screen.queryByText(/Error|Unauthorized/)).toBeNull();
    expect(screen.queryByText('James Carter')).toBeNull();
    expect(screen.queryByText('مريم العتيبي')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
  });
});
