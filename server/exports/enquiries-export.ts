import type { ExportQuery } from '#contracts/audit-view';
import type { Language } from '#contracts/languages';
import { actorParams, type Actor } from '../audit/audit-log';
import type { Database } from '../db/database';
import { named } from '../db/sql';
import { toCsv, type CsvCell } from '#contracts/csv';
import { INBOX_UNION } from '../items/inbox-rows';
import { centreLocalTime, centreRange } from '#contracts/centre-days';
import { codeWords, ENQUIRY_COLUMNS, FREE_TEXT_COLUMNS, type EnquiryColumn } from './export-words';

type Time = Date | string;

/** One exported item; the free-text fields are null unless they were asked for. */
export interface ExportRow {
  reference: string;
  kind: string;
  created_at: Time;
  stage: string;
  close_reason: string | null;
  owner_name: string | null;
  programme: string | null;
  phone_country: string | null;
  language: string;
  for_whom: string | null;
  relationship: string | null;
  heard_from: string | null;
  contact_method: string | null;
  preferred_time: string | null;
  first_response_at: Time | null;
  respond_by: Time | null;
  name: string;
  phone: string | null;
  email: string | null;
  subject: string | null;
  message: string | null;
  notes: unknown;
}

/**
 * The enquiries and contact messages that arrived on the days `from` to `to` (the centre's time
 * zone), oldest first, spam set aside, and the 'enquiries-exported' entry ({ from, to, rows,
 * freeText }) written by the same statement: if the entry cannot be written, nothing is read.
 * What the family wrote (subject, message) and the team's notes are selected only with `freeText`.
 */
export async function exportEnquiries(
  db: Pick<Database, 'query'>,
  { from, to, freeText }: Pick<ExportQuery, 'from' | 'to' | 'freeText'>,
  actor: Actor,
): Promise<ExportRow[]> {
  const { start, end } = centreRange({ from, to });
  return db.query<ExportRow>(
    ...named(
      `WITH picked AS (
         SELECT inbox.reference, inbox.kind, inbox.created_at, inbox.stage, inbox.close_reason, owner.name AS owner_name,
           inbox.programme, inbox.phone_country, inbox.language, inbox.for_whom, enquiry.relationship,
           enquiry.heard_from, inbox.contact_method, inbox.preferred_time, inbox.first_response_at, inbox.respond_by,
           inbox.name, inbox.phone, inbox.email,
           CASE WHEN :freeText THEN inbox.subject END AS subject,
           CASE WHEN :freeText THEN inbox.message END AS message,
           CASE WHEN :freeText THEN (
             SELECT json_agg(json_build_object('at', event.at, 'by', event.by_name, 'note', event.note) ORDER BY event.id)
             FROM inbox_events event WHERE event.reference = inbox.reference AND event.type = 'note' AND event.note IS NOT NULL
           ) END AS notes
         FROM ${INBOX_UNION}
           LEFT JOIN staff owner ON owner.id = inbox.owner_id
           LEFT JOIN enquiries enquiry ON inbox.kind = 'enquiry' AND enquiry.reference = inbox.reference
         WHERE inbox.created_at >= :start AND inbox.created_at < :end AND inbox.stage <> 'spam'
       ), recorded AS (
         INSERT INTO audit_events (staff_id, staff_email, address, action, detail)
         SELECT :actorId::bigint, :actorEmail::text, :actorAddress::text, 'enquiries-exported',
           jsonb_build_object('from', :from::text, 'to', :to::text, 'rows', count(*), 'freeText', :freeText::boolean)
         FROM picked
       )
       SELECT * FROM picked ORDER BY created_at, reference`,
      { start, end, freeText, ...actorParams(actor), from, to },
    ),
  );
}

interface Note {
  at: string;
  by: string;
  note: string;
}

/** The notes as one cell: "2026-11-24 14:05 — Huda: Called back", one per line, oldest first. */
function notesCell(raw: unknown): string | null {
  const notes = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Note[] | null;
  if (!Array.isArray(notes) || notes.length === 0) return null;
  return notes.map((note) => `${centreLocalTime(note.at)} — ${note.by}: ${note.note}`).join('\n');
}

/** Whether the first response came by the time it was due: yes, no, or not yet. */
function withinTarget(row: ExportRow) {
  if (row.first_response_at === null) return 'waiting';
  if (row.respond_by === null) return null;
  return new Date(row.first_response_at) <= new Date(row.respond_by) ? 'yes' : 'no';
}

/**
 * The file: a header row in the admin's language, then one row per item with its codes in words in
 * that language. The family's name, phone and email are there (admissions work needs them; they are
 * not free text); the subject, message and notes columns only with `freeText`.
 */
export function enquiriesCsv(rows: readonly ExportRow[], language: Language, freeText: boolean): string {
  const columns = (Object.keys(ENQUIRY_COLUMNS) as EnquiryColumn[]).filter(
    (column) => freeText || !(FREE_TEXT_COLUMNS as readonly EnquiryColumn[]).includes(column),
  );
  const cells = (row: ExportRow): Record<EnquiryColumn, CsvCell> => ({
    reference: row.reference,
    received: centreLocalTime(row.created_at),
    receivedUtc: new Date(row.created_at).toISOString(),
    kind: codeWords('kind', row.kind, language),
    stage: codeWords('stage', row.stage, language),
    closeReason: codeWords('closeReason', row.close_reason, language),
    owner: row.owner_name,
    programme: codeWords('programme', row.programme, language),
    country: codeWords('country', row.phone_country, language),
    language: codeWords('language', row.language, language),
    forWhom: codeWords('forWhom', row.for_whom, language),
    relationship: codeWords('relationship', row.relationship, language),
    heardFrom: codeWords('heardFrom', row.heard_from, language),
    contactMethod: codeWords('contactMethod', row.contact_method, language),
    preferredTime: codeWords('preferredTime', row.preferred_time, language),
    firstResponse: row.first_response_at === null ? null : centreLocalTime(row.first_response_at),
    withinTarget: codeWords('withinTarget', withinTarget(row), language),
    name: row.name,
    phone: row.phone,
    email: row.email,
    subject: row.subject,
    message: row.message,
    notes: notesCell(row.notes),
  });
  return toCsv([
    columns.map((column) => ENQUIRY_COLUMNS[column][language]),
    ...rows.map((row) => {
      const all = cells(row);
      return columns.map((column) => all[column]);
    }),
  ]);
}
