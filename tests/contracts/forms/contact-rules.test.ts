import {
  initialContactValues,
  readContactDetail,
  validateContact,
  type ContactValues,
} from '#contracts/forms/contact-rules';

const valid: ContactValues = {
  name: 'Omar Saleh',
  contact: 'omar@example.com',
  subject: 'Partnership',
  message: 'Hello',
  consent: true,
};

describe('validateContact', () => {
  it('finds nothing wrong with a complete message', () => {
    expect(validateContact(valid)).toEqual({});
  });

  it('requires every field and consent', () => {
    expect(validateContact(initialContactValues)).toEqual({
      name: 'name.required',
      contact: 'contact.required',
      subject: 'subject.required',
      message: 'message.required',
      consent: 'consent.required',
    });
  });

  it('refuses control characters no person types, and keeps line breaks and tabs in the message', () => {
    expect(validateContact({ ...valid, name: 'Omar\u0000', subject: 'Hi\u0007', message: 'a\u001Fb' })).toEqual({
      name: 'name.invalid',
      subject: 'subject.invalid',
      message: 'message.invalid',
    });
    expect(validateContact({ ...valid, message: 'Line one\r\n\tLine two' })).toEqual({});
  });

  it('counts a field of zero-width characters only as empty, and refuses bidirectional overrides', () => {
    expect(validateContact({ ...valid, name: '\u200B\u200C \u200F', subject: '\uFEFF', message: '\u200D' })).toEqual({
      name: 'name.required',
      subject: 'subject.required',
      message: 'message.required',
    });
    expect(validateContact({ ...valid, name: 'Omar \u202Enamuh', subject: '\u2066Hi\u2069' })).toEqual({
      name: 'name.invalid',
      subject: 'subject.invalid',
    });
    // An Arabic name with a right-to-left mark, as phones type it, is a name.
    expect(validateContact({ ...valid, name: '\u200Fعمر' })).toEqual({});
  });

  it('limits the message to 1000 characters', () => {
    expect(validateContact({ ...valid, message: 'a'.repeat(1000) })).toEqual({});
    expect(validateContact({ ...valid, message: 'a'.repeat(1001) })).toEqual({ message: 'message.tooLong' });
  });

  it.each(['omar@', 'omar', '12345', '+971 50 12', 'call me', '+1234567890123456'])(
    'refuses %j as neither an email address nor a phone number',
    (contact) => {
      expect(validateContact({ ...valid, contact })).toEqual({ contact: 'contact.invalid' });
    },
  );
});

describe('readContactDetail', () => {
  it('reads an address with an @ as an email', () => {
    expect(readContactDetail(' omar@example.com ')).toEqual({ kind: 'email', value: 'omar@example.com' });
  });

  it.each([
    ['+971 50 123 4567', '+971501234567'],
    ['00966 50 123 4567', '+966501234567'],
    ['(212) 555-0123', '2125550123'],
    ['+٢٠ ١٠ ١٢٣٤ ٥٦٧٨', '+201012345678'],
  ])('reads %j as the phone number %s', (raw, value) => {
    expect(readContactDetail(raw)).toEqual({ kind: 'phone', value });
  });
});
