import userEvent from '@testing-library/user-event';
import { screen, waitFor, within } from '../../test-utils';
import { COLLEAGUE, makeItem, renderItem } from './item-fixtures';

describe('a change someone else made first', () => {
  it('shows the newer item, says so at the note, and keeps the typed note to save again', async () => {
    const user = userEvent.setup();
    const { api } = renderItem(makeItem());
    const notes = await screen.findByRole('region', { name: 'Internal notes' });
    // A colleague closes it meanwhile.
    api.changeElsewhere((item) => {
      item.stage = 'closed';
      item.closeReason = 'cost';
      item.history.push({
        type: 'stage',
        stage: 'closed',
        closeReason: 'cost',
        assessmentAt: null,
        by: COLLEAGUE.name,
        at: new Date().toISOString(),
      });
    });
    await user.type(within(notes).getByLabelText(/Note for the team/), 'Called, will call back Sunday.');
    await user.click(within(notes).getByRole('button', { name: 'Save note' }));
    expect(await within(notes).findByRole('alert')).toHaveTextContent(/Someone else changed this enquiry a moment ago/);
    expect(within(notes).getByLabelText(/Note for the team/)).toHaveValue('Called, will call back Sunday.');
    expect(within(screen.getByRole('region', { name: 'History' })).getByText('Closed — Cost')).toBeInTheDocument();

    // Sent again, on the newer version, it goes through and the field empties.
    await user.click(within(notes).getByRole('button', { name: 'Save note' }));
    expect(await within(notes).findByText('Called, will call back Sunday.', { selector: 'p' })).toBeInTheDocument();
    expect(within(notes).getByLabelText(/Note for the team/)).toHaveValue('');
    expect(api.writes.map((write) => write.body)).toEqual([
      { version: 3, note: 'Called, will call back Sunday.' },
      { version: 4, note: 'Called, will call back Sunday.' },
    ]);
  });

  it('keeps a chosen stage and its reason through a conflict, and shows the problem at that form only', async () => {
    const user = userEvent.setup();
    const { api } = renderItem(makeItem({ stage: 'inContact' }));
    const stage = await screen.findByRole('region', { name: 'Stage' });
    api.changeElsewhere((item) => {
      item.owner = COLLEAGUE;
    });
    await user.selectOptions(within(stage).getByLabelText('Move to stage'), 'closed');
    await user.selectOptions(within(stage).getByLabelText(/Reason for closing/), 'otherCentre');
    await user.click(within(stage).getByRole('button', { name: 'Save stage' }));
    expect(await within(stage).findByRole('alert')).toHaveTextContent(/Someone else changed this enquiry/);
    await waitFor(() =>
      expect(within(screen.getByRole('region', { name: 'Owner' })).getByText(/Owner:/)).toHaveTextContent(
        'Owner: Reem Khalil',
      ),
    );
    expect(within(stage).getByLabelText('Move to stage')).toHaveValue('closed');
    expect(within(stage).getByLabelText(/Reason for closing/)).toHaveValue('otherCentre');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('keeps a typed follow-up through a conflict', async () => {
    const user = userEvent.setup();
    const { api } = renderItem(makeItem());
    const next = await screen.findByRole('region', { name: 'Next step' });
    api.changeElsewhere(() => {});
    await user.type(within(next).getByLabelText(/Follow-up date and time/), '2026-12-01T09:30');
    await user.click(within(next).getByRole('button', { name: 'Save follow-up' }));
    expect(await within(next).findByRole('alert')).toHaveTextContent(/Someone else changed this enquiry/);
    expect(within(next).getByLabelText(/Follow-up date and time/)).toHaveValue('2026-12-01T09:30');
  });
});
