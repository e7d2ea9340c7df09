import { arabicForm, englishForm } from '@/i18n/plural';

describe('the plural forms', () => {
  it('gives every whole number up to 1,200, and larger ones, the Arabic form Intl gives (zero read as other)', () => {
    const rules = new Intl.PluralRules('ar-EG');
    const numbers = [...Array.from({ length: 1201 }, (_, n) => n), 10_000, 10_001, 10_002, 10_011, 1_000_099];
    for (const n of numbers) {
      const form = rules.select(n);
      expect([n, arabicForm(n)]).toEqual([n, form === 'zero' ? 'other' : form]);
    }
  });

  it('reads a number that is not a whole one through Intl', () => {
    expect(arabicForm(2.5)).toBe(new Intl.PluralRules('ar-EG').select(2.5));
  });

  it('gives English one for 1 only', () => {
    const rules = new Intl.PluralRules('en-US');
    for (const n of [0, 1, 2, 11, 21, 101]) expect(englishForm(n)).toBe(rules.select(n));
  });
});
