import userEvent from '@testing-library/user-event';
import { fireEvent, screen, waitFor, within } from '../../test-utils';
import { FRIDAY_AFTERNOON, makeItem, renderItem, SATURDAY_AFTERNOON } from './item-fixtures';

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

  it('save what the call decided with it: the stage with what it needs, the next follow-up and a note, in one write', async () => {
    const user = userEvent.setup();
    const { api } = renderItem(makeItem());
    const attempts = await attemptsRegion();
    const stage = within(attempts).getByLabelText('Stage after this attempt');
    // A new item's first attempt moves it into contact by itself.
    expect(stage).toHaveDisplayValue('No change: In contact');
    expect(within(stage).queryByRole('option', { name: 'New' })).toBeNull();
    await user.click(within(attempts).getByRole('radio', { name: 'Reached' }));
    await user.selectOptions(stage, 'assessmentBooked');
    await user.click(within(attempts).getByRole('button', { name: 'Log attempt' }));
    // The time the stage needs is asked for, and nothing is sent without it.
    const when = within(attempts).getByLabelText(/Assessment date and time/);
    await waitFor(() => expect(when).toHaveFocus());
    expect(when).toHaveAccessibleDescription('Choose when the assessment is.');
    expect(api.writes).toEqual([]);

    fireEvent.change(when, { target: { value: '2026-12-03T11:00' } });
    await user.click(
      within(within(attempts).getByRole('group', { name: 'Ready times' })).getByRole('button', { name: 'In two days' }),
    );
    await user.type(within(attempts).getByLabelText(/Note for the team/), 'Mother agreed to Thursday.');
    await user.click(within(attempts).getByRole('button', { name: 'Log attempt' }));
    await waitFor(() => expect(api.writes).toHaveLength(1));
    expect(api.writes[0]).toEqual({
      method: 'POST',
      body: {
        version: 3,
        channel: 'whatsapp',
        outcome: 'reached',
        stage: 'assessmentBooked',
        assessmentAt: expect.stringMatching(/^2026-12-03T11:00:00[+-]\d\d:\d\d$/),
        followUpAt: expect.any(String),
        note: 'Mother agreed to Thursday.',
      },
    });
    // Saved: the panel is empty again, and the item shows what was decided.
    await waitFor(() => expect(within(attempts).getByLabelText(/Note for the team/)).toHaveValue(''));
    expect(stage).toHaveDisplayValue('No change: Assessment booked');
    expect(
      within(screen.getByRole('region', { name: 'Internal notes' })).getByText('Mother agreed to Thursday.'),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Next step' })).queryByText('No follow-up set.')).toBeNull();
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

describe('a try that needs a second look', () => {
  it('is said before it is logged when it falls outside the family’s days and hours, and logged on a second press', async () => {
    const user = userEvent.setup();
    const { api } = renderItem(makeItem(), { now: SATURDAY_AFTERNOON });
    const attempts = await attemptsRegion();
    await user.click(within(attempts).getByRole('radio', { name: 'No answer' }));
    await user.click(within(attempts).getByRole('button', { name: 'Log attempt' }));
    expect(
      within(attempts).getByText(/^It is Saturday .* for them, outside the days and hours they allow\.$/),
    ).toBeVisible();
    expect(api.writes).toEqual([]);

    await user.click(within(attempts).getByRole('button', { name: 'Log it anyway' }));
    await waitFor(() => expect(api.writes).toHaveLength(1));
    await waitFor(() => expect(within(attempts).queryByText(/outside the days and hours/)).toBeNull());
  });

  it('asks whether the same try again within minutes is another one; a different outcome is logged at once', async () => {
    const user = userEvent.setup();
    const twoMinutesBefore = new Date(FRIDAY_AFTERNOON.getTime() - 2 * 60_000).toISOString();
    const earlier = { type: 'attempt' as const, channel: 'whatsapp' as const, outcome: 'noAnswer' as const };
    const { api } = renderItem(makeItem({ history: [{ ...earlier, by: 'Reem Khalil', at: twoMinutesBefore }] }), {
      language: 'ar',
    });
    const attempts = await screen.findByRole('region', { name: 'محاولات التواصل' });
    await user.click(within(attempts).getByRole('radio', { name: 'لم يُجب أحد' }));
    await user.click(within(attempts).getByRole('button', { name: 'تسجيل المحاولة' }));
    expect(within(attempts).getByText('سُجّلت المحاولة نفسها قبل دقيقتين. هل هذه محاولة أخرى؟')).toBeVisible();
    expect(api.writes).toEqual([]);

    await user.click(within(attempts).getByRole('radio', { name: 'تمّ الرد' }));
    expect(within(attempts).queryByText(/سُجّلت المحاولة نفسها/)).toBeNull();
    await user.click(within(attempts).getByRole('button', { name: 'تسجيل المحاولة' }));
    await waitFor(() => expect(api.writes).toHaveLength(1));
  });
});
