/** An inbox item's status; a new item starts as `new`, or `spam` when its hidden field was filled. */
export const INBOX_STATUSES = ['new', 'contacted', 'closed', 'spam'] as const;
export type InboxStatus = (typeof INBOX_STATUSES)[number];

export const isInboxStatus = (value: unknown): value is InboxStatus => INBOX_STATUSES.includes(value as InboxStatus);

export const INBOX_KINDS = ['enquiry', 'contact'] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];

/** One row of GET /api/inbox. Code fields hold the enquiry form's codes (`whatsapp`, `morning`…), named as the form names them. */
export interface InboxSummary {
  reference: string;
  kind: InboxKind;
  status: InboxStatus;
  /** ISO 8601. */
  receivedAt: string;
  name: string;
  forWhom: string | null;
  contactMethod: string | null;
  /** The enquiry form's preferred time of day (`morning`…); null for a contact message. */
  preferredTime: string | null;
  programme: string | null;
  language: 'ar' | 'en';
  version: number;
}

export interface InboxNote {
  text: string;
  by: string;
  at: string;
}

export interface InboxChange {
  status: InboxStatus;
  by: string;
  at: string;
}

/** GET /api/inbox/:reference. */
export interface InboxItem extends InboxSummary {
  fields: Record<string, string | boolean | null>;
  phone: string | null;
  email: string | null;
  notes: InboxNote[];
  history: InboxChange[];
}

export type InboxCounts = Record<InboxStatus, number>;

export interface InboxList {
  items: InboxSummary[];
  counts: InboxCounts;
}

export interface InboxFilter {
  status: InboxStatus | null;
  q: string;
}

/** What is stored of an enquiry or a contact message, whichever table it is in. */
export interface InboxRecord {
  kind: InboxKind;
  name: string;
  phone: string | null;
  phoneCountry: string | null;
  email: string | null;
  forWhom: string | null;
  contactMethod: string | null;
  preferredTime: string | null;
  programme: string | null;
  subject: string | null;
  message: string;
  /** What the hidden spam-trap field held; '' for a person. */
  honeypot: string;
}

/** The item's `fields`: what the family sent, by the form's field names (the language is the summary's). */
export function inboxFields(record: InboxRecord): InboxItem['fields'] {
  const fields: InboxItem['fields'] =
    record.kind === 'enquiry'
      ? {
          name: record.name,
          phone: record.phone,
          phoneCountry: record.phoneCountry,
          email: record.email,
          forWhom: record.forWhom,
          contactMethod: record.contactMethod,
          preferredTime: record.preferredTime,
          programme: record.programme,
          message: record.message,
          consent: true,
        }
      : {
          name: record.name,
          email: record.email,
          phone: record.phone,
          subject: record.subject,
          message: record.message,
          consent: true,
        };
  // The hidden field a person never sees: shown when filled, it explains the "spam" status.
  if (record.honeypot !== '') fields.website = record.honeypot;
  return fields;
}

/** An item's first status, before anyone changed it. */
export const firstStatus = (record: Pick<InboxRecord, 'honeypot'>): InboxStatus =>
  record.honeypot === '' ? 'new' : 'spam';
