import userEvent from '@testing-library/user-event';
import type { MessagesAnswer } from '#contracts/messages';
import { priceRange } from '@/content/fee-formats';
import { screen, waitFor, within } from '../../test-utils';
import { makeItem, ME, renderItem } from './item-fixtures';

const FROM_FAMILY: MessagesAnswer = {
  messages: [
    {
      from: 'family',
      at: '2026-11-27T09:00:00Z',
      text: 'متى يمكنكم الاتصال؟',
      by: null,
      notice: null,
      noticeAt: null,
    },
    {
      from: 'staff',
      at: '2026-11-27T09:30:00Z',
      text: 'Tomorrow at six.',
      by: 'Reem Khalil',
      notice: 'held',
      noticeAt: '2026-11-30T05:00:00Z',
    },
  ],
  unread: 1,
  // One programme and two add-on sessions: the cart's count is 3.
  plan: {
    plan: { programme: { id: 'addiction', length: 4 }, residence: null, addOns: { extraTherapy: 2 } },
    at: '2026-11-27T08:30:00Z',
  },
};

describe('the item’s messages with the family', () => {
  it('shows what the family wrote, how it was told of each answer, and its stay plan with the estimate', async () => {
    renderItem(makeItem(), { thread: structuredClone(FROM_FAMILY) });
    const panel = await screen.findByRole('region', { name: 'Messages with the family' });
    expect(await within(panel).findByText('متى يمكنكم الاتصال؟')).toBeVisible();
    expect(within(panel).getByText('New from the family: 1')).toBeVisible();
    expect(within(panel).getByText(/The notice waits for the family’s hours:/)).toBeVisible();
    const plan = within(panel).getByRole('region', { name: 'Stay plan sent by the family' });
    expect(plan).toHaveTextContent('Addiction');
    expect(plan).toHaveTextContent('4 weeks');
    expect(plan).toHaveTextContent(/Extra one-to-one therapy session × 2/);
    // 4 weeks at 32,000–48,000 a week, and two sessions at 1,500.
    expect(plan.textContent).toContain(priceRange({ from: 131_000, to: 195_000 }, 'en'));
  });

  it('writes the estimate in Arabic with Arabic-Indic digits', async () => {
    renderItem(makeItem(), { thread: structuredClone(FROM_FAMILY), language: 'ar' });
    const plan = await screen.findByRole('region', { name: 'خطة الإقامة التي أرسلتها الأسرة' });
    expect(plan).toHaveTextContent(/٤ أسابيع/);
    expect(plan.textContent).toContain(priceRange({ from: 131_000, to: 195_000 }, 'ar'));
    expect(plan.textContent).not.toMatch(/[0-9]/);
  });

  it('answers the family: the answer joins the thread, says the family was emailed, and the item is the writer’s', async () => {
    const user = userEvent.setup();
    const { api } = renderItem(makeItem({ owner: null }));
    const panel = await screen.findByRole('region', { name: 'Messages with the family' });
    await within(panel).findByText('No messages yet.');
    await user.type(within(panel).getByLabelText('Answer the family'), 'We will call tomorrow.');
    await user.click(within(panel).getByRole('button', { name: 'Send answer' }));
    expect(await within(panel).findByText('We will call tomorrow.')).toBeVisible();
    expect(within(panel).getByText(/emailed a notice/)).toBeVisible();
    expect(api.writes).toEqual([{ method: 'POST', body: { text: 'We will call tomorrow.' } }]);
    const owner = screen.getByRole('region', { name: 'Owner' });
    await waitFor(() => expect(within(owner).getByText(/Owner:/)).toHaveTextContent(`Owner: ${ME.name} (you)`));
  });
});
