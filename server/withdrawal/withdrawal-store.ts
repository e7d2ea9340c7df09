import { createHash } from 'node:crypto';
import { LANGUAGES, type Language } from '#contracts/languages';
import type { Stage } from '#contracts/pipeline';
import { referenceKind, type ReferenceKind } from '#contracts/reference';
import { HELD_STATE, heldFields } from '#contracts/rules/held-items';
import type { HeldAnswer } from '#contracts/withdrawal';
import { actorParams, auditStep, type Actor } from '../audit/audit-log';
import { consentWithdrawnStep } from '../consent/consent-store';
import { named } from '../db/sql';
import type { Database } from '../db/database';
import { limitedAddress } from '../http/client-address';
import { TABLES } from '../items/inbox-rows';
import { codeMatches, withdrawalHash } from './withdrawal-code';
import type { JournalEntry } from './withdrawal-journal';

/**
 * Attempts (seeing or withdrawing, right or wrong) per address in one window. None per reference:
 * only the code tells the family from a stranger, so a count per reference either stopped the
 * family too (anyone who knew a reference could block its withdrawal) or, letting the right code
 * through, slowed no guess. The 80-bit code is the defence against guessing; this limit bounds load.
 */
export const WITHDRAWAL_LIMITS = { perAddress: 20, windowSeconds: 3600 } as const;

/**
 * Who withdrew, in the audit trail: the family, named by no address (an address is the family's
 * personal data, and the entry outlives the item by years), as the staff command is 'command line'.
 */
export const FAMILY: Actor = { staffId: null, email: null, address: 'family' };

/**
 * Takes one attempt from `ip` (an IPv6 address by its /64), counted before the code is checked and
 * in one statement, so parallel attempts cannot all slip under the limit. Null when it may go
 * ahead, else when it may try again. The key is a hash: no address is stored.
 */
export async function takeWithdrawalAttempt(db: Database, ip: string): Promise<Date | null> {
  const byAddress = createHash('sha256')
    .update(`withdrawal-address\n${limitedAddress(ip)}`)
    .digest('base64url');
  const [row] = await db.query<{ count: number; reset_at: Date | string }>(
    `INSERT INTO withdrawal_attempts AS a (key, window_start, count) VALUES ($1, now(), 1)
     ON CONFLICT (key) DO UPDATE SET
       count = CASE WHEN a.window_start <= now() - make_interval(secs => $2::int) THEN 1 ELSE a.count + 1 END,
       window_start = CASE WHEN a.window_start <= now() - make_interval(secs => $2::int) THEN now() ELSE a.window_start END
     RETURNING count, window_start + make_interval(secs => $2::int) AS reset_at`,
    [byAddress, WITHDRAWAL_LIMITS.windowSeconds],
  );
  return row && row.count > WITHDRAWAL_LIMITS.perAddress ? new Date(row.reset_at) : null;
}

export const forgetEndedWithdrawalWindows = (db: Pick<Database, 'query'>) =>
  db.query('DELETE FROM withdrawal_attempts WHERE window_start <= now() - make_interval(secs => $1::int)', [
    WITHDRAWAL_LIMITS.windowSeconds,
  ]);

type Row = Record<string, unknown>;

export interface HeldItem {
  kind: ReferenceKind;
  answer: HeldAnswer;
}

/**
 * The item `reference` names when `code` is its code, else null: an unknown reference, a wrong
 * code, an item stored before codes existed and a withdrawn one all read the same, after the same
 * work (the hash, one read by reference, a constant-time comparison).
 */
export async function findHeld(db: Database, reference: string, code: string): Promise<HeldItem | null> {
  const kind = referenceKind(reference);
  const presented = withdrawalHash(reference, code);
  const [row] = kind ? await db.query<Row>(`SELECT * FROM ${TABLES[kind]} WHERE reference = $1`, [reference]) : [];
  const stored = typeof row?.withdrawal_hash === 'string' ? row.withdrawal_hash : null;
  if (!codeMatches(stored, presented) || !row || !kind) return null;
  const stage = String(row.stage) as Stage;
  return {
    kind,
    answer: {
      reference,
      kind,
      receivedAt: new Date(row.created_at as string | Date).toISOString(),
      language: LANGUAGES.includes(row.language as Language) ? (row.language as Language) : 'en',
      state: HELD_STATE[stage] ?? 'beingHandled',
      fields: heldFields(kind, row),
    },
  };
}

/**
 * One statement deletes an item of `kind` (matched by reference, and by `condition`), its notes,
 * attempts, history, links and the family's sessions and passkeys, leaves a tombstone at `:at` (null: the database's now), marks its
 * consent record withdrawn at that time, and writes 'withdrawn-by-family' in the trail; it answers
 * the reference it deleted, if any.
 */
const withdrawalSql = (kind: ReferenceKind, condition = '') =>
  `WITH gone AS (
     DELETE FROM ${TABLES[kind]} WHERE reference = :reference${condition} RETURNING reference
   ), events AS (
     DELETE FROM inbox_events WHERE reference IN (SELECT reference FROM gone)
   ), family_sessions AS (
     DELETE FROM sessions WHERE family_reference IN (SELECT reference FROM gone)
   ), family_links AS (
     DELETE FROM family_sign_in_links WHERE reference IN (SELECT reference FROM gone)
   ), family_passkeys AS (
     DELETE FROM family_passkeys WHERE reference IN (SELECT reference FROM gone)
   ), viewers AS (
     DELETE FROM item_viewers WHERE reference IN (SELECT reference FROM gone)
   ), links AS (
     DELETE FROM inbox_links WHERE reference IN (SELECT reference FROM gone)
       OR other_reference IN (SELECT reference FROM gone)
   ), tombstone AS (
     INSERT INTO withdrawn_items (reference, kind, withdrawn_at)
     SELECT reference, :kind, COALESCE(:at::timestamptz, now()) FROM gone
     ON CONFLICT (reference) DO UPDATE SET withdrawn_at = excluded.withdrawn_at, erased_at = NULL
   ), consent AS (${consentWithdrawnStep('gone')}
   ), ${auditStep('audited', 'withdrawn-by-family', 'gone', { about: 'reference' })}
   SELECT reference FROM gone`;

/**
 * Deletes the item, if `code` is still its code, with everything that holds its words or points at
 * it: its notes, contact attempts and history (inbox_events), its duplicate flags either way round
 * (inbox_links); its matching keys were columns of its row. In their place a tombstone (reference,
 * kind, when) and the audit entry 'withdrawn-by-family' with the reference only. One statement,
 * so one transaction: all of it or none. Earlier audit entries about the reference stay (they hold
 * no words of the family). The bytes leave the files at the next erase (retention.ts). Answers
 * whether it was deleted (false: a parallel withdrawal came first).
 */
export async function withdrawItem(db: Database, reference: string, code: string): Promise<boolean> {
  const kind = referenceKind(reference);
  if (!kind) return false;
  const rows = await db.query<{ reference: string }>(
    ...named(withdrawalSql(kind, ' AND withdrawal_hash = :hash'), {
      reference,
      hash: withdrawalHash(reference, code),
      kind,
      at: null,
      ...actorParams(FAMILY),
    }),
  );
  return rows.length > 0;
}

/**
 * Deletes again, after a restore, the items the journal says families withdrew since the backup,
 * as `withdrawItem` does (their notes, attempts, history and links; a tombstone with the time of the
 * withdrawal; 'withdrawn-by-family' in the trail), without the code the family gave then. Answers
 * the references deleted: those still in the restored database.
 */
export async function reapplyWithdrawals(db: Database, entries: JournalEntry[]): Promise<string[]> {
  const done: string[] = [];
  for (const { reference, at } of entries) {
    const kind = referenceKind(reference);
    if (!kind) continue;
    const rows = await db.query<{ reference: string }>(
      ...named(withdrawalSql(kind), { reference, kind, at: at.toISOString(), ...actorParams(FAMILY) }),
    );
    if (rows.length > 0) done.push(reference);
  }
  return done;
}

/** When the family withdrew `reference`, or null when it did not (or the tombstone has had its time). */
export async function withdrawnAt(db: Pick<Database, 'query'>, reference: string): Promise<Date | null> {
  const [row] = await db.query<{ withdrawn_at: Date | string }>(
    'SELECT withdrawn_at FROM withdrawn_items WHERE reference = $1',
    [reference],
  );
  return row ? new Date(row.withdrawn_at) : null;
}
