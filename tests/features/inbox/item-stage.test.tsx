import userEvent from '@testing-library/user-event';
import { screen, waitFor, within } from '../../test-utils';
import { makeItem, renderItem } from './item-fixtures';

describe('the stage', () => {
  it('moves on with the version sent', async () => {
    const user = userEvent.setup();
    const { api } = renderItem(makeItem({ stage: 'inContact' }));
    const stage = await screen.findByRole('region', { name: 'Stage' });
    await user.selectOptions(within(stage).getByLabelText('Move to stage'), 'assessmentBooked');
    await user.click(within(stage).getByRole('button', { name: 'Save stage' }));
    await waitFor(() => expect(within(stage).getByRole('status')).toHaveTextContent('Saved.'));
    expect(api.writes).toEqual([{ method: 'PATCH', body: { version: 3, stage: 'assessmentBooked' } }]);
    expect(
      within(screen.getByRole('region', { name: 'History' })).getByText('Stage: Assessment booked'),
    ).toBeInTheDocument();
  });

  it('asks why before it closes, and shows the reason with the stage', async () => {
    const user = userEvent.setup();
    const { api } = renderItem(makeItem({ stage: 'inContact' }));
    const stage = await screen.findByRole('region', { name: 'Stage' });
    expect(within(stage).queryByLabelText(/Reason for closing/)).toBeNull();
    await user.selectOptions(within(stage).getByLabelText('Move to stage'), 'closed');
    const reason = within(stage).getByLabelText(/Reason for closing/);
    expect(reason).toBeRequired();
    await user.click(within(stage).getByRole('button', { name: 'Save stage' }));
    expect(reason).toHaveAccessibleDescription('Choose why it is closed.');
    expect(reason).toHaveFocus();
    expect(api.writes).toEqual([]);

    await user.selectOptions(reason, 'cost');
    await user.click(within(stage).getByRole('button', { name: 'Save stage' }));
    await waitFor(() =>
      expect(api.writes).toEqual([{ method: 'PATCH', body: { version: 3, stage: 'closed', closeReason: 'cost' } }]),
    );
    await waitFor(() => expect(within(stage).getByText(/Now:/).parentElement).toHaveTextContent('Now:ClosedCost'));
    expect(within(screen.getByRole('region', { name: 'History' })).getByText('Closed — Cost')).toBeInTheDocument();
  });
});
