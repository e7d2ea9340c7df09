import { isComplete, needsCrisisNotice, scoreScreener } from '#contracts/screeners';

/** Nine answers for PHQ-9, seven for GAD-7, five for SCOFF, written as one digit each ("012301230"). */
const answers = (digits: string) => [...digits].map(Number);

describe('PHQ-9 scoring', () => {
  it.each([
    ['000000000', 0, 'minimal'],
    ['111100000', 4, 'minimal'],
    ['111110000', 5, 'mild'],
    ['333000000', 9, 'mild'],
    ['333100000', 10, 'moderate'],
    ['222222200', 14, 'moderate'],
    ['333330000', 15, 'moderatelySevere'],
    ['333333100', 19, 'moderatelySevere'],
    ['333333200', 20, 'severe'],
    ['333333333', 27, 'severe'],
  ])('scores %s as %i, %s', (digits, score, band) => {
    expect(scoreScreener('phq9', answers(digits))).toEqual({ score, maximum: 27, band });
  });
});

describe('GAD-7 scoring', () => {
  it.each([
    ['0000000', 0, 'minimal'],
    ['1111000', 4, 'minimal'],
    ['1111100', 5, 'mild'],
    ['3330000', 9, 'mild'],
    ['3331000', 10, 'moderate'],
    ['2222222', 14, 'moderate'],
    ['3333300', 15, 'severe'],
    ['3333333', 21, 'severe'],
  ])('scores %s as %i, %s', (digits, score, band) => {
    expect(scoreScreener('gad7', answers(digits))).toEqual({ score, maximum: 21, band });
  });
});

describe('SCOFF scoring', () => {
  it.each([
    ['00000', 0, 'fewSigns'],
    ['00100', 1, 'fewSigns'],
    ['10010', 2, 'possibleCase'],
    ['11100', 3, 'possibleCase'],
    ['11111', 5, 'possibleCase'],
  ])('scores %s as %i, %s', (digits, score, band) => {
    expect(scoreScreener('scoff', answers(digits))).toEqual({ score, maximum: 5, band });
  });
});

describe('an incomplete or malformed set of answers', () => {
  it('is not complete with a missing answer, a wrong count or a value outside its scale', () => {
    expect(isComplete('phq9', [0, 1, 2, 3, 0, 1, 2, 3, null])).toBe(false);
    expect(isComplete('phq9', answers('0000000'))).toBe(false);
    expect(isComplete('gad7', [0, 0, 0, 0, 0, 0, 4])).toBe(false);
    expect(isComplete('gad7', answers('0000000'))).toBe(true);
    expect(isComplete('scoff', answers('01012'))).toBe(false);
    expect(isComplete('scoff', answers('0101'))).toBe(false);
    expect(isComplete('scoff', answers('01011'))).toBe(true);
  });

  it('is refused by the scoring rather than given a total', () => {
    expect(() => scoreScreener('phq9', answers('00000000'))).toThrow(RangeError);
    expect(() => scoreScreener('scoff', answers('00003'))).toThrow(RangeError);
  });
});

describe('the crisis rule', () => {
  it('calls for the crisis notice on any answer above zero to PHQ-9’s ninth item, whatever the total', () => {
    expect(needsCrisisNotice('phq9', answers('000000001'))).toBe(true);
    expect(needsCrisisNotice('phq9', answers('000000003'))).toBe(true);
    expect(needsCrisisNotice('phq9', answers('333333330'))).toBe(false);
    expect(needsCrisisNotice('phq9', [null, null, null, null, null, null, null, null, 2])).toBe(true);
  });

  it('does not apply to GAD-7 or SCOFF, which have no such item', () => {
    expect(needsCrisisNotice('gad7', answers('3333333'))).toBe(false);
    expect(needsCrisisNotice('scoff', answers('11111'))).toBe(false);
  });
});
