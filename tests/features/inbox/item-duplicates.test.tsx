import userEvent from '@testing-library/user-event';
import { screen, waitFor, within } from '../../test-utils';
import { makeItem, renderItem } from './item-fixtures';

const withDuplicates = () =>
  makeItem({
    duplicateFlags: 1,
    duplicates: [
      {
        reference: 'SW-6MJ2C',
        name: 'Mariam Al-Otaibi',
        receivedAt: '2026-11-20T07:00:00Z',
        stage: 'inContact',
        reasons: ['phone', 'name'],
        state: 'flagged',
      },
      {
        reference: 'SW-1AB2C',
        name: 'مريم',
        receivedAt: '2026-10-02T07:00:00Z',
        stage: 'closed',
        reasons: ['email'],
        state: 'dismissed',
      },
    ],
  });

describe('possible duplicates', () => {
  it('link to the other item, with why they matched and what was decided', async () => {
    renderItem(withDuplicates());
    const panel = await screen.findByRole('region', { name: 'Possible duplicates' });
    const [flagged, dismissed] = within(panel).getAllByRole('listitem');
    expect(within(flagged!).getByRole('link', { name: 'SW-6MJ2C — Mariam Al-Otaibi' })).toHaveAttribute(
      'href',
      '/protected/inbox/SW-6MJ2C',
    );
    expect(within(flagged!).getByText('Why: same phone number, same name')).toBeInTheDocument();
    expect(within(flagged!).getByText('In contact')).toBeInTheDocument();
    expect(within(flagged!).getByText('Undecided')).toBeInTheDocument();
    expect(within(flagged!).getByText(/Received/)).toHaveTextContent('Received Nov 20, 2026');
    expect(within(dismissed!).getByText('Not the same family')).toBeInTheDocument();
    // A decided one offers only to undo it.
    expect(
      within(dismissed!)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Undo the decision']);
    expect(within(panel).getByText(/Nothing is merged/)).toBeInTheDocument();
  });

  it('"Same family" links them, and nothing else changes', async () => {
    const user = userEvent.setup();
    const { api } = renderItem(withDuplicates());
    const panel = await screen.findByRole('region', { name: 'Possible duplicates' });
    const same = within(panel).getByRole('button', { name: 'Same family' });
    expect(same).toHaveAccessibleDescription('SW-6MJ2C — Mariam Al-Otaibi');
    await user.click(same);
    await waitFor(() => expect(within(panel).queryByRole('button', { name: 'Same family' })).toBeNull());
    expect(api.writes).toEqual([
      { method: 'PATCH', body: { version: 3, link: { reference: 'SW-6MJ2C', decision: 'linked' } } },
    ]);
    expect(within(panel).getByText('Same family')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'History' })).getByText(/Marked as the same family as/),
    ).toHaveTextContent('Marked as the same family as SW-6MJ2C');
  });

  it('"Not the same family" dismisses the flag', async () => {
    const user = userEvent.setup();
    const { api } = renderItem(withDuplicates());
    const panel = await screen.findByRole('region', { name: 'Possible duplicates' });
    await user.click(within(panel).getByRole('button', { name: 'Not the same family' }));
    await waitFor(() => expect(api.writes).toHaveLength(1));
    expect(api.writes[0]!.body).toEqual({ version: 3, link: { reference: 'SW-6MJ2C', decision: 'dismissed' } });
    await waitFor(() => expect(within(panel).getAllByRole('button', { name: 'Undo the decision' })).toHaveLength(2));
  });

  it('"Undo the decision" makes it undecided again, in the history too', async () => {
    const user = userEvent.setup();
    const { api } = renderItem(withDuplicates());
    const panel = await screen.findByRole('region', { name: 'Possible duplicates' });
    const dismissed = within(panel).getAllByRole('listitem')[1]!;
    await user.click(within(dismissed).getByRole('button', { name: 'Undo the decision' }));
    await waitFor(() => expect(api.writes).toHaveLength(1));
    expect(api.writes[0]!.body).toEqual({ version: 3, link: { reference: 'SW-1AB2C', decision: 'flagged' } });
    await waitFor(() => expect(within(dismissed).getByText('Undecided')).toBeInTheDocument());
    expect(within(dismissed).getByRole('button', { name: 'Same family' })).toBeInTheDocument();
  });

  it('are not shown when there are none', async () => {
    renderItem(makeItem());
    await screen.findByRole('region', { name: 'Owner' });
    expect(screen.queryByRole('region', { name: 'Possible duplicates' })).toBeNull();
  });
});
