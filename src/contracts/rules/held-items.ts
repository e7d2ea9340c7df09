import type { CheckedContactMessage } from '../forms/contact-payload.ts';
import { inWeekOrder } from '../forms/discretion.ts';
import type { CheckedEnquiry } from '../forms/enquiry-payload.ts';
import type { Stage } from '../pipeline.ts';
import type { ReferenceKind } from '../reference.ts';
import type { HeldAnswer, HeldState } from '../withdrawal.ts';

/**
 * What is held of a sent form, and how the family is shown it: the server stores these columns and
 * reads them back for the withdrawal page; the mock server keeps the same row in memory.
 */

/** A checked enquiry as its row in `enquiries` stores it. */
export const enquiryColumns = (enquiry: CheckedEnquiry) => ({
  language: enquiry.language,
  for_whom: enquiry.forWhom,
  name: enquiry.name,
  phone_country: enquiry.phone.country,
  phone_e164: enquiry.phone.e164,
  email: enquiry.email,
  contact_method: enquiry.contactMethod,
  preferred_time: enquiry.preferredTime,
  programme: enquiry.programme,
  message: enquiry.message,
  honeypot: enquiry.honeypot,
  relationship: enquiry.relationship,
  person_knows: enquiry.personKnows,
  heard_from: enquiry.heardFrom,
  leave_message: enquiry.discretion.leaveMessage,
  name_centre: enquiry.discretion.nameCentre,
  safe_days: inWeekOrder(enquiry.discretion.safeDays).join(','),
  safe_from: enquiry.discretion.safeFrom,
  safe_to: enquiry.discretion.safeTo,
  time_zone: enquiry.discretion.timeZone,
  self_check: enquiry.selfCheck && JSON.stringify(enquiry.selfCheck),
});

/** A checked contact message as its row in `contact_messages` stores it. */
export const contactColumns = (contact: CheckedContactMessage) => ({
  language: contact.language,
  name: contact.name,
  email: contact.email,
  phone: contact.phone,
  subject: contact.subject,
  message: contact.message,
  honeypot: contact.honeypot,
});

/** Where an item stands, as the family is told. Suspected spam reads as received (see withdrawal-plugin.ts). */
export const HELD_STATE: Record<Stage, HeldState> = {
  new: 'received',
  spam: 'received',
  inContact: 'beingHandled',
  assessmentBooked: 'beingHandled',
  admitted: 'closed',
  closed: 'closed',
};

type Row = Record<string, unknown>;

const text = (value: unknown) => (value === null || value === undefined ? null : String(value));
const yesNo = (value: unknown) => (typeof value === 'boolean' ? (value ? 'yes' : 'no') : null);

/** The stored row as the family sent it, by the form's field names (HELD_ENQUIRY_FIELDS, HELD_CONTACT_FIELDS). */
export function heldFields(kind: ReferenceKind, row: Row): HeldAnswer['fields'] {
  const fields: HeldAnswer['fields'] =
    kind === 'enquiry'
      ? {
          forWhom: text(row.for_whom),
          name: text(row.name),
          country: text(row.phone_country),
          phone: text(row.phone_e164),
          email: text(row.email),
          contactMethod: text(row.contact_method),
          preferredTime: text(row.preferred_time),
          programme: text(row.programme),
          relationship: text(row.relationship),
          personKnows: text(row.person_knows),
          heardFrom: text(row.heard_from),
          leaveMessage: yesNo(row.leave_message),
          nameCentre: yesNo(row.name_centre),
          safeDays: typeof row.safe_days === 'string' ? row.safe_days.split(',').filter(Boolean) : null,
          safeFrom: text(row.safe_from),
          safeTo: text(row.safe_to),
          timeZone: text(row.time_zone),
          message: text(row.message),
        }
      : {
          name: text(row.name),
          contact: text(row.email) ?? text(row.phone),
          subject: text(row.subject),
          message: text(row.message),
        };
  // The hidden field a person never sees: held when something (an autofill) filled it in.
  if (typeof row.honeypot === 'string' && row.honeypot !== '') fields.website = row.honeypot;
  return fields;
}
