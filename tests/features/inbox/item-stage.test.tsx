import userEvent from '@testing-library/user-event';
import { screen, waitFor, within } from '../../test-utils';
import { dayAndTime } from '@/i18n/staff-dates';
import { makeItem, renderItem } from './item-fixtures';

describe('the stage', () => {
  it('moves on with the version sent', async () => {
    const user = userEvent.setup();
    const { api } = renderItem(makeItem({ stage: 'new' }));
    const stage = await screen.findByRole('region', { name: 'Stage' });
    await user.selectOptions(within(stage).getByLabelText('Move to stage'), 'inContact');
    await user.click(within(stage).getByRole('button', { name: 'Save stage' }));
    await waitFor(() => expect(within(stage).getByRole('status')).toHaveTextContent('Saved.'));
    expect(api.writes).toEqual([{ method: 'PATCH', body: { version: 3, stage: 'inContact' } }]);
    expect(within(screen.getByRole('region', { name: 'History' })).getByText('Stage: In contact')).toBeInTheDocument();
  });

  it('asks when before it books an assessment, sends it with the reader’s offset, and shows it', async () => {
    const user = userEvent.setup();
    const { api } = renderItem(makeItem({ stage: 'inContact' }));
    const stage = await screen.findByRole('region', { name: 'Stage' });
    expect(within(stage).queryByLabelText(/Assessment date and time/)).toBeNull();
    await user.selectOptions(within(stage).getByLabelText('Move to stage'), 'assessmentBooked');
    const when = within(stage).getByLabelText(/Assessment date and time \(your time\)/);
    expect(when).toBeRequired();
    await user.click(within(stage).getByRole('button', { name: 'Save stage' }));
    expect(when).toHaveAccessibleDescription('Choose when the assessment is.');
    expect(when).toHaveFocus();
    expect(api.writes).toEqual([]);

    await user.type(when, '2026-12-14T12:30');
    await user.click(within(stage).getByRole('button', { name: 'Save stage' }));
    await waitFor(() => expect(api.writes).toHaveLength(1));
    const sent = api.writes[0]!.body as { assessmentAt: string };
    expect(api.writes[0]).toEqual({
      method: 'PATCH',
      body: {
        version: 3,
        stage: 'assessmentBooked',
        assessmentAt: expect.stringMatching(/^2026-12-14T12:30:00[+-]\d\d:\d\d$/),
      },
    });
    expect(Date.parse(sent.assessmentAt)).toBe(new Date(2026, 11, 14, 12, 30).getTime());
    const shown = dayAndTime(sent.assessmentAt, 'en').replace(/\s/g, ' ');
    await waitFor(() => expect(within(stage).getByText(/^Assessment:/)).toHaveTextContent(`Assessment: ${shown}`));
    const [latest] = within(screen.getByRole('region', { name: 'History' })).getAllByRole('listitem');
    expect(latest!.querySelector('p')?.textContent?.replace(/\u00a0/g, ' ')).toBe(`Assessment booked for ${shown}`);
  });

  it('moves a booked assessment to a new time, and says the time in Arabic with Arabic-Indic digits', async () => {
    const user = userEvent.setup();
    const at = new Date(2026, 11, 14, 12, 30).toISOString();
    const { api } = renderItem(makeItem({ stage: 'assessmentBooked', assessmentAt: at }), { language: 'ar' });
    const stage = await screen.findByRole('region', { name: 'المرحلة' });
    expect(within(stage).getByText(/^موعد التقييم:/)).toHaveTextContent(/^موعد التقييم: ١٤ ديسمبر ٢٠٢٦/);
    const when = within(stage).getByLabelText(/تاريخ التقييم ووقته/);
    expect(when).toHaveValue('2026-12-14T12:30');
    expect(within(stage).getByRole('button', { name: 'حفظ المرحلة' })).toBeDisabled();
    await user.clear(when);
    await user.type(when, '2026-12-15T10:00');
    await user.click(within(stage).getByRole('button', { name: 'حفظ المرحلة' }));
    await waitFor(() => expect(api.writes).toHaveLength(1));
    expect(Date.parse((api.writes[0]!.body as { assessmentAt: string }).assessmentAt)).toBe(
      new Date(2026, 11, 15, 10, 0).getTime(),
    );
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
