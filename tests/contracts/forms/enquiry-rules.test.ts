import { initialEnquiryValues, validateEnquiry, type EnquiryValues } from '#contracts/forms/enquiry-rules';

const valid: EnquiryValues = {
  ...initialEnquiryValues,
  forWhom: 'someone-else',
  name: 'Layla Hassan',
  country: 'AE',
  phone: '050 123 4567',
  consent: true,
};

describe('validateEnquiry', () => {
  it('finds nothing wrong with a complete enquiry', () => {
    expect(validateEnquiry(valid)).toEqual({});
  });

  it('requires who needs help, a name, a phone number and consent, and nothing else', () => {
    expect(validateEnquiry(initialEnquiryValues)).toEqual({
      forWhom: 'forWhom.required',
      name: 'name.required',
      phone: 'phone.required',
      consent: 'consent.required',
    });
  });

  it('treats a name of spaces as missing', () => {
    expect(validateEnquiry({ ...valid, name: '   ' })).toEqual({ name: 'name.required' });
  });

  it.each(['AE', 'EG', 'SA', 'US'] as const)(
    'names the chosen country (%s) when the number does not fit it',
    (country) => {
      expect(validateEnquiry({ ...valid, country, phone: '123' })).toEqual({ phone: `phone.invalid.${country}` });
    },
  );

  it('says when the number carries another country’s code', () => {
    expect(validateEnquiry({ ...valid, phone: '+966 50 123 4567' })).toEqual({ phone: 'phone.otherCountry' });
  });

  describe('email and the contact method', () => {
    it('leaves the email optional for phone and WhatsApp', () => {
      expect(validateEnquiry({ ...valid, contactMethod: 'phone', email: '' })).toEqual({});
      expect(validateEnquiry({ ...valid, contactMethod: 'whatsapp', email: '' })).toEqual({});
    });

    it('requires an email when the visitor asks to be emailed', () => {
      expect(validateEnquiry({ ...valid, contactMethod: 'email', email: ' ' })).toEqual({
        email: 'email.requiredForMethod',
      });
      expect(validateEnquiry({ ...valid, contactMethod: 'email', email: 'layla@example.com' })).toEqual({});
    });

    it.each(['layla', 'layla@', 'layla@example', 'lay la@example.com', '@example.com', 'layla@example.c'])(
      'refuses the malformed address %j whatever the method',
      (email) => {
        expect(validateEnquiry({ ...valid, email })).toEqual({ email: 'email.invalid' });
        expect(validateEnquiry({ ...valid, contactMethod: 'email', email })).toEqual({ email: 'email.invalid' });
      },
    );

    it('accepts an address with spaces around it', () => {
      expect(validateEnquiry({ ...valid, email: '  layla.hassan@mail.example.ae ' })).toEqual({});
    });
  });

  it('refuses control characters in the name and the message, and a NUL in the email', () => {
    expect(validateEnquiry({ ...valid, name: 'Layla\u0000', message: '\u0008', email: 'a\u0000@example.com' })).toEqual(
      {
        name: 'name.invalid',
        message: 'message.invalid',
        email: 'email.invalid',
      },
    );
  });

  it('counts a name of zero-width spaces only as empty, and refuses a bidirectional override in the message', () => {
    expect(validateEnquiry({ ...valid, name: '\u200B\u200B', message: 'Call \u202Eafter six' })).toEqual({
      name: 'name.required',
      message: 'message.invalid',
    });
  });

  it('allows a message of up to 1000 characters', () => {
    expect(validateEnquiry({ ...valid, message: 'a'.repeat(1000) })).toEqual({});
    expect(validateEnquiry({ ...valid, message: 'a'.repeat(1001) })).toEqual({ message: 'message.tooLong' });
  });
});
