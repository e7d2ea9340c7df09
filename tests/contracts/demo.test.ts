import { DEMO_SAMPLES } from '#contracts/demo';
import { isTimeZone, PERSON_KNOWS, RELATIONSHIPS, WEEKDAYS } from '#contracts/forms/discretion';
import { CONTACT_METHODS, FOR_WHOM, PREFERRED_TIMES, PROGRAMMES } from '#contracts/forms/enquiry-rules';
import { parsePhone } from '#contracts/forms/phone';
import { ATTEMPT_CHANNELS, ATTEMPT_OUTCOMES, CLOSE_REASONS, STAGES } from '#contracts/pipeline';
import { REFERENCE_PATTERN } from '#contracts/reference';

const isOneOf = (codes: readonly string[], value: string | null | undefined) =>
  value !== null && value !== undefined && codes.includes(value);

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

  it('holds only pipeline codes: stages, close reasons (with the closed stage only), attempts', () => {
    for (const sample of DEMO_SAMPLES) {
      expect([sample.reference, isOneOf(STAGES, sample.stage)]).toEqual([sample.reference, true]);
      expect([sample.reference, sample.closeReason !== undefined]).toEqual([
        sample.reference,
        sample.stage === 'closed',
      ]);
      if (sample.closeReason) expect(CLOSE_REASONS).toContain(sample.closeReason);
      if (sample.relationship) expect(RELATIONSHIPS).toContain(sample.relationship);
      if (sample.personKnows) expect(PERSON_KNOWS).toContain(sample.personKnows);
      let previous = sample.hoursAgo;
      for (const event of sample.events) {
        if (event.stage) expect(STAGES).toContain(event.stage);
        if (event.closeReason) expect(CLOSE_REASONS).toContain(event.closeReason);
        if (event.attempt) {
          expect(ATTEMPT_CHANNELS).toContain(event.attempt.channel);
          expect(ATTEMPT_OUTCOMES).toContain(event.attempt.outcome);
        }
        // After the item arrived and after the event before: oldest first.
        expect([sample.reference, event.hoursAgo <= previous]).toEqual([sample.reference, true]);
        previous = event.hoursAgo;
      }
      // Its last stage event is where it stands.
      const lastStage = sample.events.flatMap((event) => event.stage ?? []).at(-1);
      if (lastStage) expect([sample.reference, lastStage]).toEqual([sample.reference, sample.stage]);
    }
  });

  it('holds contact rules a family could have chosen', () => {
    const withRules = DEMO_SAMPLES.filter((sample) => sample.discretion);
    expect(withRules.length).toBeGreaterThan(0);
    for (const { reference, kind, discretion } of withRules) {
      expect([reference, kind]).toEqual([reference, 'enquiry']);
      const { safeDays, safeFrom, safeTo, timeZone } = discretion!;
      expect([reference, safeDays.length > 0 && safeDays.every((day) => WEEKDAYS.includes(day))]).toEqual([
        reference,
        true,
      ]);
      expect([reference, new Set(safeDays).size]).toEqual([reference, safeDays.length]);
      expect([reference, Number.isInteger(safeFrom) && Number.isInteger(safeTo)]).toEqual([reference, true]);
      expect([reference, safeFrom >= 0 && safeFrom < safeTo && safeTo <= 24]).toEqual([reference, true]);
      expect([reference, isTimeZone(timeZone)]).toEqual([reference, true]);
    }
  });

  it('shows every stage once at least, in both languages, under distinct references', () => {
    expect(new Set(DEMO_SAMPLES.map((sample) => sample.stage))).toEqual(new Set(STAGES));
    expect(new Set(DEMO_SAMPLES.map((sample) => sample.language))).toEqual(new Set(['ar', 'en']));
    expect(new Set(DEMO_SAMPLES.map((sample) => sample.reference)).size).toBe(DEMO_SAMPLES.length);
  });

  it('holds the duplicate the list flags: SW-6MJ2C sent again the phone of SW-4F7K2, written in Latin letters', () => {
    const byReference = (reference: string) => DEMO_SAMPLES.find((sample) => sample.reference === reference)!;
    const [again, first] = [byReference('SW-6MJ2C'), byReference('SW-4F7K2')];
    expect(again.phone).toBe(first.phone);
    expect(again.hoursAgo).toBeLessThan(first.hoursAgo);
    expect([again.name, first.name]).toEqual(['Mariam Al-Otaibi', 'مريم العتيبي']);
  });
});
