import {
  CONSENT_GIVERS,
  CONSENT_VERSION,
  CONSENT_WORDING,
  consentText,
  type ConsentGiven,
  type ConsentGiver,
} from '#contracts/consent';
import { LANGUAGES, type Language } from '#contracts/languages';
import { REFERENCE_PREFIX, type ReferenceKind } from '#contracts/reference';
import type { Database } from '../db/database';

type Querier = Pick<Database, 'query'>;

/** Records this build's wording under its version, once: its text outlives a later change of the forms. */
export const recordCurrentWording = (db: Querier) =>
  db.query('INSERT INTO consent_texts (version, en, ar) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [
    CONSENT_VERSION,
    consentText(CONSENT_WORDING, 'en'),
    consentText(CONSENT_WORDING, 'ar'),
  ]);

/**
 * Whether a form may be stored with `version`: this build's wording (recorded now) or one the server
 * recorded before, which a page opened before an update still shows. Any other was never accepted
 * here, so its text cannot be shown to prove the consent: refused.
 */
export async function consentVersionKnown(db: Querier, version: string): Promise<boolean> {
  if (version === CONSENT_VERSION) {
    await recordCurrentWording(db);
    return true;
  }
  const rows = await db.query('SELECT 1 FROM consent_texts WHERE version = $1', [version]);
  return rows.length > 0;
}

/** What the consent record of a new item holds besides its reference. */
export interface ConsentFacts {
  version: string;
  language: Language;
  givenBy: ConsentGiver;
}

/**
 * A CTE step (numbered placeholders from `param`: version, language, given by) recording the
 * consent of the row `source` inserted, in the item's own statement: the item is never stored
 * without it.
 */
export const consentStep = (source: string, kind: ReferenceKind, param: number) =>
  `INSERT INTO consents (reference, form, version, language, given_by)
   SELECT ${source}.reference, '${kind}', $${param}, $${param + 1}, $${param + 2} FROM ${source}`;

export const consentParams = (facts: ConsentFacts) => [facts.version, facts.language, facts.givenBy];

/** A CTE step marking the consents of the references `gone` holds as withdrawn at `:at` (null: now). */
export const consentWithdrawnStep = (gone: string) =>
  `UPDATE consents SET withdrawn_at = COALESCE(:at::timestamptz, now())
   WHERE reference IN (SELECT reference FROM ${gone})`;

/** A CTE step marking the consents of the references `gone` holds as erased by the retention sweep. */
export const consentErasedStep = (gone: string) =>
  `UPDATE consents SET erased_at = now() WHERE reference IN (SELECT reference FROM ${gone})`;

/** Forgets the records of items gone longer ago than the audit trail keeps its entries. */
export const forgetEndedConsents = (db: Querier, auditMonths: number) =>
  db.query('DELETE FROM consents WHERE COALESCE(withdrawn_at, erased_at) < now() - make_interval(months => $1::int)', [
    auditMonths,
  ]);

interface ConsentRow {
  version: string;
  language: string;
  given_at: Date | string;
  form: string;
  given_by: string;
  en: string;
  ar: string;
}

/** The consent an item was sent with, and the sentence accepted; null for an item stored before records began. */
export async function consentOf(db: Querier, reference: string): Promise<ConsentGiven | null> {
  const [row] = await db.query<ConsentRow>(
    `SELECT c.version, c.language, c.given_at, c.form, c.given_by, t.en, t.ar
     FROM consents c JOIN consent_texts t ON t.version = c.version WHERE c.reference = $1`,
    [reference],
  );
  const form = row && Object.hasOwn(REFERENCE_PREFIX, row.form) ? (row.form as ReferenceKind) : null;
  if (!row || !form) return null;
  const language: Language = LANGUAGES.includes(row.language as Language) ? (row.language as Language) : 'en';
  return {
    version: row.version,
    language,
    givenAt: new Date(row.given_at).toISOString(),
    form,
    by: CONSENT_GIVERS.includes(row.given_by as ConsentGiver) ? (row.given_by as ConsentGiver) : 'someone-else',
    text: row[language],
  };
}
