import { isAgainstContactRules } from '#contracts/rules/contact-window';
import { matchKeys, nameKey, sharedKeys } from '#contracts/rules/match-keys';
import {
  afterAttempt,
  afterChange,
  isDueToday,
  isOverdue,
  nameKeyHasWords,
  needsDecision,
  searchTerms,
  type PipelineState,
} from '#contracts/rules/pipeline-rules';

const AT = '2026-11-23T06:00:00.000Z';
const fresh: PipelineState = {
  stage: 'new',
  closeReason: null,
  assessmentAt: null,
  respondBy: '2026-11-23T07:00:00.000Z',
  firstResponseAt: null,
  followUpAt: null,
  failedAttempts: 0,
};

describe('the pipeline rules (the server states them in SQL too: server/tests/pipeline.test.ts)', () => {
  it('counts a move out of new as the first response, but not one to spam', () => {
    expect(afterChange(fresh, { stage: 'spam' }, AT, 5).firstResponseAt).toBeNull();
    expect(afterChange(fresh, { stage: 'closed', closeReason: 'cost' }, AT, 5)).toMatchObject({
      stage: 'closed',
      closeReason: 'cost',
      firstResponseAt: AT,
    });
  });

  it('takes a follow-up on an item waiting for a decision as the decision to go on', () => {
    const waiting = { ...fresh, stage: 'inContact' as const, failedAttempts: 5 };
    expect(needsDecision(waiting, 5)).toBe(true);
    expect(afterChange(waiting, { followUpAt: AT }, AT, 5).failedAttempts).toBe(0);
    expect(afterChange(waiting, { followUpAt: null }, AT, 5).failedAttempts).toBe(5);
    expect(needsDecision({ ...waiting, stage: 'closed' }, 5)).toBe(false);
  });

  it('is late only while open: a first response past due, or a follow-up past', () => {
    const later = new Date('2026-11-23T08:00:00Z');
    expect(isOverdue(fresh, later)).toBe(true);
    expect(isOverdue(afterAttempt(fresh, 'noAnswer', AT), later)).toBe(false);
    expect(isOverdue({ ...fresh, stage: 'closed' }, later)).toBe(false);
    expect(isOverdue({ ...fresh, firstResponseAt: AT, followUpAt: AT }, later)).toBe(true);
    // 20:00 in Dubai is today there; 20:00 UTC is tomorrow.
    expect(isDueToday({ ...fresh, followUpAt: '2026-11-23T16:00:00Z' }, later)).toBe(true);
    expect(isDueToday({ ...fresh, followUpAt: '2026-11-23T20:00:00Z' }, later)).toBe(false);
  });

  it('searches digits in phones only when the text looks like a phone number', () => {
    expect(searchTerms(' +971 50-123 ')).toEqual({ text: '+971 50-123', digits: '97150123', nameWords: [] });
    expect(searchTerms('Mona 5')).toMatchObject({ text: 'mona 5', digits: null });
    expect(searchTerms('  ')).toEqual({ text: null, digits: null, nameWords: [] });
  });

  it('reads a local number without its trunk 0 or 00, in either digit set', () => {
    expect(searchTerms('050 123 4567').digits).toBe('501234567');
    expect(searchTerms('٠٥٠١٢٣٤٥٦٧').digits).toBe('501234567');
    expect(searchTerms('00971501234567').digits).toBe('971501234567');
  });

  it('looks for a name in either script by its words’ keys', () => {
    expect(searchTerms('Khalid').nameWords).toEqual(searchTerms('خالد').nameWords);
    expect(nameKeyHasWords(nameKey('خالد العتيبي'), searchTerms('Khalid').nameWords)).toBe(true);
    expect(nameKeyHasWords(nameKey('خالد العتيبي'), searchTerms('Hamad').nameWords)).toBe(false);
    expect(nameKeyHasWords(null, searchTerms('Khalid').nameWords)).toBe(false);
  });

  it('refuses a message only where the family said no', () => {
    expect(isAgainstContactRules('leftMessage', { leaveMessage: false })).toBe(true);
    expect(isAgainstContactRules('leftMessage', { leaveMessage: null })).toBe(false);
    expect(isAgainstContactRules('noAnswer', { leaveMessage: false })).toBe(false);
  });

  it('flags two items by the keys they share, in the reasons’ order', () => {
    const first = matchKeys({ name: 'مريم العتيبي', phone: '+971501234567', email: null });
    const again = matchKeys({ name: 'Mariam Al-Otaibi', phone: '0501234567', email: null });
    expect(sharedKeys(again, first)).toEqual(['phone', 'name']);
  });
});
