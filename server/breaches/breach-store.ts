import type { z } from 'zod';
import {
  BREACH_DATA,
  BREACH_FIELDS,
  BREACH_STATUSES,
  regulatorDueAt,
  type Breach,
  type breachChangeSchema,
  type breachCreateSchema,
  type BreachStatus,
} from '#contracts/breaches';
import { actorParams, auditStep, type Actor, type AuditDetail } from '../audit/audit-log';
import type { Database } from '../db/database';
import { named } from '../db/sql';

type Querier = Pick<Database, 'query'>;
type NewBreach = z.output<typeof breachCreateSchema>;
type BreachChange = z.output<typeof breachChangeSchema>;

interface BreachSqlRow {
  id: string;
  description: string;
  found_at: Date | string;
  refs: string[];
  data: string[];
  status: string;
  regulator_notified_at: Date | string | null;
  tell_families: boolean | null;
  families_reason: string;
  families_notified_at: Date | string | null;
  version: number;
  created_at: Date | string;
  updated_at: Date | string;
}

const COLUMNS = `id::text AS id, description, found_at, refs, data, status, regulator_notified_at, tell_families,
  families_reason, families_notified_at, version, created_at, updated_at`;

const iso = (value: Date | string) => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));
// A stored code this version does not know: an unknown status reads as open (the register keeps asking).
const status = (value: string): BreachStatus =>
  BREACH_STATUSES.includes(value as BreachStatus) ? (value as BreachStatus) : 'open';

function breachOf(row: BreachSqlRow): Breach {
  const foundAt = iso(row.found_at);
  return {
    id: row.id,
    description: row.description,
    foundAt,
    references: row.refs,
    data: BREACH_DATA.filter((kind) => row.data.includes(kind)),
    status: status(row.status),
    regulatorDueAt: regulatorDueAt(foundAt),
    regulatorNotifiedAt: isoOrNull(row.regulator_notified_at),
    tellFamilies: row.tell_families,
    familiesReason: row.families_reason,
    familiesNotifiedAt: isoOrNull(row.families_notified_at),
    version: row.version,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

/** Arrays travel as JSON, which PGlite and pg pass alike. */
const textArray = (param: string) => `ARRAY(SELECT jsonb_array_elements_text(:${param}::jsonb))`;

/**
 * The register: those still owing the regulator their notice first, soonest due first; then the
 * rest, most recently found first.
 */
export async function listBreaches(db: Querier): Promise<Breach[]> {
  const rows = await db.query<BreachSqlRow>(
    `SELECT ${COLUMNS} FROM breaches
     ORDER BY (regulator_notified_at IS NULL AND status <> 'closed') DESC,
       CASE WHEN regulator_notified_at IS NULL AND status <> 'closed' THEN found_at END ASC,
       found_at DESC, id DESC`,
  );
  return rows.map(breachOf);
}

async function findBreach(db: Querier, id: string): Promise<Breach | null> {
  const [row] = await db.query<BreachSqlRow>(`SELECT ${COLUMNS} FROM breaches WHERE id = $1::bigint`, [id]);
  return row ? breachOf(row) : null;
}

/** What the trail keeps of an entry: its id, the references, data kinds and dates; never the free text. */
function trailDetail(breach: Partial<Breach>, id: string | null): AuditDetail {
  const detail: AuditDetail = id === null ? {} : { breach: id };
  for (const [key, value] of Object.entries(breach)) {
    // The audit page reads a detail of strings, numbers and booleans: a cleared field is named in `changed`.
    if (key === 'description' || key === 'familiesReason' || value === undefined || value === null) continue;
    detail[key] = Array.isArray(value) ? value.join(' ') : value;
  }
  return detail;
}

/** Records a new entry and its 'breach-recorded' audit entry in one statement. */
export async function createBreach(db: Querier, breach: NewBreach, actor: Actor): Promise<Breach> {
  const [row] = await db.query<BreachSqlRow>(
    ...named(
      `WITH created AS (
         INSERT INTO breaches (description, found_at, refs, data, status, regulator_notified_at, tell_families,
           families_reason, families_notified_at, created_by)
         VALUES (:description, :foundAt::timestamptz, ${textArray('refs')}, ${textArray('data')}, :status,
           :regulatorNotifiedAt::timestamptz, :tellFamilies::boolean, :familiesReason, :familiesNotifiedAt::timestamptz,
           :actorId::bigint)
         RETURNING *
       ), ${auditStep('audited', 'breach-recorded', 'created', { detail: `jsonb_build_object('breach', id::text) || :detail::jsonb` })}
       SELECT ${COLUMNS} FROM created`,
      {
        ...actorParams(actor),
        ...breach,
        refs: JSON.stringify(breach.references),
        data: JSON.stringify(breach.data),
        detail: JSON.stringify(trailDetail(breach, null)),
      },
    ),
  );
  if (!row) throw new Error('The new breach entry was not returned.');
  return breachOf(row);
}

const COLUMN_OF: Readonly<Record<(typeof BREACH_FIELDS)[number], string>> = {
  description: 'description = :description',
  foundAt: 'found_at = :foundAt::timestamptz',
  references: `refs = ${textArray('references')}`,
  data: `data = ${textArray('data')}`,
  status: 'status = :status',
  regulatorNotifiedAt: 'regulator_notified_at = :regulatorNotifiedAt::timestamptz',
  tellFamilies: 'tell_families = :tellFamilies::boolean',
  familiesReason: 'families_reason = :familiesReason',
  familiesNotifiedAt: 'families_notified_at = :familiesNotifiedAt::timestamptz',
};

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Applies a change made on `version`: 'not-found', a conflict with the entry as it is now, or the
 * entry changed (version + 1) with a 'breach-changed' audit entry naming what changed, in the same
 * statement. Fields sent with their current value are no change; a change of nothing is no write.
 */
export async function changeBreach(
  db: Querier,
  id: string,
  { version, ...change }: BreachChange,
  actor: Actor,
): Promise<'not-found' | { conflict: Breach } | { breach: Breach }> {
  const current = await findBreach(db, id);
  if (!current) return 'not-found';
  if (current.version !== version) return { conflict: current };
  const normalised = { ...change, ...(change.foundAt && { foundAt: iso(change.foundAt) }) };
  for (const key of ['regulatorNotifiedAt', 'familiesNotifiedAt'] as const) {
    const value = change[key];
    if (value) normalised[key] = iso(value);
  }
  const changed = BREACH_FIELDS.filter((key) => normalised[key] !== undefined && !same(normalised[key], current[key]));
  if (changed.length === 0) return { breach: current };
  const values = Object.fromEntries(changed.map((key) => [key, normalised[key]]));
  const [row] = await db.query<BreachSqlRow>(
    ...named(
      `WITH changed AS (
         UPDATE breaches SET ${changed.map((key) => COLUMN_OF[key]).join(', ')}, version = version + 1, updated_at = now()
         WHERE id = :id::bigint AND version = :version
         RETURNING *
       ), ${auditStep('audited', 'breach-changed', 'changed', { detail: ':detail::jsonb' })}
       SELECT ${COLUMNS} FROM changed`,
      {
        ...actorParams(actor),
        ...values,
        ...(values.references && { references: JSON.stringify(values.references) }),
        ...(values.data && { data: JSON.stringify(values.data) }),
        id,
        version,
        detail: JSON.stringify({ ...trailDetail(values, id), changed: changed.join(' ') }),
      },
    ),
  );
  if (row) return { breach: breachOf(row) };
  // Changed by someone else between the read and the write.
  const now = await findBreach(db, id);
  return now ? { conflict: now } : 'not-found';
}
