import { parseInboxItem, parseInboxList } from '@/features/inbox/api/inbox-schema';

describe('the inbox answers are checked', () => {
  const row = {
    reference: 'SW-4F7K2',
    kind: 'enquiry',
    status: 'new',
    receivedAt: '2026-11-23T08:00:00Z',
    name: 'Mona',
    forWhom: 'self',
    contactMethod: 'phone',
    preferredTime: 'any',
    programme: 'addiction',
    language: 'en',
    version: 1,
  };

  it('keeps good rows and drops a bad one', () => {
    const list = parseInboxList({
      items: [row, { ...row, reference: '<img src=x>' }, { ...row, status: 'deleted' }],
      counts: { new: 1, contacted: 0, closed: 0, spam: 0 },
    });
    expect(list.items).toEqual([row]);
  });

  it('rejects an answer without a list', () => {
    expect(() => parseInboxList({ items: 'none' })).toThrow(expect.objectContaining({ kind: 'invalid' }));
  });

  it('rejects an item with the wrong shape', () => {
    expect(() => parseInboxItem({ item: { ...row, notes: 'x' } })).toThrow(
      expect.objectContaining({ kind: 'invalid' }),
    );
  });
});
