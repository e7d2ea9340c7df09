import { fillText } from '@/i18n/fill-text';

describe('fillText', () => {
  it('fills the known placeholders and leaves a mistake visible', () => {
    expect(fillText('{a} of {b}', { a: '1', b: '2' })).toBe('1 of 2');
    expect(fillText('{a} of {c}', { a: '1' })).toBe('1 of {c}');
    expect(fillText('{constructor}', {})).toBe('{constructor}');
  });
});
