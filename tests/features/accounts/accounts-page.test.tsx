import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { preloadPage } from '@/app/router';
import { notAllowedMeta } from '@/content/pages/not-allowed';
import { server } from '@/mocks/node';
import { useUserStore } from '@/stores/use-user-store';
import { stubLaptopQuery } from '../../media-query';
import { renderApp, screen, signInDemo, waitFor, within } from '../../test-utils';
import { ERROR_CODES } from '#contracts/errors';
import { recordRequests } from '../../sent-requests';
import { columnHeaders } from '../../table-text';

const setupUser = () => userEvent.setup({ delay: null });

/** Puts `value` in a field in one go, as pasting or a password manager does (typing key by key is slow here). */
async function fill(user: ReturnType<typeof setupUser>, field: HTMLElement, value: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(value);
}

/** Every change the page sends to the accounts API, in order. */
const recordWrites = () =>
  recordRequests(({ method, path, body }) =>
    method !== 'GET' && /^\/api\/(accounts|invitations)/.test(path) ? { method, path, body } : undefined,
  );

/** Each time the page fetches the list. */
const recordListFetches = () =>
  recordRequests(({ method, path }) => (method === 'GET' && path === '/api/accounts' ? path : undefined));

const openAccounts = async ({ wide = true, language }: { wide?: boolean; language?: 'ar' | 'en' } = {}) => {
  stubLaptopQuery(wide);
  signInDemo();
  renderApp({ route: '/protected/accounts', language });
  const heading = language === 'ar' ? 'حسابات الفريق' : 'Staff accounts';
  // The first render loads the layout, the navigation and the list.
  await screen.findByRole('heading', { level: 2, name: heading });
};

/** The table's row of an account, found by its name. */
const rowOf = (name: string) => screen.getByRole('rowheader', { name: new RegExp(`^${name}`) }).closest('tr')!;

/** Opens an account's actions and answers them. */
async function manage(user: ReturnType<typeof setupUser>, name: string) {
  await user.click(screen.getByRole('button', { name: `Manage ${name}` }));
  return screen.getByRole('group', { name: `Manage ${name}` });
}

// The page's chunk and the logged-in layout's, transformed once before the first test's clock starts.
/** The server's refusal of the next call to `method` `path` (the mock keeps no rule of its own to refuse it). */
const refuseNext = (method: 'post' | 'patch', path: string, status: number, error: string) =>
  server.use(http[method](path, () => HttpResponse.json({ error, message: 'Refused.' }, { status }), { once: true }));

beforeAll(() => Promise.all([preloadPage('/protected/accounts'), import('@/app/layouts/logged-in-layout')]), 60_000);

// Whole-app flows: room for a loaded machine.
describe('the accounts page: the list', () => {
  it('shows every account in a table with the role in words, the second factor, the last log-in and the status', async () => {
    await openAccounts();
    const table = screen.getByRole('table', { name: /^Staff accounts:/ });
    expect(columnHeaders(table)).toEqual([
      'Name',
      'Email',
      'Role',
      'Two-step verification',
      'Last log-in',
      'Status',
      'Actions',
    ]);
    expect(screen.getByText('5 accounts')).toBeInTheDocument();

    const omar = within(rowOf('Omar Nasser')).getAllByRole('cell');
    expect(omar.map((cell) => cell.textContent).slice(0, 5)).toEqual([
      'omar@sakinawellness.com',
      'Manager',
      'Set up',
      expect.stringMatching(/\d{4}/),
      'Active',
    ]);
    const sara = within(rowOf('Sara Ali')).getAllByRole('cell');
    expect(sara.map((cell) => cell.textContent).slice(1, 5)).toEqual(['Admissions', 'Not set up', 'Never', 'Disabled']);
    // One's own account says so.
    expect(within(rowOf('Demo Staff')).getByRole('rowheader')).toHaveTextContent('Demo Staff (you)');

    // The open invitation, with its expiry and Withdraw.
    const invitations = screen.getByRole('table', { name: /^Invitations not yet accepted/ });
    expect(within(invitations).getByRole('rowheader', { name: 'ليلى حداد' })).toBeInTheDocument();
    expect(within(invitations).getByRole('button', { name: 'Withdraw the invitation for ليلى حداد' })).toBeVisible();
  });

  it('reads in Arabic, with Arabic-Indic digits in the dates', async () => {
    await openAccounts({ language: 'ar' });
    const table = screen.getByRole('table', { name: /^حسابات الفريق:/ });
    expect(within(table).getByRole('columnheader', { name: 'التحقق بخطوتين' })).toBeInTheDocument();
    const omar = within(rowOf('Omar Nasser')).getAllByRole('cell');
    expect(omar[1]).toHaveTextContent('مدير');
    expect(omar[2]).toHaveTextContent('مُفعَّل');
    expect(omar[3]?.textContent).toMatch(/[٠-٩]{4}/);
    expect(omar[3]?.textContent).not.toMatch(/[0-9]/);
    expect(within(rowOf('Sara Ali')).getByText('موقوف')).toBeInTheDocument();
    expect(screen.getByText('٥ حسابات')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إدارة حساب Omar Nasser' })).toBeVisible();
  });

  it('shows cards on a phone, with the same details and actions', async () => {
    await openAccounts({ wide: false });
    expect(screen.queryByRole('table')).toBeNull();
    const card = screen.getByRole('article', { name: 'Omar Nasser' });
    expect(within(card).getByText('omar@sakinawellness.com')).toBeInTheDocument();
    expect(within(card).getByText('Manager')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Manage Omar Nasser' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('offers to try again when the list cannot be loaded', async () => {
    server.use(http.get('*/api/accounts', () => HttpResponse.json({ accounts: 'none' })));
    stubLaptopQuery(true);
    signInDemo();
    renderApp({ route: '/protected/accounts' });
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load the accounts.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});

// Whole-app flows: room for a loaded machine.
describe('the accounts page: inviting', () => {
  it('shows the link once, with a copy button, and lists the invitation', async () => {
    const user = setupUser();
    const writes = recordWrites();
    await openAccounts();

    // Checked before anything is sent.
    await user.click(screen.getByRole('button', { name: 'Create the invitation' }));
    const name = screen.getByRole('textbox', { name: /^Full name/ });
    expect(name).toHaveAccessibleDescription('Enter their full name.');
    expect(name).toHaveFocus();
    expect(writes).toEqual([]);

    await fill(user, name, 'Nadia Karim');
    await fill(user, screen.getByRole('textbox', { name: /^Work email/ }), 'Nadia@SakinaWellness.com');
    const role = screen.getByRole('combobox', { name: 'Role' });
    expect(role).toHaveValue('admissions');
    await user.selectOptions(role, 'manager');
    expect(role).toHaveAccessibleDescription(
      'Reads the reports: counts and times only, never a family’s name, phone or message.',
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language of the staff area' }), 'ar');
    await user.click(screen.getByRole('button', { name: 'Create the invitation' }));

    const ready = await screen.findByRole('region', { name: 'Invitation for Nadia Karim' });
    await waitFor(() =>
      expect(within(ready).getByRole('heading', { name: 'Invitation for Nadia Karim' })).toHaveFocus(),
    );
    expect(writes).toEqual([
      {
        method: 'POST',
        path: '/api/accounts',
        body: { name: 'Nadia Karim', email: 'nadia@sakinawellness.com', role: 'manager', language: 'ar' },
      },
    ]);
    const link = within(ready).getByText(/\/join#/);
    expect(link).toHaveAttribute('dir', 'ltr');
    expect(ready).toHaveTextContent('This link was not emailed: pass it to Nadia Karim yourself');
    expect(ready).toHaveTextContent('It is shown only this once: copy it now.');
    expect(ready).toHaveTextContent(/The link works once, within 24 hours \(until .+\)\./);

    await user.click(within(ready).getByRole('button', { name: 'Copy the link' }));
    expect(await navigator.clipboard.readText()).toBe(link.textContent);
    expect(within(ready).getByRole('status')).toHaveTextContent('Copied');

    // The list is fetched again: the invitation is there, without its link.
    const invitations = screen.getByRole('table', { name: /^Invitations not yet accepted/ });
    expect(await within(invitations).findByRole('rowheader', { name: 'Nadia Karim' })).toBeInTheDocument();
    expect(within(invitations).queryByText(/\/join#/)).toBeNull();

    await user.click(within(ready).getByRole('button', { name: 'Done' }));
    expect(screen.queryByText(/\/join#/)).toBeNull();
    expect(screen.getByRole('heading', { name: 'Invite a staff member' })).toHaveFocus();
    // The form is empty again, for the next one.
    expect(screen.getByRole('textbox', { name: /^Full name/ })).toHaveValue('');
  });

  it('says in words when the email has an account or an invitation already', async () => {
    const user = setupUser();
    refuseNext('post', '*/api/accounts', 409, ERROR_CODES.accountExists);
    await openAccounts();
    await fill(user, screen.getByRole('textbox', { name: /^Full name/ }), 'Omar again');
    await fill(user, screen.getByRole('textbox', { name: /^Work email/ }), 'omar@sakinawellness.com');
    await user.click(screen.getByRole('button', { name: 'Create the invitation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An account or an open invitation with this email already exists.',
    );
    expect(screen.queryByText(/\/join#/)).toBeNull();
  });

  it('says when the link was emailed', async () => {
    const user = setupUser();
    server.use(
      http.post('*/api/accounts', () =>
        HttpResponse.json(
          {
            invitation: {
              id: '55',
              name: 'Huda',
              email: 'huda@sakinawellness.com',
              role: 'admissions',
              language: 'en',
              expiresAt: '2030-01-02T10:00:00.000Z',
            },
            link: 'https://example.com/join#abc',
            emailed: true,
          },
          { status: 201 },
        ),
      ),
    );
    await openAccounts();
    await fill(user, screen.getByRole('textbox', { name: /^Full name/ }), 'Huda');
    await fill(user, screen.getByRole('textbox', { name: /^Work email/ }), 'huda@sakinawellness.com');
    await user.click(screen.getByRole('button', { name: 'Create the invitation' }));
    const ready = await screen.findByRole('region', { name: 'Invitation for Huda' });
    expect(ready).toHaveTextContent(
      'We emailed this link to huda@sakinawellness.com. You can also pass it on yourself.',
    );
  });
});

// Whole-app flows: room for a loaded machine.
describe('the accounts page: changing an account', () => {
  it('changes a role, and the list is fetched again', async () => {
    const user = setupUser();
    const writes = recordWrites();
    const fetches = recordListFetches();
    await openAccounts();
    const before = fetches.length;
    const panel = await manage(user, 'Omar Nasser');
    const role = within(panel).getByRole('combobox', { name: 'Role' });
    const save = within(panel).getByRole('button', { name: 'Save the role' });
    expect(save).toBeDisabled();
    await user.selectOptions(role, 'admin');
    expect(role).toHaveAccessibleDescription(/^Manages staff accounts/);
    await user.click(save);

    expect(await screen.findByText('The role of Omar Nasser is now Administrator.')).toBeInTheDocument();
    expect(writes).toEqual([{ method: 'PATCH', path: '/api/accounts/3', body: { role: 'admin' } }]);
    await waitFor(() =>
      expect(within(rowOf('Omar Nasser')).getAllByRole('cell')[1]).toHaveTextContent('Administrator'),
    );
    expect(fetches.length).toBeGreaterThan(before);
  });

  it('disables an account after an "Are you sure?", and puts focus back', async () => {
    const user = setupUser();
    const writes = recordWrites();
    await openAccounts();
    const panel = await manage(user, 'مريم الكعبي');

    // Cancel first: nothing is sent, and focus returns to the button.
    await user.click(within(panel).getByRole('button', { name: 'Disable the account' }));
    const question = within(panel).getByText(/^Disable the account of مريم الكعبي\?/);
    expect(question).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(within(panel).getByRole('button', { name: 'Disable the account' })).toHaveFocus();

    await user.click(within(panel).getByRole('button', { name: 'Disable the account' }));
    await user.click(within(panel).getByRole('button', { name: 'Disable' }));
    expect(await screen.findByText('The account of مريم الكعبي is disabled.')).toBeInTheDocument();
    expect(writes).toEqual([{ method: 'PATCH', path: '/api/accounts/2', body: { disabled: true } }]);
    await waitFor(() => expect(within(rowOf('مريم الكعبي')).getByText('Disabled')).toBeInTheDocument());
    await waitFor(() => expect(within(panel).getByRole('button', { name: 'Enable the account' })).toHaveFocus());

    // And enables it again.
    await user.click(within(panel).getByRole('button', { name: 'Enable the account' }));
    await user.click(within(panel).getByRole('button', { name: 'Enable' }));
    expect(await screen.findByText('The account of مريم الكعبي is enabled again.')).toBeInTheDocument();
    expect(writes.at(-1)).toEqual({ method: 'PATCH', path: '/api/accounts/2', body: { disabled: false } });
    await waitFor(() => expect(within(rowOf('مريم الكعبي')).getByText('Active')).toBeInTheDocument());
  });

  it('resets someone\'s two-step verification after an "Are you sure?", and shows the enrolment link it issued', async () => {
    const user = setupUser();
    const writes = recordWrites();
    await openAccounts();
    const panel = await manage(user, 'Omar Nasser');
    await user.click(within(panel).getByRole('button', { name: 'Reset two-step verification' }));
    expect(within(panel).getByText(/^Reset the two-step verification of Omar Nasser\?/)).toHaveFocus();
    await user.click(within(panel).getByRole('button', { name: 'Reset' }));
    expect(
      await screen.findByText(
        'The two-step verification of Omar Nasser is reset: they set it up again from a one-time link.',
      ),
    ).toBeInTheDocument();
    expect(writes).toEqual([{ method: 'DELETE', path: '/api/accounts/3/second-factor', body: null }]);
    expect(
      within(panel).getByText(/^The link could not be emailed: pass it on to Omar Nasser yourself\./),
    ).toBeVisible();
    expect(within(panel).getByText(/\/enrol#mocklink0+$/)).toHaveAttribute('dir', 'ltr');
    await waitFor(() => expect(within(rowOf('Omar Nasser')).getAllByRole('cell')[2]).toHaveTextContent('Not set up'));
    // Nothing left to reset: a new link can be sent instead.
    expect(within(panel).queryByRole('button', { name: 'Reset two-step verification' })).toBeNull();
    await user.click(within(panel).getByRole('button', { name: 'Send a new setup link' }));
    expect(within(panel).getByText(/^Send Omar Nasser a new one-time link/)).toHaveFocus();
  });

  it('says in words that the last administrator must stay, in both languages', async () => {
    const user = setupUser();
    refuseNext('patch', '*/api/accounts/:id', 409, ERROR_CODES.lastAdmin);
    await openAccounts();
    const panel = await manage(user, 'Demo Staff');
    // One's own account: no disabling or resetting it here.
    expect(within(panel).queryByRole('button', { name: 'Disable the account' })).toBeNull();
    expect(within(panel).getByRole('link', { name: 'My Account' })).toHaveAttribute('href', '/protected/profile');
    const role = within(panel).getByRole('combobox', { name: 'Role' });
    await user.selectOptions(role, 'manager');
    expect(role).toHaveAccessibleDescription(/without the Administrator role you lose this page at once/);
    await user.click(within(panel).getByRole('button', { name: 'Save the role' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'There must always be at least one active administrator.',
    );
    // Still an admin, here and on the server.
    expect(useUserStore.getState().user?.role).toBe('admin');
    expect(within(rowOf('Demo Staff')).getAllByRole('cell')[1]).toHaveTextContent('Administrator');
  });

  it('hands the administration over: once another administrator exists, one may step down, and the page closes', async () => {
    const user = setupUser();
    await openAccounts();
    const omar = await manage(user, 'Omar Nasser');
    await user.selectOptions(within(omar).getByRole('combobox', { name: 'Role' }), 'admin');
    await user.click(within(omar).getByRole('button', { name: 'Save the role' }));
    await screen.findByText('The role of Omar Nasser is now Administrator.');

    const own = await manage(user, 'Demo Staff');
    await user.selectOptions(within(own).getByRole('combobox', { name: 'Role' }), 'admissions');
    await user.click(within(own).getByRole('button', { name: 'Save the role' }));
    expect(await screen.findByRole('heading', { level: 1, name: notAllowedMeta.heading.en })).toBeInTheDocument();
    expect(useUserStore.getState().user?.role).toBe('admissions');
  });

  it('says it in Arabic too', async () => {
    const user = setupUser();
    refuseNext('patch', '*/api/accounts/:id', 409, ERROR_CODES.lastAdmin);
    await openAccounts({ language: 'ar' });
    await user.click(screen.getByRole('button', { name: 'إدارة حساب Demo Staff' }));
    const panel = screen.getByRole('group', { name: 'إدارة حساب Demo Staff' });
    await user.selectOptions(within(panel).getByRole('combobox', { name: 'الدور' }), 'manager');
    await user.click(within(panel).getByRole('button', { name: 'حفظ الدور' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent('يجب أن يبقى مسؤول نظام نشط واحد على الأقل.');
  });

  it('says when the server cannot be reached', async () => {
    const user = setupUser();
    server.use(http.patch('*/api/accounts/:id', () => HttpResponse.error()));
    await openAccounts();
    const panel = await manage(user, 'Omar Nasser');
    await user.selectOptions(within(panel).getByRole('combobox', { name: 'Role' }), 'admissions');
    await user.click(within(panel).getByRole('button', { name: 'Save the role' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'We could not reach the server. Check your connection and try again.',
    );
  });

  it('withdraws an invitation after an "Are you sure?"', async () => {
    const user = setupUser();
    const writes = recordWrites();
    await openAccounts();
    await user.click(screen.getByRole('button', { name: 'Withdraw the invitation for ليلى حداد' }));
    expect(screen.getByText(/^Withdraw the invitation for ليلى حداد\? Its link stops working at once\./)).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('The invitation for ليلى حداد is withdrawn.')).toBeInTheDocument();
    expect(writes).toEqual([{ method: 'DELETE', path: '/api/invitations/900', body: null }]);
    expect(await screen.findByText('No invitation is waiting to be accepted.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Open invitations' })).toHaveFocus();
  });
});
