import type { Discretion, PersonKnows, Relationship } from './forms/discretion';
import type { InboxRecord } from './inbox';
import type { AttemptChannel, AttemptOutcome, CloseReason, Stage } from './pipeline';
import type { Language } from './languages';

/** The demo account: the server's demo mode and the msw mock server sign in with it. Never in production. */
export const DEMO_ACCOUNT = {
  email: 'demo@sakinawellness.com',
  password: 'Sakina-demo-2026',
  name: 'Demo Staff',
  // The inbox only: its password is published, so no exports, invitations or audit trail.
  role: 'admissions',
  language: 'en',
} as const;

/** The demo family's enquiry, in the demo inbox and, in the mock server, in the family's own space. */
export const DEMO_FAMILY_REFERENCE = 'SW-DEM00';

/** One sample of the demo inbox; times are hours before the moment it is seeded. */
export interface DemoSample extends InboxRecord {
  reference: string;
  language: Language;
  hoursAgo: number;
  stage: Stage;
  closeReason?: CloseReason;
  /** Whether the demo account owns it. */
  mine?: boolean;
  /** The family's contact rules and relationship (enquiries sent with the choices). */
  discretion?: Discretion;
  relationship?: Relationship;
  personKnows?: PersonKnows;
  /** What the demo account did since, oldest first. */
  events: DemoEvent[];
}

export interface DemoEvent {
  hoursAgo: number;
  stage?: Stage;
  closeReason?: CloseReason;
  /** With stage "assessmentBooked": when the assessment is, in hours after the seeding moment (negative: before it). */
  assessmentInHours?: number;
  note?: string;
  attempt?: { channel: AttemptChannel; outcome: AttemptOutcome };
}

const enquiry = { kind: 'enquiry', subject: null, honeypot: '' } as const;
const noForm = { phoneCountry: null, forWhom: null, preferredTime: null, programme: null } as const;

/** The demo inbox: enquiries in both languages, a contact message, one item of each stage, and a duplicate. Fixed references, so a restart adds nothing twice. */
export const DEMO_SAMPLES: readonly DemoSample[] = [
  {
    ...enquiry,
    reference: 'SW-4F7K2',
    language: 'ar',
    hoursAgo: 1,
    stage: 'new',
    events: [],
    discretion: {
      leaveMessage: false,
      nameCentre: false,
      safeDays: ['mon', 'tue', 'wed', 'thu', 'fri'],
      safeFrom: 16,
      safeTo: 21,
      timeZone: 'Asia/Dubai',
    },
    relationship: 'sibling',
    personKnows: 'no',
    name: 'مريم العتيبي',
    phoneCountry: 'AE',
    phone: '+971501234567',
    email: null,
    forWhom: 'someone-else',
    contactMethod: 'whatsapp',
    preferredTime: 'evening',
    programme: 'anxietyDepression',
    message: 'أختي تمر بمرحلة صعبة منذ أشهر، ونود أن نعرف كيف تبدأ الإقامة.',
  },
  {
    ...enquiry,
    reference: 'SW-9QX3M',
    language: 'en',
    hoursAgo: 5,
    stage: 'inContact',
    mine: true,
    events: [{ attempt: { channel: 'phone', outcome: 'noAnswer' }, hoursAgo: 4 }],
    discretion: {
      leaveMessage: true,
      nameCentre: false,
      safeDays: ['mon', 'tue', 'wed', 'thu', 'fri'],
      safeFrom: 9,
      safeTo: 18,
      timeZone: 'America/New_York',
    },
    name: 'James Carter',
    phoneCountry: 'US',
    phone: '+14155550123',
    email: 'james@example.com',
    forWhom: 'self',
    contactMethod: 'phone',
    preferredTime: 'morning',
    programme: 'addiction',
    message: 'I would like to know about the first week and whether my employer needs to be told.',
  },
  {
    ...noForm,
    kind: 'contact',
    reference: 'SC-2B8HD',
    language: 'en',
    hoursAgo: 26,
    stage: 'closed',
    closeReason: 'other',
    events: [
      { stage: 'inContact', note: 'Replied with the visiting schedule.', hoursAgo: 20 },
      { stage: 'closed', closeReason: 'other', hoursAgo: 19 },
    ],
    name: 'Huda Mansour',
    phone: null,
    email: 'huda.mansour@example.com',
    contactMethod: 'email',
    subject: 'Visiting hours',
    message: 'Can families visit at weekends?',
    honeypot: '',
  },
  {
    ...enquiry,
    reference: 'SW-7TD4P',
    language: 'ar',
    hoursAgo: 72,
    stage: 'assessmentBooked',
    mine: true,
    events: [
      { attempt: { channel: 'phone', outcome: 'reached' }, stage: 'inContact', hoursAgo: 60 },
      { note: 'اختار الزوجان موعدًا في الشهر القادم.', hoursAgo: 48 },
      { stage: 'assessmentBooked', assessmentInHours: 24 * 16 + 2, hoursAgo: 48 },
    ],
    name: 'عبدالله الشمري',
    phoneCountry: 'SA',
    phone: '+966551234567',
    email: null,
    forWhom: 'self',
    contactMethod: 'phone',
    preferredTime: 'any',
    programme: 'marriageCounseling',
    message: 'نرغب في جلسات إرشاد زوجي لي ولزوجتي.',
  },
  {
    ...enquiry,
    reference: 'SW-0ZZ9Z',
    language: 'en',
    hoursAgo: 96,
    stage: 'spam',
    events: [],
    name: 'Cheap Pills',
    phoneCountry: 'US',
    phone: '+12025550100',
    email: 'offers@spam.example',
    forWhom: 'self',
    contactMethod: 'email',
    preferredTime: 'any',
    programme: 'notSure',
    message: '<script>alert(1)</script> best prices',
    honeypot: 'https://cheap-pills.example',
  },
  {
    ...enquiry,
    reference: 'SW-3H8RN',
    language: 'en',
    hoursAgo: 240,
    stage: 'admitted',
    events: [
      { attempt: { channel: 'whatsapp', outcome: 'reached' }, stage: 'inContact', hoursAgo: 239 },
      { stage: 'assessmentBooked', assessmentInHours: -170, hoursAgo: 200 },
      { stage: 'admitted', hoursAgo: 150 },
    ],
    name: 'Layla Haddad',
    phoneCountry: 'AE',
    phone: '+971529876543',
    email: 'layla.haddad@example.com',
    forWhom: 'self',
    contactMethod: 'whatsapp',
    preferredTime: 'morning',
    programme: 'addiction',
    message: '',
  },
  {
    // The same family as SW-4F7K2, written in Latin letters and sent again: flagged, never merged.
    ...enquiry,
    reference: 'SW-6MJ2C',
    language: 'en',
    hoursAgo: 0.5,
    stage: 'new',
    events: [],
    name: 'Mariam Al-Otaibi',
    phoneCountry: 'AE',
    phone: '+971501234567',
    email: null,
    forWhom: 'someone-else',
    contactMethod: 'whatsapp',
    preferredTime: 'evening',
    programme: 'anxietyDepression',
    message: 'Sending again in case the first one did not arrive.',
  },
  {
    // The demo family, in Riyadh (an hour behind the centre): the mock server opens its space with the
    // code DEMW-ABCD-EFGH-JKMN (README "Mock server").
    ...enquiry,
    reference: DEMO_FAMILY_REFERENCE,
    language: 'en',
    hoursAgo: 216,
    stage: 'inContact',
    mine: true,
    events: [{ attempt: { channel: 'whatsapp', outcome: 'noAnswer' }, stage: 'inContact', hoursAgo: 200 }],
    name: 'Layla Hassan',
    phoneCountry: 'AE',
    phone: '+971502223344',
    email: null,
    forWhom: 'someone-else',
    contactMethod: 'whatsapp',
    preferredTime: 'evening',
    programme: 'anxietyDepression',
    relationship: 'sibling',
    personKnows: 'notSure',
    discretion: {
      leaveMessage: false,
      nameCentre: false,
      safeDays: ['mon', 'tue', 'wed', 'thu', 'fri'],
      safeFrom: 18,
      safeTo: 22,
      timeZone: 'Asia/Riyadh',
    },
    message: 'My brother has not been himself for months.',
  },
];
