import { firstStage, inboxFields, type InboxEvent, type InboxItem, type InboxRecord } from '#contracts/inbox';
import type { InboxQuery } from '#contracts/inbox-schema';
import { MATCH_REASONS, STAGES, isOpenStage, isStage, type MatchReason, type Stage } from '#contracts/pipeline';
import type { PipelineSettings } from '../config/config';
import { consentOf } from '../consent/consent-store';
import type { Database } from '../db/database';
import { named } from '../db/sql';
import { centreDay } from '#contracts/centre-day';
import { readContactRules } from '#contracts/rules/contact-window';
import { firstRows } from '#contracts/rules/inbox-list';
import { searchTerms } from '#contracts/rules/pipeline-rules';
import { readEnquiryExtras } from '../items/contact-rules';
import { waitingReferences } from '../items/family-wait';
import { unreadReferences } from '../items/unread-messages';
import { toInboxEvent, type EventRow } from './inbox-events';
import {
  INBOX_UNION,
  iso,
  OPEN_SQL,
  followUpLateSql,
  OWNER_JOIN,
  overdueSql,
  summaryColumns,
  toSummary,
  unansweredLateSql,
  type InboxRow,
  type SummaryRow,
  type Time,
} from '../items/inbox-rows';
import { sentSelfCheckOf } from '#contracts/self-check-sent';
import { readSentAnswers } from '../items/sent-self-check';

/** Who is asking and when: "mine" is theirs, "overdue" and "due today" are by this clock. */
export interface ListContext {
  staffId: string;
  now: Date;
  settings: PipelineSettings;
}

/**
 * The list's filters (listInbox's parameters by name). A search is a LIKE of what it contains
 * (:textPattern, :digitsPattern) in search_text (name, reference and email, a line break between them,
 * so no match spans two) or the phone's digits, which trigram indexes answer, or the name's words in
 * the other script (name_words, the words of name_key), which an array index does (migrations 024, 035).
 * "Overdue" passes everything here: the late arms hold only late items, and the other arm is left out.
 */
const FILTERS = `(:stage::text IS NULL OR stage = :stage)
  AND (:textPattern::text IS NULL OR search_text LIKE :textPattern
    OR (:digitsPattern::text IS NOT NULL AND phone_digits LIKE :digitsPattern)
    OR (cardinality(:nameWords::text[]) > 0 AND name_words @> :nameWords::text[]))
  AND (:owner::text IS NULL OR (:owner = 'mine' AND owner_id = :staffId)
    OR (:owner = 'unassigned' AND owner_id IS NULL))
  AND (:due::text IS NULL OR :due = 'overdue'
    OR (:due = 'today' AND stage IN ${OPEN_SQL} AND follow_up_at >= :dayStart AND follow_up_at < :dayEnd)
    OR (:due = 'messages' AND reference = ANY(:unread::text[])))`;

/** A LIKE pattern for text containing `text`, its own %, _ and backslash taken literally. */
const containing = (text: string | null) => (text === null ? null : `%${text.replace(/[\\%_]/g, '\\$&')}%`);

/** The newest `:rows`: each arm keeps its own first, so the union sets apart a page's worth, not every late item. */
const NEWEST = 'ORDER BY created_at DESC, reference DESC LIMIT :rows';

/**
 * Late items first, then newest, `:rows` of them: newest first once among the late items and once
 * among the rest, each as far as the limit. Both are found by reference and arrival time from indexes
 * that carry what the filters read, and only the page's rows are read whole, one by one by reference
 * (LIMIT 1: one item a reference, and the planner, which cannot count references across the two
 * tables, would otherwise hash the whole inbox to find 100). The late ones through their own indexes
 * whatever the filters (few however large the inbox; migration 034); the rest down the arrival-time
 * indexes until the limit (migration 035), which a filter on the late alone leaves out. Sorting the
 * whole inbox by lateness read every item (ADR 024).
 */
const LIST_SQL = `WITH late (picked_reference, picked_at) AS MATERIALIZED (
    SELECT * FROM (
      (SELECT reference, created_at FROM ${INBOX_UNION}
        WHERE ${unansweredLateSql(':now::timestamptz', ':waiting::text[]')} AND ${FILTERS} ${NEWEST})
      UNION
      (SELECT reference, created_at FROM ${INBOX_UNION}
        WHERE ${followUpLateSql(':now::timestamptz')} AND ${FILTERS} ${NEWEST})
    ) AS both_ways ${NEWEST}),
  rest (picked_reference, picked_at) AS MATERIALIZED (
    SELECT reference, created_at FROM ${INBOX_UNION}
      WHERE :due::text IS DISTINCT FROM 'overdue' AND ${FILTERS} AND NOT ${overdueSql(':now::timestamptz', ':waiting::text[]')}
      ${NEWEST}),
  picked AS (
    SELECT * FROM (SELECT true AS is_late, * FROM late UNION ALL SELECT false, * FROM rest) AS both_kinds
      ORDER BY is_late DESC, picked_at DESC, picked_reference DESC LIMIT :rows)
  SELECT ${summaryColumns(':now::timestamptz', ':waiting::text[]')} FROM picked
    CROSS JOIN LATERAL (SELECT * FROM ${INBOX_UNION} WHERE inbox.reference = picked_reference LIMIT 1) AS inbox
    ${OWNER_JOIN}
  ORDER BY overdue DESC, created_at DESC, reference DESC`;

/**
 * What needs someone besides the new items, which the kept counts already hold: a family's unread
 * message, or open and late or past the tries that ask for a decision. Each arm reads one of migration
 * 034's indexes alone (they carry the stage), or the references', so the never-answered new items
 * are not visited one by one to be set aside.
 */
const NEEDS_ACTION_SQL = `SELECT count(*)::int AS count FROM (
    SELECT reference FROM ${INBOX_UNION}
      WHERE ${unansweredLateSql(':now::timestamptz', ':waiting::text[]')} AND stage <> 'new'
    UNION SELECT reference FROM ${INBOX_UNION} WHERE ${followUpLateSql(':now::timestamptz')} AND stage <> 'new'
    UNION SELECT reference FROM ${INBOX_UNION}
      WHERE stage IN ${OPEN_SQL} AND failed_attempts >= :maxFailedAttempts AND stage <> 'new'
    UNION SELECT reference FROM ${INBOX_UNION} WHERE reference = ANY(:unread::text[]) AND stage <> 'new'
  ) AS needing`;

/** The list's statement with its values, for `waiting` and `unread` at `now` (a test reads its plan). */
export function listStatement(
  query: InboxQuery,
  { staffId, now, waiting, unread }: { staffId: string; now: Date; waiting: string[]; unread: string[] },
) {
  const { text, digits, nameWords } = searchTerms(query.q);
  const today = centreDay(now);
  return named(LIST_SQL, {
    stage: query.stage ?? null,
    textPattern: containing(text),
    digitsPattern: containing(digits),
    nameWords,
    now,
    waiting,
    unread,
    owner: query.owner ?? null,
    staffId,
    due: query.due ?? null,
    dayStart: today.start,
    dayEnd: today.end,
    // One past the limit: whether there are more.
    rows: query.limit + 1,
  });
}

/**
 * Late items first, then newest, as many as the query's limit; `q` matches the name, reference or
 * email (any case), the name in the other script (its words' keys in the stored name_key), or, when
 * it looks like a phone number, the phone's digits (searchTerms). Counts are the whole inbox's: by
 * stage and owner as migration 023 keeps them, the items needing action counted from their indexes.
 */
export async function listInbox(db: Database, query: InboxQuery, { staffId, now, settings }: ListContext) {
  const waiting = await waitingReferences(db, now);
  const unread = await unreadReferences(db);
  const unreadSet = new Set(unread);
  const rows = await db.query<SummaryRow>(...listStatement(query, { staffId, now, waiting, unread }));
  const first = firstRows(rows, query.limit);
  const counted = await db.query<{ stage: string; owner_id: string | number | null; items: number }>(
    'SELECT stage, owner_id, sum(items)::int AS items FROM inbox_counts GROUP BY stage, owner_id',
  );
  const [needing] = await db.query<{ count: number }>(
    ...named(NEEDS_ACTION_SQL, { now, waiting, unread, maxFailedAttempts: settings.maxFailedAttempts }),
  );
  const sum = (test: (row: (typeof counted)[number]) => boolean) =>
    counted.filter(test).reduce((total, row) => total + row.items, 0);
  const open = (row: (typeof counted)[number]) => isStage(row.stage) && isOpenStage(row.stage);
  return {
    items: first.items.map((row) => ({
      ...toSummary(row, settings.maxFailedAttempts),
      newMessage: unreadSet.has(row.reference),
    })),
    more: first.more,
    counts: {
      stages: Object.fromEntries(STAGES.map((stage) => [stage, sum((row) => row.stage === stage)])) as Record<
        Stage,
        number
      >,
      needsAction: sum((row) => row.stage === 'new') + (needing?.count ?? 0),
      unreadMessages: unread.length,
      mine: sum((row) => open(row) && row.owner_id !== null && String(row.owner_id) === staffId),
      unassigned: sum((row) => open(row) && row.owner_id === null),
    },
  };
}

const recordOf = (row: InboxRow): InboxRecord => ({
  kind: row.kind,
  name: row.name,
  phone: row.phone,
  phoneCountry: row.phone_country,
  email: row.email,
  forWhom: row.for_whom,
  contactMethod: row.contact_method,
  preferredTime: row.preferred_time,
  programme: row.programme,
  subject: row.subject,
  message: row.message,
  honeypot: row.honeypot,
});

interface DuplicateRow {
  reference: string;
  name: string;
  created_at: Time;
  stage: string;
  reasons: string;
  state: 'flagged' | 'linked' | 'dismissed';
}

/** The other items flagged as the same family, either way round, oldest first. */
async function duplicatesOf(db: Database, reference: string) {
  const rows = await db.query<DuplicateRow>(
    `SELECT inbox.reference, inbox.name, inbox.created_at, inbox.stage, link.reasons, link.state
     FROM inbox_links link JOIN ${INBOX_UNION}
       ON inbox.reference = CASE WHEN link.reference = $1 THEN link.other_reference ELSE link.reference END
     WHERE link.reference = $1 OR link.other_reference = $1
     ORDER BY inbox.created_at`,
    [reference],
  );
  return rows.map((row) => ({
    reference: row.reference,
    name: row.name,
    receivedAt: iso(row.created_at),
    stage: isStage(row.stage) ? row.stage : 'new',
    reasons: row.reasons
      .split(',')
      .filter((reason): reason is MatchReason => MATCH_REASONS.includes(reason as MatchReason)),
    state: row.state,
  }));
}

export async function getInboxItem(
  db: Database,
  reference: string,
  { now, settings }: Omit<ListContext, 'staffId'>,
): Promise<InboxItem | null> {
  const [row] = await db.query<InboxRow>(
    `SELECT ${summaryColumns('$2::timestamptz', '$3::text[]', { whole: true })} FROM ${INBOX_UNION} ${OWNER_JOIN}
     WHERE reference = $1`,
    [reference, now, await waitingReferences(db, now)],
  );
  if (!row) return null;
  const events = await db.query<EventRow>('SELECT * FROM inbox_events WHERE reference = $1 ORDER BY id', [reference]);
  const history: InboxEvent[] = [
    {
      type: 'stage',
      stage: firstStage(row),
      closeReason: null,
      assessmentAt: null,
      by: 'system',
      at: iso(row.created_at),
    },
    ...events.flatMap((event) => toInboxEvent(event) ?? []),
  ];
  const extras = row.kind === 'enquiry' ? await readEnquiryExtras(db, reference) : null;
  return {
    ...toSummary(row, settings.maxFailedAttempts),
    fields: inboxFields(recordOf(row)),
    phone: row.phone,
    email: row.email,
    rules: extras ? readContactRules(extras, row.contact_method) : null,
    relationship: extras?.relationship ?? null,
    personKnows: extras?.personKnows ?? null,
    heardFrom: extras?.heardFrom ?? null,
    consent: await consentOf(db, reference),
    selfCheck: row.kind === 'enquiry' ? sentSelfCheckOf(await readSentAnswers(db, reference)) : null,
    history,
    duplicates: await duplicatesOf(db, reference),
  };
}
