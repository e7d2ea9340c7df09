import type { CheckedContactMessage } from '#contracts/forms/contact-payload';
import type { CheckedEnquiry } from '#contracts/forms/enquiry-payload';
import { formConsentGiver } from '#contracts/consent';
import { REFERENCE_PREFIX, type ReferenceKind } from '#contracts/reference';
import { contactColumns, enquiryColumns } from '#contracts/rules/held-items';
import type { FamilyWindow } from '#contracts/rules/pipeline-rules';
import type { StoredAnswer } from '#contracts/withdrawal';
import type { PipelineSettings } from '../config/config';
import type { Database } from '../db/database';
import { TABLES } from '../items/inbox-rows';
import { consentParams, consentStep, type ConsentFacts } from '../consent/consent-store';
import { linksStep, startPipeline } from '../inbox/pipeline-start';
import { newWithdrawalCode, withdrawalHash } from '../withdrawal/withdrawal-code';
import { newReference } from './reference';

const ATTEMPTS = 8;

/**
 * Inserts one row under a fresh reference, drawing again when the reference is taken (by an item,
 * or by one a family withdrew: its tombstone keeps it), with its start in the pipeline (matching
 * keys, the first response's due time, duplicate flags) in the same statement, so with PGlite the
 * item and its flags are on disk together when this resolves. A honeypot filled in makes it
 * suspected spam from the start, never dropped. Its consent record is written by the same statement.
 * Answers the reference and the family's withdrawal code, of which only a hash is stored, in the
 * same row.
 */
async function insertItem(
  db: Database,
  kind: ReferenceKind,
  fields: Record<string, unknown> & { name: string; honeypot: string },
  contact: { phone: string | null; email: string | null; window?: FamilyWindow },
  consent: ConsentFacts,
  settings: PipelineSettings,
): Promise<StoredAnswer> {
  const spam = fields.honeypot !== '';
  const { columns, links } = await startPipeline(
    db,
    { name: fields.name, ...contact, spam, arrival: new Date() },
    settings,
  );
  const row = { ...fields, suspected_spam: spam, stage: spam ? 'spam' : 'new', ...columns };
  const names = Object.keys(row);
  const withdrawalCode = newWithdrawalCode();
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const reference = newReference(kind);
    const rows = await db.query<{ reference: string }>(
      `WITH inserted AS (
         INSERT INTO ${TABLES[kind]} (reference, withdrawal_hash, ${names.join(', ')})
         SELECT $1, $3, ${names.map((_, index) => `$${index + 4}`).join(', ')}
         WHERE NOT EXISTS (SELECT 1 FROM withdrawn_items WHERE reference = $1)
         ON CONFLICT (reference) DO NOTHING RETURNING reference
       ), links AS (${linksStep('inserted', 2)}
       ), consent AS (${consentStep('inserted', kind, names.length + 4)})
       SELECT reference FROM inserted`,
      [
        reference,
        JSON.stringify(links),
        withdrawalHash(reference, withdrawalCode),
        ...Object.values(row),
        ...consentParams(consent),
      ],
    );
    if (rows[0]) return { reference: rows[0].reference, withdrawalCode };
  }
  throw new Error(`No free ${REFERENCE_PREFIX[kind]}- reference after several draws.`);
}

export const saveEnquiry = (db: Database, enquiry: CheckedEnquiry, settings: PipelineSettings) =>
  insertItem(
    db,
    'enquiry',
    enquiryColumns(enquiry),
    { phone: enquiry.phone.e164, email: enquiry.email, window: enquiry.discretion },
    {
      version: enquiry.consentVersion,
      language: enquiry.language,
      givenBy: formConsentGiver({ kind: 'enquiry', ...enquiry }),
    },
    settings,
  );

export const saveContactMessage = (db: Database, contact: CheckedContactMessage, settings: PipelineSettings) =>
  insertItem(
    db,
    'contact',
    contactColumns(contact),
    { phone: contact.phone, email: contact.email },
    {
      version: contact.consentVersion,
      language: contact.language,
      givenBy: formConsentGiver({ kind: 'contact', ...contact }),
    },
    settings,
  );
