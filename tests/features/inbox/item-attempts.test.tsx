import userEvent from '@testing-library/user-event';
import { screen, waitFor, within } from '../../test-utils';
import { makeItem, renderItem } from './item-fixtures';

const attemptsRegion = () => screen.findByRole('region', { name: 'Contact attempts' });

describe('contact attempts', () => {
  it('log the channel and outcome with the version, then show the attempt and the history', async () => {
    const user = userEvent.setup();
    const { api } = renderItem(makeItem());
    const attempts = await attemptsRegion();
    // The family's channel is chosen to start with.
    expect(within(attempts).getByRole('radio', { name: 'WhatsApp' })).toBeChecked();
    expect(within(attempts).getByRole('radio', { name: 'Phone call (Not their chosen channel)' })).not.toBeChecked();
    expect(within(attempts).getByText('No attempts logged yet.')).toBeInTheDocument();
    const log = within(attempts).getByRole('button', { name: 'Log attempt' });
    expect(log).toBeDisabled();

    await user.click(within(attempts).getByRole('radio', { name: 'Phone call (Not their chosen channel)' }));
    await user.click(within(attempts).getByRole('radio', { name: 'No answer' }));
    await user.click(log);
    await waitFor(() => expect(within(attempts).getByText('1 try without reaching them')).toBeInTheDocument());
    expect(api.writes).toEqual([{ method: 'POST', body: { version: 3, channel: 'phone', outcome: 'noAnswer' } }]);
    expect(within(attempts).getByText('Phone call — no answer')).toBeInTheDocument();
    expect(within(attempts).getByRole('radio', { name: 'No answer' })).not.toBeChecked();
    const history = screen.getByRole('region', { name: 'History' });
    expect(within(history).getByText('Phone call — no answer')).toBeInTheDocument();
    expect(within(history).getAllByText(/Alice Staff/).length).toBeGreaterThan(0);
    // The first attempt moved it on.
    expect(within(screen.getByRole('region', { name: 'Stage' })).getByLabelText('Move to stage')).toHaveValue(
      'inContact',
    );

    await user.click(within(attempts).getByRole('radio', { name: 'Reached' }));
    await user.click(within(attempts).getByRole('button', { name: 'Log attempt' }));
    await waitFor(() => expect(within(attempts).getByText('Phone call — reached')).toBeInTheDocument());
    expect(api.writes[1]).toEqual({ method: 'POST', body: { version: 4, channel: 'phone', outcome: 'reached' } });
    // Newest first.
    const logged = within(attempts)
      .getAllByRole('listitem')
      .map((entry) => entry.querySelector('p')?.textContent);
    expect(logged).toEqual(['Phone call — reached', 'Phone call — no answer']);
  });

  it('offer no "Left a message" when the family asked for none, and say why', async () => {
    renderItem(makeItem());
    const attempts = await attemptsRegion();
    const left = within(attempts).getByRole('radio', { name: 'Left a message' });
    expect(left).toBeDisabled();
    const outcomes = within(attempts).getByRole('radiogroup', { name: 'What happened' });
    expect(outcomes).toHaveAccessibleDescription(
      '“Left a message” is not available: the family asked for no voicemail or message.',
    );
  });

  it('show the server’s refusal of a message against the rules, then offer it no more', async () => {
    const user = userEvent.setup();
    // The page still has the rules from before the family's change; the server has the new ones.
    const { api } = renderItem(makeItem({ rules: { ...makeItem().rules!, leaveMessage: true } }));
    const attempts = await attemptsRegion();
    api.changeElsewhere((item) => {
      item.rules = { ...item.rules!, leaveMessage: false };
      item.version -= 1;
    });
    await user.click(within(attempts).getByRole('radio', { name: 'Left a message' }));
    await user.click(within(attempts).getByRole('button', { name: 'Log attempt' }));
    expect(await within(attempts).findByRole('alert')).toHaveTextContent(
      'Not logged: the family asked for no voicemail or message, so “Left a message” cannot be recorded. Choose what happened instead.',
    );
    // The page now has the server's rules: the choice is no longer offered.
    expect(within(attempts).getByRole('radio', { name: 'Left a message' })).toBeDisabled();
    expect(within(attempts).getByRole('radio', { name: 'Left a message' })).not.toBeChecked();
    expect(within(attempts).getByRole('button', { name: 'Log attempt' })).toBeDisabled();
    expect(within(attempts).getByText('No attempts logged yet.')).toBeInTheDocument();
  });
});
