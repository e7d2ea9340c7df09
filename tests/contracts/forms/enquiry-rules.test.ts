import { COUNTRY_TIME_ZONE, protectiveDiscretion, workingDays } from '#contracts/forms/discretion';
import { UAE_PROTECTIVE_RULES } from './discretion-fixture';
import {
  ENQUIRY_FIELDS,
  initialEnquiryValues,
  validateEnquiry,
  type EnquiryValues,
} from '#contracts/forms/enquiry-rules';

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

  it('counts a name of a Hangul filler only as empty, and refuses a line separator or NEL in it', () => {
    expect(validateEnquiry({ ...valid, name: '\u3164' })).toEqual({ name: 'name.required' });
    expect(validateEnquiry({ ...valid, name: 'Layla\u2028Hassan' })).toEqual({ name: 'name.invalid' });
    expect(validateEnquiry({ ...valid, name: 'Layla\u0085' })).toEqual({ name: 'name.invalid' });
    expect(validateEnquiry({ ...valid, name: 'Layla\nHassan', message: 'Two\nlines' })).toEqual({
      name: 'name.invalid',
    });
  });

  describe('the contact rules', () => {
    const rules = (changes: Partial<EnquiryValues['discretion']>): EnquiryValues => ({
      ...valid,
      discretion: { ...valid.discretion, ...changes },
    });

    it('start at the protective answers for the default country: no message, no name, its working days, 9 to 18', () => {
      expect(initialEnquiryValues.discretion).toEqual(UAE_PROTECTIVE_RULES);
      expect(initialEnquiryValues).toMatchObject({ relationship: '', personKnows: '', heardFrom: '' });
    });

    it.each([
      ['AE', ['mon', 'tue', 'wed', 'thu', 'fri']],
      ['SA', ['sun', 'mon', 'tue', 'wed', 'thu']],
      ['EG', ['sun', 'mon', 'tue', 'wed', 'thu']],
      ['US', ['mon', 'tue', 'wed', 'thu', 'fri']],
    ] as const)('preselect the working days of %s', (country, days) => {
      expect(workingDays(country)).toEqual(days);
      expect(protectiveDiscretion(country)).toMatchObject({ safeDays: days, timeZone: COUNTRY_TIME_ZONE[country] });
    });

    it('need a safe day', () => {
      expect(validateEnquiry(rules({ safeDays: [] }))).toEqual({ safeDays: 'safeDays.required' });
      expect(validateEnquiry(rules({ safeDays: ['sat'] }))).toEqual({});
    });

    it('need the safe hours to end after they start', () => {
      expect(validateEnquiry(rules({ safeFrom: 18, safeTo: 18 }))).toEqual({ safeHours: 'safeHours.order' });
      expect(validateEnquiry(rules({ safeFrom: 20, safeTo: 9 }))).toEqual({ safeHours: 'safeHours.order' });
      expect(validateEnquiry(rules({ safeFrom: 0, safeTo: 24 }))).toEqual({});
      expect(validateEnquiry(rules({ safeFrom: 17, safeTo: 18 }))).toEqual({});
    });

    it('are checked in page order, after the email and before the message', () => {
      expect(ENQUIRY_FIELDS).toEqual([
        'forWhom',
        'name',
        'phone',
        'email',
        'safeDays',
        'safeHours',
        'message',
        'consent',
      ]);
    });

    it('leave the relationship, whether the person knows and the source optional', () => {
      expect(validateEnquiry({ ...valid, relationship: '', personKnows: '', heardFrom: '' })).toEqual({});
    });
  });

  it('allows a message of up to 1000 characters', () => {
    expect(validateEnquiry({ ...valid, message: 'a'.repeat(1000) })).toEqual({});
    expect(validateEnquiry({ ...valid, message: 'a'.repeat(1001) })).toEqual({ message: 'message.tooLong' });
  });
});
