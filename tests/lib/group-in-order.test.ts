import { groupInOrder } from '@/lib/group-in-order';

describe('groupInOrder', () => {
  it('keeps the groups in the order their first item came, and each group’s items in theirs', () => {
    const calls = ['Mon 09:00', 'Tue 10:00', 'Mon 11:00', 'Wed 08:00', 'Tue 12:00'];
    expect(groupInOrder(calls, (call) => call.slice(0, 3))).toEqual([
      ['Mon', ['Mon 09:00', 'Mon 11:00']],
      ['Tue', ['Tue 10:00', 'Tue 12:00']],
      ['Wed', ['Wed 08:00']],
    ]);
    expect(groupInOrder([], String)).toEqual([]);
  });
});
