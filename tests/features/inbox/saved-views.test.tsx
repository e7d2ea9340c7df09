import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { preloadPage } from '@/app/router';
import { server } from '@/mocks/node';
import { resetMockState } from '@/mocks/state';
import type { SavedView } from '#contracts/saved-views';
import { recordRequests } from '../../sent-requests';
import { renderStaffApp, router } from '../../staff-app';
import { screen, signInDemo, waitFor, within } from '../../test-utils';

beforeAll(() => preloadPage('/protected/inbox'), 60_000);

beforeEach(() => {
  resetMockState();
  signInDemo();
});

const MY_DAY: SavedView = { name: 'My day', stage: null, owner: 'mine', due: 'today', isDefault: false };
const NEW_UNASSIGNED: SavedView = {
  name: 'New, nobody’s',
  stage: 'new',
  owner: 'unassigned',
  due: null,
  isDefault: true,
};
const serveViews = (views: SavedView[]) =>
  server.use(http.get('*/api/inbox/views', () => HttpResponse.json({ views })));
const views = () => screen.findByRole('group', { name: 'Saved views' });

describe('saved views of the inbox', () => {
  it('names the filters shown and keeps them, without the search words, as the list’s first view', async () => {
    const user = userEvent.setup();
    const sent = recordRequests((request) =>
      request.method === 'PUT' && request.path === '/api/inbox/views' ? request.body : undefined,
    );
    renderStaffApp('/protected/inbox?owner=mine&due=overdue&q=Layla');
    const group = await views();
    expect(within(group).getByText(/^No saved views yet/)).toBeVisible();
    await user.click(within(group).getByRole('button', { name: 'Save these filters as a view' }));
    const name = within(group).getByLabelText('Name of the view');
    expect(name).toHaveAccessibleDescription('The search words are not saved: they can name a family.');
    await user.click(within(group).getByRole('button', { name: 'Save view' }));
    expect(name).toHaveAccessibleDescription(expect.stringContaining('Give the view a name.'));
    expect(sent).toEqual([]);

    await user.type(name, '  Overdue of mine ');
    await user.click(within(group).getByLabelText('Open the inbox with this view'));
    await user.click(within(group).getByRole('button', { name: 'Save view' }));
    await waitFor(() =>
      expect(within(group).getByRole('status')).toHaveTextContent('Saved the view “Overdue of mine”.'),
    );
    expect(sent).toEqual([
      { views: [{ name: 'Overdue of mine', stage: null, owner: 'mine', due: 'overdue', isDefault: true }] },
    ]);
    // The search is still typed, so the view is not the list shown; clearing it is.
    const chip = within(group).getByRole('button', { name: 'Overdue of mine (opens first)' });
    expect(chip).toHaveAttribute('aria-pressed', 'false');
    await user.click(chip);
    await waitFor(() => expect(chip).toHaveAttribute('aria-pressed', 'true'));
    await waitFor(() => expect(router.location?.search).toBe('?owner=mine&due=overdue'));
  });

  it('sets every filter in one press, and opens a bare inbox with the default view', async () => {
    const user = userEvent.setup();
    serveViews([MY_DAY, NEW_UNASSIGNED]);
    renderStaffApp('/protected/inbox');
    await waitFor(() => expect(router.location?.search).toBe('?stage=new&owner=unassigned'));
    const group = await views();
    expect(within(group).getByRole('button', { name: 'New, nobody’s (opens first)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(within(group).getByRole('button', { name: 'My day' }));
    await waitFor(() => expect(router.location?.search).toBe('?owner=mine&due=today'));
    expect(screen.getByRole('group', { name: 'Owner' })).toContainElement(
      screen.getByRole('button', { name: /^Mine/, pressed: true }),
    );
  });

  it('keeps the filters a link brings instead of the default', async () => {
    serveViews([NEW_UNASSIGNED]);
    renderStaffApp('/protected/inbox?due=overdue');
    await views();
    expect(router.location?.search).toBe('?due=overdue');
  });

  it('chooses the view the list opens with, and removes one, saying so', async () => {
    const user = userEvent.setup();
    serveViews([MY_DAY, NEW_UNASSIGNED]);
    const sent = recordRequests((request) =>
      request.method === 'PUT' && request.path === '/api/inbox/views' ? request.body : undefined,
    );
    renderStaffApp('/protected/inbox?stage=new');
    const group = await views();
    await user.click(within(group).getByRole('button', { name: 'Manage views' }));
    await user.selectOptions(within(group).getByLabelText('The inbox opens with'), 'My day');
    await waitFor(() =>
      expect(within(group).getByRole('status')).toHaveTextContent('The inbox now opens with “My day”.'),
    );
    await user.click(within(group).getByRole('button', { name: 'Remove New, nobody’s' }));
    await waitFor(() =>
      expect(within(group).getByRole('status')).toHaveTextContent('Removed the view “New, nobody’s”.'),
    );
    expect(sent).toEqual([
      {
        views: [
          { ...MY_DAY, isDefault: true },
          { ...NEW_UNASSIGNED, isDefault: false },
        ],
      },
      { views: [{ ...MY_DAY, isDefault: true }] },
    ]);
    expect(within(group).queryByRole('button', { name: /New, nobody’s/ })).toBeNull();
    // None first: the list opens with all open items again.
    await user.selectOptions(within(group).getByLabelText('The inbox opens with'), 'All open items');
    await waitFor(() =>
      expect(within(group).getByRole('status')).toHaveTextContent('The inbox now opens with all open items.'),
    );
    expect(sent.at(-1)).toEqual({ views: [MY_DAY] });
  });

  it('says so in Arabic when the views were not saved, keeping what was typed', async () => {
    const user = userEvent.setup();
    server.use(http.put('*/api/inbox/views', () => HttpResponse.json({ error: 'unavailable' }, { status: 503 })));
    renderStaffApp('/protected/inbox', 'ar');
    const group = await screen.findByRole('group', { name: 'العروض المحفوظة' });
    await user.click(within(group).getByRole('button', { name: 'حفظ خيارات التصفية هذه عرضًا' }));
    await user.type(within(group).getByLabelText('اسم العرض'), 'يومي');
    await user.click(within(group).getByRole('button', { name: 'حفظ العرض' }));
    expect(await within(group).findByRole('alert')).toHaveTextContent('لم تُحفظ العروض.');
    expect(within(group).getByLabelText('اسم العرض')).toHaveValue('يومي');
  });
});
