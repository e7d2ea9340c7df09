import { mailtoHref, telHref, whatsappHref } from '@/features/inbox/contact-links';
import { parseInboxItem, parseInboxList } from '@/features/inbox/api/inbox-schema';

describe('contact links are built only from checked digits', () => {
  it.each([
    ['+971501234567', 'tel:+971501234567', 'https://wa.me/971501234567'],
    ['+971 50 123 4567', 'tel:+971501234567', 'https://wa.me/971501234567'],
    ['0501234567', 'tel:0501234567', null],
    ['javascript:alert(1)', null, null],
    ['+97150<script>', null, null],
    ['123', null, null],
    [null, null, null],
  ])('%s → %s, %s', (phone, tel, whatsapp) => {
    expect(telHref(phone)).toBe(tel);
    expect(whatsappHref(phone)).toBe(whatsapp);
  });

  it.each([
    ['a@example.com', 'mailto:a@example.com'],
    ['a@example.com?subject=x', null],
    ['not an email', null],
    ['javascript:alert(1)@x.y', null],
  ])('%s → %s', (email, href) => {
    expect(mailtoHref(email)).toBe(href);
  });
});

describe('the inbox answers are checked', () => {
  const row = {
    reference: 'SW-4F7K2',
    kind: 'enquiry',
    status: 'new',
    receivedAt: '2026-11-23T08:00:00Z',
    name: 'Mona',
    forWhom: 'self',
    contactMethod: 'phone',
    contactTime: 'any',
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
