import type { ClinicalDecisionKind } from './clinical.ts';
import type { ConsentGiven } from './consent.ts';
import type { Discretion, HeardFrom, PersonKnows, Relationship } from './forms/discretion.ts';
import type { Bilingual } from './languages.ts';
import type { MessageSender } from './messages.ts';
import type {
  AttemptChannel,
  AttemptOutcome,
  CloseReason,
  DueFilter,
  LinkState,
  MatchReason,
  OwnerFilter,
  Stage,
} from './pipeline.ts';
import type { FamilyWindow } from './rules/pipeline-rules.ts';
import type { SentSelfCheck } from './self-check-sent';

export const INBOX_KINDS = ['enquiry', 'contact'] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];
export const INBOX_KIND_LABELS: Readonly<Record<InboxKind, Bilingual>> = {
  enquiry: { en: 'Admissions enquiry', ar: 'استفسار عن القبول' },
  contact: { en: 'Contact message', ar: 'رسالة من «تواصل معنا»' },
};

export interface StaffRef {
  /** As `StaffUser.id`. */
  id: string;
  name: string;
}

/** One row of GET /api/inbox. Code fields hold the enquiry form's codes (`whatsapp`, `morning`…), named as the form names them. */
export interface InboxSummary {
  reference: string;
  kind: InboxKind;
  stage: Stage;
  closeReason: CloseReason | null;
  /** ISO 8601, like every time here. */
  receivedAt: string;
  name: string;
  forWhom: string | null;
  contactMethod: string | null;
  /** The enquiry form's preferred time of day (`morning`…); null for a contact message. */
  preferredTime: string | null;
  programme: string | null;
  language: 'ar' | 'en';
  version: number;
  owner: StaffRef | null;
  /** When the first response is due: arrival plus the target, counted in service hours. */
  respondBy: string | null;
  firstResponseAt: string | null;
  followUpAt: string | null;
  /** When the assessment is, while the item's stage is "Assessment booked" (null before a time was kept). */
  assessmentAt: string | null;
  /** The days and hours the family allows contact in: its row waits for them. Null: a contact message, or none set. */
  familyWindow: FamilyWindow | null;
  /** Open, and its first response or its follow-up is late (by the server's clock). */
  overdue: boolean;
  failedAttempts: number;
  /** Open, and tried `maxFailedAttempts` times without reaching the family: close it or go on. */
  needsDecision: boolean;
  /** Flags of a possible duplicate that nobody has decided yet. */
  duplicateFlags: number;
}

export interface InboxAttempt {
  channel: AttemptChannel;
  outcome: AttemptOutcome;
  by: string;
  at: string;
}

/** One entry of an item's history, by type; `by` is the staff member's name at the time. */
export type InboxEvent = { by: string; at: string } & (
  | { type: 'stage'; stage: Stage; closeReason: CloseReason | null; assessmentAt: string | null }
  | { type: 'note'; text: string }
  | { type: 'owner'; owner: string | null }
  | { type: 'attempt'; channel: AttemptChannel; outcome: AttemptOutcome }
  | { type: 'followUp'; followUpAt: string | null }
  | { type: 'link'; reference: string; state: LinkState }
  | { type: 'clinical'; decision: ClinicalDecisionKind; alternatives: string | null; reason: string }
  // A message either way: its words are on the item's messages, not in the history. `by` is 'family' for the family's.
  | { type: 'message'; from: MessageSender }
);

/** Another item that looks like the same family. */
export interface InboxDuplicate {
  reference: string;
  name: string;
  receivedAt: string;
  stage: Stage;
  reasons: MatchReason[];
  state: LinkState;
}

/** How the family let the centre reach it; null for a contact message or an enquiry sent before the choice existed. */
export interface ContactRules extends Discretion {
  channel: string | null;
}

/** GET /api/inbox/:reference. */
export interface InboxItem extends InboxSummary {
  fields: Record<string, string | boolean | null>;
  phone: string | null;
  email: string | null;
  rules: ContactRules | null;
  relationship: Relationship | null;
  personKnows: PersonKnows | null;
  heardFrom: HeardFrom | null;
  /** What the family agreed to when sending it (ADR 020); null for an item sent before this was recorded. */
  consent: ConsentGiven | null;
  /** The self-check the family chose to send with its enquiry, scored; null when none. */
  selfCheck: SentSelfCheck | null;
  history: InboxEvent[];
  duplicates: InboxDuplicate[];
}

export type StageCounts = Record<Stage, number>;

export interface InboxCounts {
  stages: StageCounts;
  /** New, late, waiting for a decision or with a message from the family not yet read: the navigation badge. */
  needsAction: number;
  /** Items whose family wrote since the team last read their messages. */
  unreadMessages: number;
  mine: number;
  unassigned: number;
}

/** A row of the list: its summary, and whether the family wrote since the team last read their messages. */
export interface InboxListItem extends InboxSummary {
  newMessage: boolean;
}

export interface InboxList {
  /** The first rows in the list's order, as many as the query's limit. */
  items: InboxListItem[];
  /** More rows match than these. */
  more: boolean;
  counts: InboxCounts;
}

/** GET /api/inbox/arrivals: counts and a time only, never who wrote. */
export interface InboxArrivals {
  /** Items (spam set aside) that arrived after `since`; 0 without it. */
  count: number;
  /** When the newest of them all arrived: the next `since`. Null for an empty inbox. */
  latest: string | null;
}

export interface InboxFilter {
  stage: Stage | null;
  owner: OwnerFilter | null;
  due: DueFilter | null;
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
  // The hidden field a person never sees: shown when filled, it explains the "spam" stage.
  if (record.honeypot !== '') fields.website = record.honeypot;
  return fields;
}

/** An item's first stage, before anyone changed it. */
export const firstStage = (record: Pick<InboxRecord, 'honeypot'>): Stage => (record.honeypot === '' ? 'new' : 'spam');
