import { FieldsRejected, RateLimited } from '@/features/enquiry/api/post-form';
import { sendContact, toContactPayload } from '@/features/enquiry/api/send-contact';
import { sendEnquiry, toEnquiryPayload } from '@/features/enquiry/api/send-enquiry';
import { initialEnquiryValues, type EnquiryValues } from '#contracts/forms/enquiry-rules';
import { callEndpoint } from '@/lib/api-client';
import { enquiryHandlers } from '@/mocks/handlers/enquiries';
import { server } from '@/mocks/node';
import { setMockScenario } from '@/mocks/scenario';
import { CONSENT_OUTDATED, CONSENT_VERSION } from '#contracts/consent';
import { FORM_ENDPOINTS } from '#contracts/endpoints/forms';
import { UAE_PROTECTIVE_RULES } from '../../../contracts/forms/discretion-fixture';

const enquiry: EnquiryValues = {
  ...initialEnquiryValues,
  forWhom: 'someone-else',
  name: '  Layla Hassan ',
  country: 'SA',
  phone: '٠٥٠ ١٢٣ ٤٥٦٧',
  email: ' ',
  contactMethod: 'whatsapp',
  programme: 'addiction',
  message: ' Hello ',
  consent: true,
};

beforeEach(() => server.use(...enquiryHandlers));

describe('toEnquiryPayload', () => {
  it('sends trimmed text, the phone in every form the team needs, and the page language', () => {
    expect(toEnquiryPayload(enquiry, 'ar')).toStrictEqual({
      forWhom: 'someone-else',
      name: 'Layla Hassan',
      phone: { country: 'SA', dialCode: '+966', national: '501234567', e164: '+966501234567' },
      contactMethod: 'whatsapp',
      preferredTime: 'any',
      programme: 'addiction',
      discretion: UAE_PROTECTIVE_RULES,
      message: 'Hello',
      consent: true,
      consentVersion: CONSENT_VERSION,
      language: 'ar',
    });
  });

  it('sends the contact rules with the days in week order, and the relationship only for someone else', () => {
    const chosen: EnquiryValues = {
      ...enquiry,
      relationship: 'spouse',
      personKnows: 'no',
      heardFrom: 'socialMedia',
      discretion: {
        leaveMessage: true,
        nameCentre: false,
        safeDays: ['thu', 'sun'],
        safeFrom: 20,
        safeTo: 24,
        timeZone: 'Asia/Riyadh',
      },
    };
    expect(toEnquiryPayload(chosen, 'en')).toMatchObject({
      relationship: 'spouse',
      personKnows: 'no',
      heardFrom: 'socialMedia',
      discretion: { ...chosen.discretion, safeDays: ['sun', 'thu'] },
    });
    const forSelf = toEnquiryPayload({ ...chosen, forWhom: 'self' }, 'en');
    expect(forSelf).not.toHaveProperty('relationship');
    expect(forSelf).not.toHaveProperty('personKnows');
    expect(forSelf).toMatchObject({ heardFrom: 'socialMedia' });
  });

  it('sends the phone country’s time zone in place of one the runtime does not know', () => {
    const lost = { ...enquiry, discretion: { ...enquiry.discretion, timeZone: 'Nowhere/Atlantis' } };
    expect(toEnquiryPayload(lost, 'en').discretion.timeZone).toBe('Asia/Riyadh');
  });

  it('includes the email when there is one', () => {
    expect(toEnquiryPayload({ ...enquiry, email: ' layla@example.com ' }, 'en')).toMatchObject({
      email: 'layla@example.com',
    });
  });

  it('sends the hidden honeypot field only when something filled it', () => {
    expect(toEnquiryPayload(enquiry, 'en', '')).not.toHaveProperty('website');
    expect(toEnquiryPayload(enquiry, 'en', 'https://spam.example')).toMatchObject({ website: 'https://spam.example' });
  });

  it('refuses values that did not pass validation', () => {
    expect(() => toEnquiryPayload({ ...enquiry, phone: '123' }, 'en')).toThrow();
    expect(() => toEnquiryPayload({ ...enquiry, consent: false }, 'en')).toThrow();
  });
});

describe('toContactPayload', () => {
  const message = { name: ' Omar ', contact: '', subject: ' Visit ', message: ' Hi ', consent: true };

  it('sends an email address as email', () => {
    expect(toContactPayload({ ...message, contact: 'omar@example.com' }, 'en')).toStrictEqual({
      name: 'Omar',
      email: 'omar@example.com',
      subject: 'Visit',
      message: 'Hi',
      consent: true,
      consentVersion: CONSENT_VERSION,
      language: 'en',
    });
  });

  it('sends a phone number as phone, in Latin digits', () => {
    expect(toContactPayload({ ...message, contact: '+٩٧١ ٥٠ ١٢٣ ٤٥٦٧' }, 'ar')).toMatchObject({
      phone: '+971501234567',
    });
  });
});

describe('mock POST /api/enquiries and /api/contact', () => {
  it('answer 201 with a reference and its withdrawal code, as the server does', async () => {
    const code = expect.stringMatching(/^[A-HJ-NP-Z2-9]{16}$/);
    await expect(sendEnquiry(toEnquiryPayload(enquiry, 'en'))).resolves.toEqual({
      reference: expect.stringMatching(/^SW-[0-9A-Z]{5}$/),
      withdrawalCode: code,
    });
    await expect(
      sendContact(
        toContactPayload({ name: 'Omar', contact: '+971501234567', subject: 'S', message: 'M', consent: true }, 'en'),
      ),
    ).resolves.toEqual({ reference: expect.stringMatching(/^SC-[0-9A-Z]{5}$/), withdrawalCode: code });
  });

  it('answer 400 with the form’s own error codes, which sending turns into FieldsRejected', async () => {
    const payload = { ...toEnquiryPayload(enquiry, 'en'), name: ' ', consent: false as unknown as true };
    const rejection = sendEnquiry(payload);
    await expect(rejection).rejects.toBeInstanceOf(FieldsRejected);
    await expect(rejection).rejects.toMatchObject({ fields: { name: 'name.required', consent: 'consent.required' } });
  });

  it('refuse a consent wording they do not know on the consent field, as the server does', async () => {
    const stale = sendEnquiry({ ...toEnquiryPayload(enquiry, 'en'), consentVersion: '00000000' });
    await expect(stale).rejects.toMatchObject({ fields: CONSENT_OUTDATED });
    const contact = toContactPayload(
      { name: 'Omar', contact: 'omar@example.com', subject: 'S', message: 'M', consent: true },
      'en',
    );
    await expect(sendContact({ ...contact, consentVersion: 'ffffffff' })).rejects.toMatchObject({
      fields: CONSENT_OUTDATED,
    });
  });

  it('check the contact rules by the same contract: a field error for no day or hours out of order', async () => {
    const payload = toEnquiryPayload(enquiry, 'en');
    await expect(
      sendEnquiry({ ...payload, discretion: { ...payload.discretion, safeDays: [], safeFrom: 18, safeTo: 9 } }),
    ).rejects.toMatchObject({ fields: { safeDays: 'safeDays.required', safeHours: 'safeHours.order' } });
    await expect(
      callEndpoint(FORM_ENDPOINTS.enquiries, {
        body: { ...payload, discretion: { ...payload.discretion, timeZone: 'Mars/Olympus' } },
      }),
    ).rejects.toMatchObject({ kind: 'http', status: 400 });
    // An older client's body, without the rules, is still accepted.
    const { discretion: _rules, ...older } = payload;
    await expect(callEndpoint(FORM_ENDPOINTS.enquiries, { body: older })).resolves.toMatchObject({
      reference: expect.any(String),
    });
  });

  it('follow the rate-limited mock scenario: RateLimited, with the time to try again', async () => {
    setMockScenario('rate-limited');
    const before = Date.now();
    const refusal = sendContact(
      toContactPayload({ name: 'Omar', contact: 'omar@example.com', subject: 'S', message: 'M', consent: true }, 'en'),
    );
    await expect(refusal).rejects.toBeInstanceOf(RateLimited);
    const { retryAt } = (await refusal.catch((error: unknown) => error)) as RateLimited;
    expect(retryAt.getTime()).toBeGreaterThanOrEqual(before + 599_000);
    expect(retryAt.getTime()).toBeLessThanOrEqual(Date.now() + 600_000);
  });

  it.each([FORM_ENDPOINTS.enquiries, FORM_ENDPOINTS.contact])(
    'answer 400 to $path without the required fields',
    async (form) => {
      // A body the types refuse, as another client could send it.
      await expect(callEndpoint(form, { body: { name: 'X' } as never })).rejects.toMatchObject({
        kind: 'http',
        status: 400,
      });
    },
  );

  it.each([
    ['error', { kind: 'http', status: 500 }],
    ['network', { kind: 'network' }],
    ['invalid', { kind: 'invalid' }],
  ] as const)('follow the %s mock scenario', async (scenario, failure) => {
    setMockScenario(scenario);
    await expect(sendEnquiry(toEnquiryPayload(enquiry, 'en'))).rejects.toMatchObject(failure);
    await expect(callEndpoint(FORM_ENDPOINTS.contact, { body: {} as never })).rejects.toMatchObject(failure);
  });
});
