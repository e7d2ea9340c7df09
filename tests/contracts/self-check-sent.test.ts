import { isSelfCheckAnswers } from '#contracts/screeners';
import { selfCheckAnswersSchema, sentSelfCheckOf } from '#contracts/self-check-sent';

const SCOFF = { screener: 'scoff', answers: [1, 0, 1, 0, 0] };

describe('a self-check sent with an enquiry', () => {
  it('is a whole questionnaire on its own scale, and nothing more', () => {
    expect(isSelfCheckAnswers(SCOFF)).toBe(true);
    expect(selfCheckAnswersSchema.safeParse(SCOFF).success).toBe(true);
    for (const value of [
      { ...SCOFF, answers: [1, 0, 1, 0] },
      { ...SCOFF, answers: [1, 0, 3, 0, 0] },
      { ...SCOFF, band: 'fewSigns' },
      { screener: 'dast10', answers: [0] },
      [SCOFF],
      null,
      'scoff',
    ]) {
      expect(isSelfCheckAnswers(value), JSON.stringify(value)).toBe(false);
      expect(selfCheckAnswersSchema.safeParse(value).success).toBe(false);
    }
  });

  it('is scored again when read, from a value or stored JSON text, and none when unreadable', () => {
    expect(sentSelfCheckOf(SCOFF)).toEqual({
      screener: 'scoff',
      score: 2,
      maximum: 5,
      band: 'possibleCase',
      crisis: false,
    });
    expect(sentSelfCheckOf(JSON.stringify({ screener: 'phq9', answers: [0, 0, 0, 0, 0, 0, 0, 0, 2] }))).toEqual({
      screener: 'phq9',
      score: 2,
      maximum: 27,
      band: 'minimal',
      crisis: true,
    });
    expect(sentSelfCheckOf('{not json')).toBeNull();
    expect(sentSelfCheckOf(null)).toBeNull();
  });
});
