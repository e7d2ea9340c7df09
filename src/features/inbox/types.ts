export const INBOX_STATUSES = ['new', 'contacted', 'closed', 'spam'] as const;
export type InboxStatus = (typeof INBOX_STATUSES)[number];

export const isInboxStatus = (value: unknown): value is InboxStatus => INBOX_STATUSES.includes(value as InboxStatus);

export const INBOX_KINDS = ['enquiry', 'contact'] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];

/** One row of GET /api/inbox. Code fields hold the enquiry form's codes (`whatsapp`, `morning`…). */
export interface InboxSummary {
  reference: string;
  kind: InboxKind;
  status: InboxStatus;
  /** ISO 8601. */
  receivedAt: string;
  name: string;
  forWhom: string | null;
  contactMethod: string | null;
  contactTime: string | null;
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
