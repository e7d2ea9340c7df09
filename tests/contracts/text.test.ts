import { describe, expect, it } from 'vitest';
import { inviteSchema, profileSchema } from '#contracts/accounts';
import { validateContact } from '#contracts/forms/contact-rules';
import { hasControlCharacters, isBlank, isOneLineText } from '#contracts/text';

// Characters that draw nothing, or that split a line where no person typed one.
const INVISIBLE_ONLY = ['\u3164', '\u2800\u2800', '\u0301\u0308', '\u064B\u0650', '\u115F\u1160', '\uFFA0', '\u200B'];
const BREAKS_A_LINE = ['a\nb', 'a\rb', 'a\tb', 'a\u2028b', 'a\u2029b', 'a\u0085b'];

describe('text no person means to type', () => {
  it('counts text of fillers, blank braille or combining marks only as blank, and letters with marks as text', () => {
    for (const text of INVISIBLE_ONLY) expect(isBlank(text), JSON.stringify(text)).toBe(true);
    for (const text of ['Layla', 'عَلِي', 'e\u0301', '\u3164x']) expect(isBlank(text), text).toBe(false);
  });

  it('refuses C1 controls and lone surrogates anywhere, and allows a pair that makes one character', () => {
    for (const text of ['\u0085', 'a\u009Bb', '\uD800', 'x\uDC00y', 'a\u0000b'])
      expect(hasControlCharacters(text), JSON.stringify(text)).toBe(true);
    for (const text of ['😀', 'line one\nline two', 'سلام \u200F'])
      expect(hasControlCharacters(text), text).toBe(false);
  });

  it('keeps a one-line field on one line: no tab, line feed, carriage return, NEL or Unicode line or paragraph separator', () => {
    for (const text of BREAKS_A_LINE) expect(isOneLineText(text), JSON.stringify(text)).toBe(false);
    expect(isOneLineText('Layla Hassan')).toBe(true);
    expect(isOneLineText('ليلى حسن')).toBe(true);
  });

  it('applies both rules to a family’s name and a staff member’s name', () => {
    const contact = {
      name: 'Omar',
      contact: 'omar@example.com',
      subject: 'Visits',
      message: 'When?\nThanks',
      consent: true,
    };
    for (const name of INVISIBLE_ONLY) {
      expect(validateContact({ ...contact, name }).name).toBe('name.required');
      expect(inviteSchema.safeParse({ email: 'a@example.com', name, role: 'manager', language: 'en' }).success).toBe(
        false,
      );
      expect(profileSchema.safeParse({ name }).success).toBe(false);
    }
    for (const name of BREAKS_A_LINE) {
      expect(validateContact({ ...contact, name }).name).toBe('name.invalid');
      expect(validateContact({ ...contact, subject: name }).subject).toBe('subject.invalid');
      expect(profileSchema.safeParse({ name }).success).toBe(false);
    }
    expect(validateContact(contact)).toEqual({});
  });
});
