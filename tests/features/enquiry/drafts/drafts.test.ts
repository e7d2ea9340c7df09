import { CONTACT_DRAFT_KEY, readContactDraft } from '@/features/enquiry/drafts/contact-draft';
import { ENQUIRY_DRAFT_KEY, readEnquiryDraft, toEnquiryDraft } from '@/features/enquiry/drafts/enquiry-draft';
import { initialContactValues } from '#contracts/forms/contact-rules';
import { initialEnquiryValues, type EnquiryValues } from '#contracts/forms/enquiry-rules';
import { protectiveDiscretion } from '#contracts/forms/discretion';
import { reportTimeZone } from '../components/form-test-kit';

const filled: EnquiryValues = {
  forWhom: 'someone-else',
  name: 'Layla',
  country: 'EG',
  phone: '010 1234 5678',
  email: 'layla@example.com',
  contactMethod: 'whatsapp',
  preferredTime: 'evening',
  programme: 'eatingDisorders',
  relationship: 'sibling',
  personKnows: 'notSure',
  heardFrom: 'doctor',
  discretion: {
    leaveMessage: true,
    nameCentre: false,
    safeDays: ['sat', 'mon'],
    safeFrom: 20,
    safeTo: 24,
    timeZone: 'Asia/Riyadh',
  },
  message: 'Hello',
  consent: true,
};

/** The empty form, with the time zone the browser reports. */
const empty = (timeZone = 'Asia/Riyadh'): EnquiryValues => ({
  ...initialEnquiryValues,
  discretion: { ...initialEnquiryValues.discretion, timeZone },
});

describe('enquiry draft', () => {
  beforeEach(() => reportTimeZone('Asia/Riyadh'));

  it('restores every saved field but consent, the time zone read afresh', () => {
    sessionStorage.setItem(ENQUIRY_DRAFT_KEY, JSON.stringify(toEnquiryDraft(filled)));
    reportTimeZone('Europe/London');
    expect(readEnquiryDraft()).toEqual({
      ...filled,
      discretion: { ...filled.discretion, safeDays: ['mon', 'sat'], timeZone: 'Europe/London' },
      consent: false,
    });
  });

  it('never saves consent, nor the time zone', () => {
    expect(toEnquiryDraft(filled)).not.toHaveProperty('consent');
    expect(toEnquiryDraft(filled).discretion).not.toHaveProperty('timeZone');
  });

  it('leaves an untouched form’s draft equal to the empty form’s, wherever the browser is', () => {
    reportTimeZone('America/New_York');
    expect(toEnquiryDraft(readEnquiryDraft())).toEqual(toEnquiryDraft(initialEnquiryValues));
  });

  it.each(['{not json', '"a string"', '[1,2]', 'null', '42'])('reads the unusable draft %s as an empty form', (raw) => {
    sessionStorage.setItem(ENQUIRY_DRAFT_KEY, raw);
    expect(readEnquiryDraft()).toEqual(empty());
  });

  it.each([undefined, '', 'Mars/Olympus', 'x'.repeat(100)])(
    'uses the phone country’s time zone when the browser reports %j',
    (zone) => {
      reportTimeZone(zone);
      sessionStorage.setItem(ENQUIRY_DRAFT_KEY, JSON.stringify({ country: 'SA' }));
      expect(readEnquiryDraft().discretion.timeZone).toBe('Asia/Riyadh');
      sessionStorage.removeItem(ENQUIRY_DRAFT_KEY);
      expect(readEnquiryDraft().discretion.timeZone).toBe('Asia/Dubai');
    },
  );

  it('reads each malformed contact rule as the protective answer and keeps the rest', () => {
    sessionStorage.setItem(
      ENQUIRY_DRAFT_KEY,
      JSON.stringify({
        country: 'SA',
        discretion: { leaveMessage: 'yes', nameCentre: true, safeDays: ['sun', 'someday'], safeFrom: 8.5, safeTo: 12 },
      }),
    );
    expect(readEnquiryDraft().discretion).toEqual({
      ...protectiveDiscretion('SA', 'Asia/Riyadh'),
      nameCentre: true,
      safeTo: 12,
    });
  });

  it.each<[string, unknown]>([
    ['a string', 'protect me'],
    ['an array', [true, false]],
    ['null', null],
    ['days that are not a list', { safeDays: 'sun,mon' }],
    ['too many days', { safeDays: ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] }],
    ['hours out of range', { safeFrom: -1, safeTo: 25 }],
    ['hours as text', { safeFrom: '9', safeTo: '18' }],
    ['the prototype’s keys', JSON.parse('{"__proto__": {"leaveMessage": true}, "constructor": 1}')],
  ])('reads contact rules given as %s as the protective ones', (_name, discretion) => {
    sessionStorage.setItem(ENQUIRY_DRAFT_KEY, JSON.stringify({ country: 'US', discretion }));
    expect(readEnquiryDraft().discretion).toEqual(protectiveDiscretion('US', 'Asia/Riyadh'));
  });

  it('keeps days the family unticked, even all of them (the form then asks for one)', () => {
    sessionStorage.setItem(ENQUIRY_DRAFT_KEY, JSON.stringify({ discretion: { safeDays: [] } }));
    expect(readEnquiryDraft().discretion.safeDays).toEqual([]);
  });

  it('reads unknown relationship, knowledge and source answers as unanswered', () => {
    sessionStorage.setItem(
      ENQUIRY_DRAFT_KEY,
      JSON.stringify({ forWhom: 'someone-else', relationship: 'boss', personKnows: true, heardFrom: ['search'] }),
    );
    expect(readEnquiryDraft()).toMatchObject({ relationship: '', personKnows: '', heardFrom: '' });
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
    expect(readEnquiryDraft()).toEqual({ ...empty(), name: 'Layla', preferredTime: 'evening' });
  });

  it('starts empty when storage cannot be read', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('Blocked', 'SecurityError');
    });
    expect(readEnquiryDraft()).toEqual(empty());
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
