import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@/mocks/node';
import { preloadPage } from '@/app/router';
import { resetMockState } from '@/mocks/state';
import { stubLaptopQuery } from '../../media-query';
import { renderStaffApp } from '../../staff-app';
import { act, screen, signInDemo, waitFor, within } from '../../test-utils';

// The demo inbox as seeded on Monday 23 November 2026 at 10:00 in Dubai, opened two hours later.
const SEEDED = Date.UTC(2026, 10, 23, 6, 0);
const NOW = SEEDED + 2 * 3_600_000;

beforeAll(() => preloadPage('/protected/inbox'), 60_000);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(SEEDED);
  resetMockState();
  vi.setSystemTime(NOW);
  signInDemo();
  stubLaptopQuery(true);
});
afterEach(() => vi.useRealTimers());

const newTable = () => screen.findByRole('table', { name: 'New (2)' });
const owners = async (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[3]?.textContent);

describe('several items at once', () => {
  it('asks for nothing until "Select several"; then assigns the rows chosen, each on the version shown', async () => {
    const user = userEvent.setup();
    renderStaffApp('/protected/inbox');
    const table = await newTable();
    expect(within(table).queryByRole('checkbox')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Select several' }));
    const bar = screen.getByRole('group', { name: 'Selected items' });
    expect(bar).toHaveTextContent('0 selected');
    expect(within(bar).getByRole('button', { name: 'Assign' })).toBeDisabled();

    await user.click(within(table).getByRole('checkbox', { name: 'Select all: New' }));
    expect(bar).toHaveTextContent('2 selected');
    await user.selectOptions(within(bar).getByLabelText('Assign them to'), 'Me (Demo Staff)');
    await user.click(within(bar).getByRole('button', { name: 'Assign' }));
    expect(await screen.findByText('Saved for 2 items.')).toBeInTheDocument();
    await waitFor(async () => expect(await owners(await newTable())).toEqual(['Demo Staff', 'Demo Staff']));
    // Saved rows leave the selection.
    expect(bar).toHaveTextContent('0 selected');

    await user.click(within(bar).getByRole('button', { name: 'Stop selecting' }));
    expect(within(await newTable()).queryByRole('checkbox')).toBeNull();
  });

  it('leaves an item someone changed meanwhile as it is, and names it', async () => {
    const user = userEvent.setup();
    renderStaffApp('/protected/inbox');
    const table = await newTable();
    await user.click(screen.getByRole('button', { name: 'Select several' }));
    await user.click(within(table).getByRole('checkbox', { name: 'Select SW-6MJ2C' }));
    await user.click(within(table).getByRole('checkbox', { name: 'Select SW-4F7K2' }));
    // A colleague saves a note on SW-4F7K2 after the list was shown.
    await act(async () => {
      const response = await fetch(new URL('/api/inbox/SW-4F7K2', window.location.origin), {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ version: 1, note: 'Family asked for Sunday.' }),
      });
      expect(response.status).toBe(200);
    });
    const bar = screen.getByRole('group', { name: 'Selected items' });
    await user.selectOptions(within(bar).getByLabelText('Close them, with the reason'), 'Duplicate');
    await user.click(within(bar).getByRole('button', { name: 'Close them' }));
    expect(await screen.findByText('Saved for 1 item.')).toBeInTheDocument();
    expect(screen.getByText(/^Changed by someone else meanwhile, so left as they are:/)).toHaveTextContent(
      'Changed by someone else meanwhile, so left as they are: SW-4F7K2.',
    );
    // The one left stays selected, to look at and try again.
    expect(bar).toHaveTextContent('1 selected');
  });

  it('says so under "Assign them to" when the colleagues could not be loaded', async () => {
    const user = userEvent.setup();
    server.use(http.get('*/api/inbox/colleagues', () => HttpResponse.json({ error: 'unavailable' }, { status: 503 })));
    renderStaffApp('/protected/inbox');
    await newTable();
    await user.click(screen.getByRole('button', { name: 'Select several' }));
    const select = within(screen.getByRole('group', { name: 'Selected items' })).getByLabelText('Assign them to');
    await waitFor(() => expect(select).toHaveAccessibleDescription('The list of colleagues could not be loaded.'));
  });
});
