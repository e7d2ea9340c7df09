/** The forms an Arabic noun takes after a number; CLDR's `zero` reads as `other` here («٠ أسبوع» like «١٠٠ أسبوع»). */
export type ArabicForm = 'one' | 'two' | 'few' | 'many' | 'other';

/**
 * The form an Arabic noun takes after `count`: 1, 2, 3–10, 11–99, then by the last two digits (101 like 100,
 * 103 like 3). CLDR's rule written out for whole numbers (a test holds it equal to `Intl.PluralRules`), so a
 * page that counts builds no plural rules while it starts; any other number goes through `Intl`.
 */
export function arabicForm(count: number): ArabicForm {
  if (!Number.isSafeInteger(count) || count < 0) {
    const form = new Intl.PluralRules('ar-EG').select(count);
    return form === 'zero' ? 'other' : form;
  }
  if (count === 1) return 'one';
  if (count === 2) return 'two';
  const lastTwo = count % 100;
  if (lastTwo >= 3 && lastTwo <= 10) return 'few';
  return lastTwo >= 11 ? 'many' : 'other';
}

/** English's form: one for 1, other for any other number. */
export const englishForm = (count: number): 'one' | 'other' => (count === 1 ? 'one' : 'other');
