import { CONTACT_DRAFT_KEY, readContactDraft } from '@/features/enquiry/drafts/contact-draft';
import { ENQUIRY_DRAFT_KEY, readEnquiryDraft, toEnquiryDraft } from '@/features/enquiry/drafts/enquiry-draft';
import { initialContactValues } from '#contracts/forms/contact-rules';
import { initialEnquiryValues, type EnquiryValues } from '#contracts/forms/enquiry-rules';

const filled: EnquiryValues = {
  forWhom: 'self',
  name: 'Layla',
  country: 'EG',
  phone: '010 1234 5678',
  email: 'layla@example.com',
  contactMethod: 'whatsapp',
  preferredTime: 'evening',
  programme: 'eatingDisorders',
  message: 'Hello',
  consent: true,
};

describe('enquiry draft', () => {
  it('restores every saved field but consent', () => {
    sessionStorage.setItem(ENQUIRY_DRAFT_KEY, JSON.stringify(toEnquiryDraft(filled)));
    expect(readEnquiryDraft()).toEqual({ ...filled, consent: false });
  });

  it('never saves consent', () => {
    expect(toEnquiryDraft(filled)).not.toHaveProperty('consent');
  });

  it.each(['{not json', '"a string"', '[1,2]', 'null', '42'])('reads the unusable draft %s as an empty form', (raw) => {
    sessionStorage.setItem(ENQUIRY_DRAFT_KEY, raw);
    expect(readEnquiryDraft()).toEqual(initialEnquiryValues);
  });

  it('drops each malformed field and keeps the rest', () => {
    sessionStorage.setItem(
      ENQUIRY_DRAFT_KEY,
      JSON.stringify({
        forWhom: 'everyone',
        name: 'Layla',
        country: 'FR',
        phone: 501234567,
        email: 'x'.repeat(300),
        contactMethod: 'pigeon',
        preferredTime: 'evening',
        programme: '__proto__',
        message: 'a'.repeat(1001),
        consent: true,
      }),
    );
    expect(readEnquiryDraft()).toEqual({ ...initialEnquiryValues, name: 'Layla', preferredTime: 'evening' });
  });

  it('starts empty when storage cannot be read', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('Blocked', 'SecurityError');
    });
    expect(readEnquiryDraft()).toEqual(initialEnquiryValues);
  });
});

describe('contact draft', () => {
  it('restores the texts but not consent', () => {
    sessionStorage.setItem(
      CONTACT_DRAFT_KEY,
      JSON.stringify({ name: 'Omar', contact: 'omar@example.com', subject: 7, message: 'Hi', consent: true }),
    );
    expect(readContactDraft()).toEqual({
      ...initialContactValues,
      name: 'Omar',
      contact: 'omar@example.com',
      message: 'Hi',
    });
  });

  it('reads garbage as an empty form', () => {
    sessionStorage.setItem(CONTACT_DRAFT_KEY, '}{');
    expect(readContactDraft()).toEqual(initialContactValues);
  });
});
