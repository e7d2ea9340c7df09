import type { InboxRecord, InboxStatus } from './inbox';
import type { Language } from './languages';

/** The demo account: the server's demo mode and the msw mock server sign in with it. Never in production. */
export const DEMO_ACCOUNT = {
  email: 'demo@sakinawellness.com',
  password: 'Sakina-demo-2026',
  name: 'Demo Staff',
  role: 'admissions',
} as const;

/** One sample of the demo inbox; times are hours before the moment it is seeded. */
export interface DemoSample extends InboxRecord {
  reference: string;
  language: Language;
  hoursAgo: number;
  status: InboxStatus;
  /** What the demo account did since, oldest first. */
  events: { status?: InboxStatus; note?: string; hoursAgo: number }[];
}

const enquiry = { kind: 'enquiry', subject: null, honeypot: '' } as const;
const noForm = { phoneCountry: null, forWhom: null, preferredTime: null, programme: null } as const;

/** The demo inbox: enquiries in both languages, a contact message, one item of each status. Fixed references, so a restart adds nothing twice. */
export const DEMO_SAMPLES: readonly DemoSample[] = [
  {
    ...enquiry,
    reference: 'SW-4F7K2',
    language: 'ar',
    hoursAgo: 1,
    status: 'new',
    events: [],
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
    status: 'new',
    events: [],
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
    status: 'contacted',
    events: [{ status: 'contacted', note: 'Replied with the visiting schedule.', hoursAgo: 20 }],
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
    status: 'closed',
    events: [
      { status: 'contacted', hoursAgo: 60 },
      { note: 'اختار الزوجان موعدًا في الشهر القادم.', hoursAgo: 48 },
      { status: 'closed', hoursAgo: 48 },
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
    status: 'spam',
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
];
