import type { InboxEvent } from '#contracts/inbox';
import { screen, within } from '../../test-utils';
import { makeItem, renderItem } from './item-fixtures';

const at = (hour: number) => `2026-11-27T${String(hour).padStart(2, '0')}:00:00Z`;

const history: InboxEvent[] = [
  { type: 'stage', stage: 'new', closeReason: null, assessmentAt: null, by: 'system', at: at(1) },
  { type: 'owner', owner: 'Alice Staff', by: 'Alice Staff', at: at(2) },
  { type: 'attempt', channel: 'phone', outcome: 'noAnswer', by: 'Alice Staff', at: at(3) },
  { type: 'followUp', followUpAt: '2026-11-28T06:00:00Z', by: 'Alice Staff', at: at(4) },
  { type: 'note', text: 'Mother prefers evenings.', by: 'Alice Staff', at: at(5) },
  { type: 'link', reference: 'SW-6MJ2C', state: 'dismissed', by: 'Reem Khalil', at: at(6) },
  { type: 'followUp', followUpAt: null, by: 'Reem Khalil', at: at(7) },
  { type: 'owner', owner: null, by: 'Reem Khalil', at: at(8) },
  { type: 'stage', stage: 'closed', closeReason: 'notReady', assessmentAt: null, by: 'Reem Khalil', at: at(9) },
  { type: 'message', from: 'family', by: 'family', at: at(10) },
  { type: 'message', from: 'staff', by: 'Reem Khalil', at: at(11) },
  {
    type: 'stage',
    stage: 'assessmentBooked',
    closeReason: null,
    assessmentAt: '2026-12-01T09:30:00Z',
    by: 'Reem Khalil',
    at: at(12),
  },
];

const entries = (region: HTMLElement) =>
  within(region)
    .getAllByRole('listitem')
    .map((entry) => [...entry.querySelectorAll('p')].map((line) => line.textContent));

describe('the history', () => {
  it('says every change in words, newest first, with who and when', async () => {
    renderItem(makeItem({ history }));
    const region = await screen.findByRole('region', { name: 'History' });
    const shown = entries(region).map(([what, who]) => [what, who?.replace(/\u00a0/g, ' ')]);
    const expected = [
      ['Assessment booked for Dec 1, 2026, 09:30', 'Reem Khalil', '12:00'],
      ['Message to the family', 'Reem Khalil', '11:00'],
      ['Message from the family', 'The family', '10:00'],
      ['Closed — Not ready yet', 'Reem Khalil', '09:00'],
      ['Unassigned', 'Reem Khalil', '08:00'],
      ['Follow-up cleared', 'Reem Khalil', '07:00'],
      ['Marked as not the same family as SW-6MJ2C', 'Reem Khalil', '06:00'],
      ['Note added', 'Alice Staff', '05:00'],
      ['Follow-up set for Nov 28, 2026, 06:00', 'Alice Staff', '04:00'],
      ['Phone call — no answer', 'Alice Staff', '03:00'],
      ['Assigned to Alice Staff', 'Alice Staff', '02:00'],
      ['Stage: New', 'Automatic', '01:00'],
    ];
    expect(shown.map(([what]) => what?.replace(/\u00a0/g, ' '))).toEqual(expected.map(([what]) => what));
    shown.forEach(([, who], index) => {
      const [, by, time] = expected[index]!;
      expect(who).toContain(by);
      expect(who).toContain(`Nov 27, 2026, ${time}`);
    });
  });

  it('reads in Arabic', async () => {
    renderItem(makeItem({ history }), { language: 'ar' });
    const region = await screen.findByRole('region', { name: 'سجل التغييرات' });
    const said = entries(region).map(([what]) => what);
    expect(entries(region)[2]?.[1]).toMatch(/^الأسرة/);
    expect(said).toEqual([
      expect.stringMatching(/^حُجز موعد التقييم في ١\sديسمبر\s٢٠٢٦،\s٠٩:٣٠$/),
      'رسالة إلى الأسرة',
      'رسالة من الأسرة',
      'أُغلق — غير مستعدين بعد',
      'أُلغي الإسناد',
      'أُلغي موعد المتابعة',
      'فُصل عن SW-6MJ2C (ليست الأسرة نفسها)',
      'أُضيفت ملاحظة',
      expect.stringMatching(/^حُدّد موعد متابعة في .*٢٠٢٦/),
      'مكالمة هاتفية — لم يُجب أحد',
      'أُسند إلى Alice Staff',
      'المرحلة: جديد',
    ]);
  });

  it('keeps the notes in full in the notes panel', async () => {
    renderItem(makeItem({ history }));
    const notes = await screen.findByRole('region', { name: 'Internal notes' });
    expect(within(notes).getByText('Mother prefers evenings.')).toBeInTheDocument();
  });
});
