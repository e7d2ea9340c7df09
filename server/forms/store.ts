import type { CheckedContactMessage } from '#contracts/forms/contact-payload';
import { inWeekOrder } from '#contracts/forms/discretion';
import type { CheckedEnquiry } from '#contracts/forms/enquiry-payload';
import type { Database } from '../db/database';
import type { ReferenceKind } from '#contracts/reference';
import { newReference } from './reference';

const ATTEMPTS = 8;

/**
 * Inserts one row under a fresh reference, drawing again when the reference is taken.
 * One statement, so with PGlite it is on disk when this resolves.
 */
async function insertWithReference(
  db: Database,
  kind: ReferenceKind,
  insert: (reference: string) => [sql: string, params: unknown[]],
): Promise<string> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const [sql, params] = insert(newReference(kind));
    const rows = await db.query<{ reference: string }>(sql, params);
    if (rows[0]) return rows[0].reference;
  }
  throw new Error('No free reference after several draws.');
}

export const saveEnquiry = (db: Database, enquiry: CheckedEnquiry) =>
  insertWithReference(db, 'enquiry', (reference) => [
    `INSERT INTO enquiries (reference, language, for_whom, name, phone_country, phone_e164, email, contact_method,
       preferred_time, programme, message, suspected_spam, honeypot, relationship, person_knows, heard_from,
       leave_message, name_centre, safe_days, safe_from, safe_to, time_zone, stage)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22,
       CASE WHEN $12 THEN 'spam' ELSE 'new' END)
     ON CONFLICT (reference) DO NOTHING RETURNING reference`,
    [
      reference,
      enquiry.language,
      enquiry.forWhom,
      enquiry.name,
      enquiry.phone.country,
      enquiry.phone.e164,
      enquiry.email,
      enquiry.contactMethod,
      enquiry.preferredTime,
      enquiry.programme,
      enquiry.message,
      enquiry.honeypot !== '',
      enquiry.honeypot,
      enquiry.relationship,
      enquiry.personKnows,
      enquiry.heardFrom,
      enquiry.discretion.leaveMessage,
      enquiry.discretion.nameCentre,
      inWeekOrder(enquiry.discretion.safeDays).join(','),
      enquiry.discretion.safeFrom,
      enquiry.discretion.safeTo,
      enquiry.discretion.timeZone,
    ],
  ]);

export const saveContactMessage = (db: Database, contact: CheckedContactMessage) =>
  insertWithReference(db, 'contact', (reference) => [
    `INSERT INTO contact_messages (reference, language, name, email, phone, subject, message, suspected_spam, honeypot, stage)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, CASE WHEN $8 THEN 'spam' ELSE 'new' END)
     ON CONFLICT (reference) DO NOTHING RETURNING reference`,
    [
      reference,
      contact.language,
      contact.name,
      contact.email,
      contact.phone,
      contact.subject,
      contact.message,
      contact.honeypot !== '',
      contact.honeypot,
    ],
  ]);
