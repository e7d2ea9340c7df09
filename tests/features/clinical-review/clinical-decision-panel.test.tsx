import type { InboxEvent } from '#contracts/inbox';
import { screen, within } from '../../test-utils';
import { makeItem, renderItem } from '../inbox/item-fixtures';

const at = (hour: number) => `2026-11-27T${String(hour).padStart(2, '0')}:00:00Z`;
const decided = (decision: 'accept' | 'referElsewhere', hour: number, alternatives: string | null): InboxEvent => ({
  type: 'clinical',
  decision,
  alternatives,
  reason: `Reason at ${hour}.`,
  by: 'Dr Hana Youssef',
  at: at(hour),
});

describe("the item page's clinical decision", () => {
  it('shows the admissions team the latest decision, where the family was referred and why', async () => {
    renderItem(makeItem({ history: [decided('accept', 1, null), decided('referElsewhere', 2, 'A detox unit.')] }));
    const panel = await screen.findByRole('region', { name: 'Clinical decision' });
    expect(within(panel).getByText('Refer elsewhere')).toBeInTheDocument();
    expect(within(panel).getByText('A detox unit.')).toBeInTheDocument();
    expect(within(panel).getByText('Reason at 2.')).toBeInTheDocument();
    expect(within(panel).queryByText('Reason at 1.')).not.toBeInTheDocument();
    const history = screen.getByRole('region', { name: 'History' });
    expect(within(history).getByText('Clinical decision: Refer elsewhere')).toBeInTheDocument();
  });

  it('is absent until a reviewer decides', async () => {
    renderItem(makeItem({ history: [] }));
    await screen.findByRole('region', { name: 'History' });
    expect(screen.queryByRole('region', { name: 'Clinical decision' })).not.toBeInTheDocument();
  });
});
