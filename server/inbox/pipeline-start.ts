import type { MatchReason } from '#contracts/pipeline';
import { clockStart, firstResponseDue, type FamilyWindow } from '#contracts/rules/pipeline-rules';
import { matchKeys } from '#contracts/rules/match-keys';
import type { PipelineSettings } from '../config/config';
import type { Database } from '../db/database';
import { OPEN_SQL } from '../items/inbox-rows';

/** An item resembles an earlier one still open, or one that arrived within this many days. */
export const RECENT_DAYS = 90;
/** Flags per new item, the latest matches: a family that wrote twenty times needs one link, not twenty. */
const MAX_FLAGS = 5;

const KEYS = { phone: 'phone_key', email: 'email_key', name: 'name_key' } as const satisfies Record<
  MatchReason,
  string
>;

/** What a new item brings to the pipeline: its matching keys, its first response's clock (start, due), its duplicate flags. */
export interface PipelineStart {
  columns: {
    phone_key: string | null;
    email_key: string | null;
    name_key: string | null;
    clock_start: Date;
    respond_by: Date;
  };
  /** For `json_to_recordset(…) AS link(other text, reasons text)`. */
  links: { other: string; reasons: string }[];
}

/**
 * The earlier items (open, or arrived in the last RECENT_DAYS) sharing a key with `keys`, never
 * suspected spam: for each key and table, the latest few by its own index, so a number that wrote
 * a thousand times costs no more than one that wrote once.
 */
async function findMatches(db: Database, keys: Record<MatchReason, string | null>, arrival: Date, self: string | null) {
  const reasons = (Object.keys(KEYS) as MatchReason[]).filter((reason) => keys[reason] !== null);
  if (reasons.length === 0) return [];
  // One round trip: a branch per key and table, each the latest few by its own index.
  const branches = reasons.flatMap((reason, index) =>
    ['enquiries', 'contact_messages'].map(
      (table) => `(SELECT reference, '${reason}' AS reason FROM ${table}
         WHERE ${KEYS[reason]} = $${index + 3} AND reference IS DISTINCT FROM $1 AND stage <> 'spam' AND created_at <= $2
           AND (stage IN ${OPEN_SQL} OR created_at > $2::timestamptz - make_interval(days => ${RECENT_DAYS}))
         ORDER BY created_at DESC LIMIT ${MAX_FLAGS})`,
    ),
  );
  const rows = await db.query<{ reference: string; reason: MatchReason }>(branches.join(' UNION ALL '), [
    self,
    arrival,
    ...reasons.map((reason) => keys[reason]),
  ]);
  const found = new Map<string, Set<MatchReason>>();
  for (const { reference, reason } of rows) found.set(reference, (found.get(reference) ?? new Set()).add(reason));
  return [...found].slice(0, MAX_FLAGS).map(([other, matched]) => ({
    other,
    reasons: (Object.keys(KEYS) as MatchReason[]).filter((reason) => matched.has(reason)).join(','),
  }));
}

/** Keys, due time and flags for an item about to be stored (`self` null) or stored before they existed. */
export async function startPipeline(
  db: Database,
  item: {
    name: string;
    phone: string | null;
    email: string | null;
    spam: boolean;
    arrival: Date;
    self?: string;
    /** The family's allowed days and hours: the first response's clock starts when they next open. */
    window?: FamilyWindow | null;
  },
  settings: PipelineSettings,
): Promise<PipelineStart> {
  const keys = matchKeys(item);
  return {
    columns: {
      phone_key: keys.phone,
      email_key: keys.email,
      name_key: keys.name,
      clock_start: clockStart(item.arrival, item.window),
      respond_by: firstResponseDue(item.arrival, settings.firstResponseMinutes, item.window),
    },
    links: item.spam ? [] : await findMatches(db, keys, item.arrival, item.self ?? null),
  };
}

/** A statement's step that stores `links` (a JSON parameter at `$param`) for the rows of `source`. */
export const linksStep = (
  source: string,
  param: number,
) => `INSERT INTO inbox_links (reference, other_reference, reasons)
  SELECT ${source}.reference, link.other, link.reasons FROM ${source}, json_to_recordset($${param}::json) AS link(other text, reasons text)
  ON CONFLICT DO NOTHING`;
