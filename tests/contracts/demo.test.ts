import { DEMO_SAMPLES } from '#contracts/demo';
import { CONTACT_METHODS, FOR_WHOM, PREFERRED_TIMES, PROGRAMMES } from '#contracts/forms/enquiry-rules';
import { parsePhone } from '#contracts/forms/phone';
import { INBOX_STATUSES } from '#contracts/inbox';
import { REFERENCE_PATTERN } from '#contracts/reference';

const isOneOf = (codes: readonly string[], value: string | null) => value !== null && codes.includes(value);

describe('the demo inbox (one copy for the server and the mock server)', () => {
  it('holds only codes the forms can send, so staff never see a raw code', () => {
    for (const sample of DEMO_SAMPLES) {
      expect(sample.reference).toMatch(REFERENCE_PATTERN);
      expect(CONTACT_METHODS).toContain(sample.contactMethod);
      if (sample.kind !== 'enquiry') continue;
      expect([sample.reference, isOneOf(FOR_WHOM, sample.forWhom)]).toEqual([sample.reference, true]);
      expect([sample.reference, isOneOf(PREFERRED_TIMES, sample.preferredTime)]).toEqual([sample.reference, true]);
      expect([sample.reference, isOneOf(PROGRAMMES, sample.programme)]).toEqual([sample.reference, true]);
      const country = sample.phoneCountry as Parameters<typeof parsePhone>[1];
      expect([sample.reference, parsePhone(sample.phone ?? '', country).ok]).toEqual([sample.reference, true]);
    }
  });

  it('shows every status once at least, in both languages, under distinct references', () => {
    expect(new Set(DEMO_SAMPLES.map((sample) => sample.status))).toEqual(new Set(INBOX_STATUSES));
    expect(new Set(DEMO_SAMPLES.map((sample) => sample.language))).toEqual(new Set(['ar', 'en']));
    expect(new Set(DEMO_SAMPLES.map((sample) => sample.reference)).size).toBe(DEMO_SAMPLES.length);
  });
});
