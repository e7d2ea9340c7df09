import type { Bilingual } from './languages';

/**
 * A family's requests about its data (Saudi PDPL, Egypt's Law 151/2020): to see it, to have a
 * copy, to correct it, to erase it, to object to its use. Each has 30 days from the day it came
 * (REQUEST_DAYS), the common safe deadline (docs: /work/shared/family-research.md).
 */
export const REQUEST_KINDS = ['access', 'copy', 'correction', 'erasure', 'objection'] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];

/** How it came: from the withdrawal page (reference and code), or by telephone or email, logged by staff. */
export const REQUEST_CHANNELS = ['online', 'phone', 'email'] as const;
export type RequestChannel = (typeof REQUEST_CHANNELS)[number];
/** What staff may log: the page logs its own. */
export const LOGGED_CHANNELS = ['phone', 'email'] as const satisfies readonly RequestChannel[];

/** Open until answered or refused; access and a copy made online are answered at once. */
export const REQUEST_STATUSES = ['open', 'done', 'refused'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];
export const REQUEST_OUTCOMES = ['done', 'refused'] as const;
export type RequestOutcome = (typeof REQUEST_OUTCOMES)[number];

export const REQUEST_DAYS = 30;
/** A family's note or staff's: about as long as an inbox note, less than a form's message. */
export const REQUEST_NOTE_MAX_LENGTH = 1000;

export const REQUEST_KIND_NAMES: Readonly<Record<RequestKind, Bilingual>> = {
  access: { en: 'See my data', ar: 'الاطلاع على بياناتي' },
  copy: { en: 'A copy of my data', ar: 'نسخة من بياناتي' },
  correction: { en: 'Correct my data', ar: 'تصحيح بياناتي' },
  erasure: { en: 'Erase my data', ar: 'محو بياناتي' },
  objection: { en: 'Object to the use of my data', ar: 'الاعتراض على استخدام بياناتي' },
};

/** The kinds as staff and the audit trail name them (the family's page asks in the first person: REQUEST_KIND_NAMES). */
export const REQUEST_KIND_LABELS: Readonly<Record<RequestKind, Bilingual>> = {
  access: { en: 'Access', ar: 'اطّلاع' },
  copy: { en: 'A copy', ar: 'نسخة' },
  correction: { en: 'Correction', ar: 'تصحيح' },
  erasure: { en: 'Erasure', ar: 'محو' },
  objection: { en: 'Objection', ar: 'اعتراض' },
};

/** What the withdrawal page answers at once (the code proves who asks): access and a copy; the rest wait for staff. */
export const isAnsweredAtOnce = (kind: RequestKind) => kind === 'access' || kind === 'copy';

export const isRequestKind = (value: unknown): value is RequestKind => REQUEST_KINDS.includes(value as RequestKind);

/** One request as staff see it: a note is null once the family's enquiry is erased (the row keeps reference, kind and days). */
export interface DataRequest {
  id: string;
  reference: string;
  kind: RequestKind;
  channel: RequestChannel;
  /** The centre's calendar day it came, YYYY-MM-DD; due REQUEST_DAYS later. */
  receivedOn: string;
  dueOn: string;
  status: RequestStatus;
  note: string | null;
  closedOn: string | null;
  closingNote: string | null;
}

/** GET /api/requests: open ones first, the most overdue first; then the closed, latest first. `today` is the centre's. */
export interface RequestsAnswer {
  today: string;
  requests: DataRequest[];
}

const DAY = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY;

/** The day REQUEST_DAYS after `receivedOn`. */
export const dueOn = (receivedOn: string) =>
  new Date((dayNumber(receivedOn) + REQUEST_DAYS) * DAY).toISOString().slice(0, 10);

/** Days from `today` to `due`: negative once overdue. */
export const daysLeft = (due: string, today: string) => dayNumber(due) - dayNumber(today);
