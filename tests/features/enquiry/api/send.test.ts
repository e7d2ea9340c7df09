import { CONTACT_PATH, sendContact, toContactPayload } from '@/features/enquiry/api/send-contact';
import { ENQUIRIES_PATH, sendEnquiry, toEnquiryPayload } from '@/features/enquiry/api/send-enquiry';
import { initialEnquiryValues, type EnquiryValues } from '@/features/enquiry/validation/enquiry-rules';
import { apiPost } from '@/lib/api-client';
import { enquiryHandlers } from '@/mocks/handlers/enquiries';
import { server } from '@/mocks/node';
import { setMockScenario } from '@/mocks/scenario';

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
      message: 'Hello',
      consent: true,
      language: 'ar',
    });
  });

  it('includes the email when there is one', () => {
    expect(toEnquiryPayload({ ...enquiry, email: ' layla@example.com ' }, 'en')).toMatchObject({
      email: 'layla@example.com',
    });
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
  it('answer 201 with an id', async () => {
    await expect(sendEnquiry(toEnquiryPayload(enquiry, 'en'))).resolves.toEqual({
      id: expect.stringMatching(/^enquiry-\d+$/),
    });
    await expect(
      sendContact(
        toContactPayload({ name: 'Omar', contact: '+971501234567', subject: 'S', message: 'M', consent: true }, 'en'),
      ),
    ).resolves.toEqual({ id: expect.stringMatching(/^contact-\d+$/) });
  });

  it.each([ENQUIRIES_PATH, CONTACT_PATH])('answer 400 to %s without the required fields', async (path) => {
    await expect(apiPost(path, { name: 'X' })).rejects.toMatchObject({ kind: 'http', status: 400 });
  });

  it.each([
    ['error', { kind: 'http', status: 500 }],
    ['network', { kind: 'network' }],
    ['invalid', { kind: 'invalid' }],
  ] as const)('follow the %s mock scenario', async (scenario, failure) => {
    setMockScenario(scenario);
    await expect(sendEnquiry(toEnquiryPayload(enquiry, 'en'))).rejects.toMatchObject(failure);
    await expect(apiPost(CONTACT_PATH, {})).rejects.toMatchObject(failure);
  });
});
