import userEvent from '@testing-library/user-event';
import { fromLocalInput, toLocalInput } from '@/features/inbox/content/item-format';
import { screen, waitFor, within } from '../../test-utils';
import { FRIDAY_AFTERNOON, makeItem, renderItem, SATURDAY_AFTERNOON } from './item-fixtures';

const tried = (count: number) =>
  makeItem({
    stage: 'inContact',
    failedAttempts: count,
    needsDecision: count >= 5,
    history: Array.from({ length: count }, (_, index) => ({
      type: 'attempt' as const,
      channel: 'whatsapp' as const,
      outcome: 'noAnswer' as const,
      by: 'Alice Staff',
      at: new Date(FRIDAY_AFTERNOON.getTime() - (count - index) * 3_600_000).toISOString(),
    })),
  });

describe('the decision after too many tries', () => {
  it('asks to close it or go on, and closes it as not reachable', async () => {
    const user = userEvent.setup();
    const { api } = renderItem(tried(5));
    const banner = await screen.findByText(/5 tries without reaching the family/);
    expect(banner).toHaveTextContent(
      '5 tries without reaching the family. Decide: close as not reachable, or set a follow-up to keep trying.',
    );
    await user.click(screen.getByRole('button', { name: 'Close as not reachable' }));
    await waitFor(() =>
      expect(api.writes).toEqual([
        { method: 'PATCH', body: { version: 3, stage: 'closed', closeReason: 'notReachable' } },
      ]),
    );
    await waitFor(() => expect(screen.queryByText(/tries without reaching the family/)).toBeNull());
    expect(
      within(screen.getByRole('region', { name: 'History' })).getByText('Closed — Could not be reached'),
    ).toBeInTheDocument();
  });

  it('"Set a follow-up" goes to the follow-up field; a follow-up keeps trying and ends the banner', async () => {
    const user = userEvent.setup();
    const { api } = renderItem(tried(5));
    await user.click(await screen.findByRole('button', { name: 'Set a follow-up' }));
    const field = screen.getByLabelText('Follow-up date and time (your time)');
    expect(field).toHaveFocus();
    await user.type(field, '2026-11-30T10:00');
    await user.click(screen.getByRole('button', { name: 'Save follow-up' }));
    await waitFor(() => expect(screen.queryByText(/tries without reaching the family/)).toBeNull());
    expect(api.writes).toEqual([
      { method: 'PATCH', body: { version: 3, followUpAt: fromLocalInput('2026-11-30T10:00') } },
    ]);
  });

  it('is not shown before the cap, where the count of failed tries is', async () => {
    renderItem(tried(3));
    const attempts = await screen.findByRole('region', { name: 'Contact attempts' });
    expect(within(attempts).getByText('3 tries without reaching them')).toBeInTheDocument();
    expect(screen.queryByText(/tries without reaching the family/)).toBeNull();
  });

  it('reads in Arabic with the number agreeing', async () => {
    renderItem(tried(5), { language: 'ar' });
    expect(await screen.findByText(/دون الوصول إلى الأسرة/)).toHaveTextContent(/^٥ محاولات دون الوصول إلى الأسرة\./);
    expect(screen.getByRole('button', { name: 'إغلاق لتعذّر الوصول' })).toBeInTheDocument();
  });
});

describe('the next step', () => {
  it('is typed on the reader’s clock and sent as ISO 8601 with its offset', () => {
    vi.stubEnv('TZ', 'Asia/Dubai');
    expect(fromLocalInput('2026-11-30T10:00')).toBe('2026-11-30T10:00:00+04:00');
    expect(toLocalInput('2026-11-30T06:00:00Z')).toBe('2026-11-30T10:00');
    vi.stubEnv('TZ', 'America/New_York');
    expect(fromLocalInput('2026-11-30T10:00')).toBe('2026-11-30T10:00:00-05:00');
    expect(fromLocalInput('')).toBeNull();
    expect(toLocalInput(null)).toBe('');
  });

  it('says a follow-up is due today, with its time', async () => {
    renderItem(makeItem({ followUpAt: '2026-11-27T16:00:00Z' }));
    const next = await screen.findByRole('region', { name: 'Next step' });
    expect(within(next).getByText(/Follow-up due today/)).toHaveTextContent('Follow-up due today at 16:00');
  });

  it('says a follow-up is overdue, and clears it', async () => {
    const user = userEvent.setup();
    const { api } = renderItem(makeItem({ followUpAt: '2026-11-26T09:00:00Z' }));
    const next = await screen.findByRole('region', { name: 'Next step' });
    expect(within(next).getByText(/Follow-up overdue since/)).toHaveTextContent(/Follow-up overdue since Nov 26, 2026/);
    expect(within(next).getByLabelText('Follow-up date and time (your time)')).toHaveValue('2026-11-26T09:00');
    await user.click(within(next).getByRole('button', { name: 'Clear follow-up' }));
    await waitFor(() => expect(within(next).getByText('No follow-up set.')).toBeInTheDocument());
    expect(api.writes).toEqual([{ method: 'PATCH', body: { version: 3, followUpAt: null } }]);
    expect(within(next).getByLabelText('Follow-up date and time (your time)')).toHaveValue('');
    expect(within(screen.getByRole('region', { name: 'History' })).getByText('Follow-up cleared')).toBeInTheDocument();
  });
});

describe('the first-response clock', () => {
  it('says how long ago it came and by when to answer', async () => {
    renderItem(makeItem());
    expect(await screen.findByText(/Received/, { selector: 'span' })).toHaveTextContent('Received 2 hours ago');
    expect(screen.getByText(/First response due by/)).toHaveTextContent('First response due by 11:30');
  });

  it('says it waits for the family’s window, not that it is late, while their hours are closed', async () => {
    // Saturday 14:05 in Dubai; the family allows Monday to Friday from 09:00 (their time, Dubai's too).
    renderItem(makeItem({ respondBy: '2026-11-30T06:00:00Z' }), { now: SATURDAY_AFTERNOON });
    const line = await screen.findByText(/Waiting for their window/);
    expect(line).toHaveTextContent(/Waiting for their window \(Monday \d\d:00, your time\)/);
    expect(screen.queryByText(/overdue/)).toBeNull();
  });

  it('says when the first response is late', async () => {
    renderItem(makeItem({ respondBy: '2026-11-27T09:05:00Z', overdue: true }));
    expect(await screen.findByText(/First response overdue/)).toHaveTextContent(
      'First response overdue (was due by 09:05)',
    );
  });
});
