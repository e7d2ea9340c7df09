import type { InboxKind, InboxSummary } from '#contracts/inbox';
import { LANGUAGES, type Language } from '#contracts/languages';
import { CLOSE_REASONS, isStage, OPEN_STAGES, type CloseReason, type Stage } from '#contracts/pipeline';
import { needsDecision } from '#contracts/rules/pipeline-rules';
import { sqlList } from '../db/sql';
import { familyWindowOf } from './contact-rules';

/**
 * Both tables as one list. A contact message has no preferred method: its email, else its phone; nor
 * contact rules (leave_message … time_zone). phone_digits is what a phone search reads: an enquiry's
 * E.164 number is already its digits after the +, a contact message's phone is as typed; search_text
 * and name_words what a text search reads (migration 035).
 */
export const INBOX_UNION = `(
  SELECT reference, 'enquiry' AS kind, stage, close_reason, created_at, name, for_whom, contact_method,
    preferred_time, programme, language, version, phone_e164 AS phone, phone_country, email,
    NULL::text AS subject, message, honeypot, owner_id, follow_up_at, assessment_at, clock_start, respond_by, first_response_at,
    failed_attempts, phone_key, email_key, name_key, leave_message, name_centre, safe_days, safe_from, safe_to, time_zone,
    phone_e164 AS phone_digits, search_text, name_words
  FROM enquiries
  UNION ALL
  SELECT reference, 'contact' AS kind, stage, close_reason, created_at, name, NULL, CASE WHEN email IS NOT NULL THEN 'email'
    WHEN phone IS NOT NULL THEN 'phone' END, NULL, NULL, language, version, phone, NULL, email, subject, message,
    honeypot, owner_id, follow_up_at, assessment_at, clock_start, respond_by, first_response_at, failed_attempts,
    phone_key, email_key,
    name_key, NULL, NULL, NULL, NULL, NULL, NULL, regexp_replace(coalesce(phone, ''), '\\D', '', 'g'), search_text, name_words
  FROM contact_messages
) AS inbox`;

/** The open stages as an SQL list, for the clock and the counts. */
export const OPEN_SQL = sqlList(OPEN_STAGES);

/**
 * Late, by the clock in `now` (a placeholder, numbered or named): the follow-up is past due, or the first
 * response is, unless the item is among `waiting` (a text[] placeholder: `waitingReferences` at that
 * time, the items waiting for their family's window). Of an open item only. As a condition: NULL where
 * a time is unset, which WHERE reads as false, and in this form the partial indexes of migration 023
 * find the few late items without reading the rest.
 */
const lateSql = (now: string, waiting: string) => `(${unansweredLateSql(now, waiting)} OR ${followUpLateSql(now)})`;

/** lateSql's first arm: open, never answered, and its first response past due (migration 034 indexes it). */
export const unansweredLateSql = (now: string, waiting: string) =>
  `(stage IN ${OPEN_SQL} AND first_response_at IS NULL AND respond_by < ${now} AND NOT reference = ANY(${waiting}))`;

/** lateSql's second arm: open, and its follow-up past due. */
export const followUpLateSql = (now: string) => `(stage IN ${OPEN_SQL} AND follow_up_at < ${now})`;

/** lateSql as a value, never NULL, so it sorts. */
export const overdueSql = (now: string, waiting: string) => `coalesce(${lateSql(now, waiting)}, false)`;

export const TABLES = { enquiry: 'enquiries', contact: 'contact_messages' } as const;

export type Time = Date | string;

/** What a summary reads of an `INBOX_UNION` row (toSummary, familyWindowOf), as `summaryColumns` selects it. */
export interface SummaryRow {
  reference: string;
  kind: InboxKind;
  /** Stored text: a row written by another version, or by hand, may hold a code this one does not know. */
  stage: string;
  close_reason: string | null;
  created_at: Time;
  name: string;
  for_whom: string | null;
  contact_method: string | null;
  preferred_time: string | null;
  programme: string | null;
  language: string;
  version: number;
  owner_id: number | string | null;
  owner_name: string | null;
  follow_up_at: Time | null;
  assessment_at: Time | null;
  respond_by: Time | null;
  first_response_at: Time | null;
  failed_attempts: number;
  overdue: boolean;
  duplicate_flags: number | string;
}

/** The columns of SummaryRow that are the union's own, and of the family's window (familyWindowOf). */
const SUMMARY_FIELDS = `reference kind stage close_reason created_at name for_whom contact_method preferred_time
  programme language version owner_id follow_up_at assessment_at respond_by first_response_at failed_attempts
  leave_message name_centre safe_days safe_from safe_to time_zone phone_country`.split(/\s+/);

/** A whole row, as an item's page reads it. */
export interface InboxRow extends SummaryRow {
  phone: string | null;
  phone_country: string | null;
  email: string | null;
  subject: string | null;
  message: string;
  honeypot: string;
  clock_start: Time | null;
}

export const iso = (value: Time) => new Date(value).toISOString();
const isoOrNull = (value: Time | null) => (value === null ? null : iso(value));

/**
 * A code this version does not know reads as the nearest it does (an unknown stage as `new`, so the item
 * asks for action; an unknown language as English, the default), rather than failing the whole list's answer schema.
 */
const knownStage = (stage: string): Stage => (isStage(stage) ? stage : 'new');
const knownCloseReason = (reason: string | null): CloseReason | null =>
  CLOSE_REASONS.includes(reason as CloseReason) ? (reason as CloseReason) : null;
const knownLanguage = (language: string): Language =>
  LANGUAGES.includes(language as Language) ? (language as Language) : 'en';

export const toSummary = (row: SummaryRow, maxFailedAttempts: number): InboxSummary => ({
  reference: row.reference,
  kind: row.kind,
  stage: knownStage(row.stage),
  closeReason: knownCloseReason(row.close_reason),
  receivedAt: iso(row.created_at),
  name: row.name,
  forWhom: row.for_whom,
  contactMethod: row.contact_method,
  preferredTime: row.preferred_time,
  programme: row.programme,
  language: knownLanguage(row.language),
  version: Number(row.version),
  owner: row.owner_id === null || row.owner_name === null ? null : { id: String(row.owner_id), name: row.owner_name },
  respondBy: isoOrNull(row.respond_by),
  firstResponseAt: isoOrNull(row.first_response_at),
  followUpAt: isoOrNull(row.follow_up_at),
  assessmentAt: isoOrNull(row.assessment_at),
  familyWindow: familyWindowOf(row),
  overdue: Boolean(row.overdue),
  failedAttempts: Number(row.failed_attempts),
  needsDecision: needsDecision(
    { stage: knownStage(row.stage), failedAttempts: Number(row.failed_attempts) },
    maxFailedAttempts,
  ),
  duplicateFlags: Number(row.duplicate_flags),
});

/**
 * The select list that turns `INBOX_UNION` rows into `SummaryRow`s, the clock read at `now` (`waiting`: as
 * overdueSql's); `whole` adds every other column, for an item's page. A list leaves the message, the
 * keys and the search columns in the tables: 100 rows' worth of them is most of what a page would carry.
 */
export const summaryColumns = (now: string, waiting: string, { whole = false } = {}) => `${
  whole ? 'inbox.*' : SUMMARY_FIELDS.map((field) => `inbox.${field}`).join(', ')
}, owner.name AS owner_name,
  ${overdueSql(now, waiting)} AS overdue,
  (SELECT count(*) FROM inbox_links link WHERE link.state = 'flagged'
     AND (link.reference = inbox.reference OR link.other_reference = inbox.reference)) AS duplicate_flags`;

export const OWNER_JOIN = 'LEFT JOIN staff owner ON owner.id = inbox.owner_id';
