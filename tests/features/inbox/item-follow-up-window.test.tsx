import userEvent from '@testing-library/user-event';
import { fireEvent, screen, within } from '../../test-utils';
import { makeItem, renderItem, SATURDAY_AFTERNOON } from './item-fixtures';

// The fixture's family allows Monday to Friday, 09:00–18:00 in Dubai; it is Saturday 14:05 there.
const label = 'Follow-up date and time (your time)';
const local = (iso: string) => {
  const at = new Date(iso);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
};

describe('the next step and the family’s window', () => {
  it('offers their next allowed time, tomorrow morning and two days on, each filling the field', async () => {
    renderItem(makeItem(), { now: SATURDAY_AFTERNOON });
    const nextStep = await screen.findByRole('region', { name: 'Next step' });
    const presets = within(nextStep).getByRole('group', { name: 'Ready times' });
    expect(
      within(presets)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Their next allowed time', 'Tomorrow morning', 'In two days']);
    await userEvent.click(within(presets).getByRole('button', { name: 'Their next allowed time' }));
    // Monday 30 November, 09:00 in Dubai.
    expect(screen.getByLabelText(label)).toHaveValue(local('2026-11-30T05:00:00Z'));
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.click(within(presets).getByRole('button', { name: 'Tomorrow morning' }));
    expect(screen.getByLabelText(label)).toHaveValue(local(new Date(2026, 10, 29, 9).toISOString()));
  });

  it('warns before saving a time outside the days and hours they allow, and says when they next do', async () => {
    renderItem(makeItem(), { now: SATURDAY_AFTERNOON });
    const field = await screen.findByLabelText(label);
    // Sunday 29 November, 12:00 in Dubai: not one of their days.
    fireEvent.change(field, { target: { value: local('2026-11-29T08:00:00Z') } });
    const warning = await screen.findByRole('alert');
    expect(warning).toHaveTextContent(/^Outside the times they allow: Sunday 12:00 their time\./);
    expect(warning).toHaveTextContent(/Their next allowed time: Monday \d\d:00\./);
    expect(screen.getByRole('button', { name: 'Save follow-up' })).toBeEnabled();

    fireEvent.change(field, { target: { value: local('2026-11-30T08:00:00Z') } });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('warns in Arabic on the family’s clock', async () => {
    renderItem(makeItem(), { now: SATURDAY_AFTERNOON, language: 'ar' });
    fireEvent.change(await screen.findByLabelText('تاريخ المتابعة ووقتها (بتوقيتك)'), {
      target: { value: local('2026-11-29T08:00:00Z') },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('خارج أوقات التواصل التي حدّدوها: الأحد ١٢:٠٠ بتوقيتهم.');
  });
});
