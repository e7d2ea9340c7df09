import { describe, expect, it } from 'vitest';
import { API_PATHS } from '#contracts/api-paths';
import { fillPath } from '#contracts/endpoints/endpoint';
import { serviceMinutesBetween, zonedTime, type ResponseHours } from '#contracts/clock';
import { MAX_RANGE_DAYS } from '#contracts/date-range';
import { FUNNEL_STAGES, STAGES } from '#contracts/pipeline';
import type { ReportsAnswer } from '#contracts/reports';
import { RESPONSE_HOURS } from '#contracts/service-hours';
import { addStaff } from '../auth/staff';
import type { Database } from '../db/database';
import { migrate, migrationNames } from '../db/migrate';
import { setReportsClock } from '../reports/reports-clock';
import { readReports } from '../reports/reports-store';
import { enquiry, post, uaePhone } from './support/payloads';
import { StaffClient } from '../harness/staff-client';
import { createTestDatabase, databaseKind } from './support/test-database';
import { useTestServer } from './support/test-server';

const PASSWORD = 'a reports password long enough';
const settings = { targetMinutes: 60 };

/**
 * A wall-clock time in the centre's zone (Asia/Dubai, UTC+4 all year), written as the test's own
 * conversion: the server converts with AT TIME ZONE, so a wrong conversion on either side shows.
 */
const dubai = (local: string) => new Date(`${local.replace(' ', 'T')}:00+04:00`);

/** March 2026: the 1st is a Sunday, so the Mondays are the 2nd, 9th, 16th and 23rd; the 6th and 13th are Fridays. */
const RANGE = { from: '2026-03-04', to: '2026-03-25' };

interface Seeded {
  reference: string;
  kind: 'enquiry' | 'contact';
  at: string;
  language: 'ar' | 'en';
  stage: string;
  closeReason?: string;
  /** When it was first answered (local), if it was. */
  answered?: string;
  /** Stage entries of its history, in order (local time, stage, close reason). */
  history?: [at: string, stage: string, reason?: string][];
  /** Clinical decisions of its history, in order (local time, decision). */
  decisions?: [at: string, decision: string][];
  programme?: string;
  country?: string;
  heardFrom?: string | null;
}

/**
 * The seeded set. Service hours are 08:00–22:00 every day (Friday and Saturday too), and the target
 * is 60 service minutes. Each answered item's service minutes are derived in its comment.
 */
const ITEMS: Seeded[] = [
  // Wednesday 00:00, the range's first instant: counts. Never answered.
  {
    reference: 'SW-RQ001',
    kind: 'enquiry',
    at: '2026-03-04 00:00',
    language: 'en',
    stage: 'new',
    programme: 'notSure',
    country: 'AE',
    heardFrom: null,
  },
  // 09:00 → 09:30 the same day: 30 minutes. In contact, assessed, admitted.
  {
    reference: 'SW-RQ002',
    kind: 'enquiry',
    at: '2026-03-04 09:00',
    language: 'ar',
    stage: 'admitted',
    answered: '2026-03-04 09:30',
    history: [
      ['2026-03-04 09:30', 'inContact'],
      ['2026-03-05 10:00', 'assessmentBooked'],
      ['2026-03-09 10:00', 'admitted'],
    ],
    decisions: [['2026-03-08 12:00', 'accept']],
    programme: 'addiction',
    country: 'AE',
    heardFrom: 'doctor',
  },
  // Thursday 21:30 → Friday 08:45, across the night: 30 (21:30–22:00) + 45 (08:00–08:45) = 75 minutes, over the target.
  {
    reference: 'SW-RQ003',
    kind: 'enquiry',
    at: '2026-03-05 21:30',
    language: 'en',
    stage: 'inContact',
    answered: '2026-03-06 08:45',
    history: [['2026-03-06 08:45', 'inContact']],
    programme: 'anxietyDepression',
    country: 'SA',
    heardFrom: 'search',
  },
  // Friday 07:50, before opening → 08:20: only 08:00–08:20 counts, 20 minutes. In contact, then closed (cost).
  {
    reference: 'SW-RQ004',
    kind: 'enquiry',
    at: '2026-03-06 07:50',
    language: 'ar',
    stage: 'closed',
    closeReason: 'cost',
    answered: '2026-03-06 08:20',
    history: [
      ['2026-03-06 08:20', 'inContact'],
      ['2026-03-07 12:00', 'closed', 'cost'],
    ],
    programme: 'addiction',
    country: 'AE',
    heardFrom: null,
  },
  // Saturday 22:10, after closing → Sunday 10:00: nothing on Saturday, 08:00–10:00 on Sunday, 120 minutes.
  // Booked for an assessment straight from "new": it counts as in contact too.
  {
    reference: 'SW-RQ005',
    kind: 'enquiry',
    at: '2026-03-07 22:10',
    language: 'en',
    stage: 'assessmentBooked',
    answered: '2026-03-08 10:00',
    history: [['2026-03-08 10:00', 'assessmentBooked']],
    // Not suitable now, then accepted: the latest counts.
    decisions: [
      ['2026-03-09 10:00', 'notSuitableNow'],
      ['2026-03-10 10:00', 'accept'],
    ],
    programme: 'eatingDisorders',
    country: 'EG',
    heardFrom: 'familyOrFriend',
  },
  // Monday 02:00 local (Sunday 22:00 UTC: the week of the 9th here, of the 2nd in UTC) → 08:45: 45 minutes.
  // Admitted straight from "new", then closed (other): still admitted in the funnel.
  {
    reference: 'SW-RQ006',
    kind: 'enquiry',
    at: '2026-03-09 02:00',
    language: 'ar',
    stage: 'closed',
    closeReason: 'other',
    answered: '2026-03-09 08:45',
    history: [
      ['2026-03-09 08:45', 'admitted'],
      ['2026-03-10 09:00', 'closed', 'other'],
    ],
    decisions: [['2026-03-09 08:30', 'accept']],
    programme: 'addiction',
    country: 'AE',
    heardFrom: 'doctor',
  },
  // Wednesday 13:00 → Friday 09:00: 540 (13:00–22:00) + 840 (all Thursday) + 60 (08:00–09:00) = 1440 minutes.
  // Booked, then back to in contact: assessed in the funnel.
  {
    reference: 'SW-RQ007',
    kind: 'enquiry',
    at: '2026-03-11 13:00',
    language: 'ar',
    stage: 'inContact',
    answered: '2026-03-13 09:00',
    history: [
      ['2026-03-13 09:00', 'inContact'],
      ['2026-03-14 09:00', 'assessmentBooked'],
      ['2026-03-15 09:00', 'inContact'],
    ],
    decisions: [['2026-03-14 12:00', 'referElsewhere']],
    programme: 'anxietyDepression',
    country: 'SA',
    heardFrom: 'search',
  },
  // Monday 20:00 → Tuesday 09:00: 120 (20:00–22:00) + 60 (08:00–09:00) = 180 minutes. Closed straight from "new" (cost).
  {
    reference: 'SW-RQ008',
    kind: 'enquiry',
    at: '2026-03-23 20:00',
    language: 'en',
    stage: 'closed',
    closeReason: 'cost',
    answered: '2026-03-24 09:00',
    history: [['2026-03-24 09:00', 'closed', 'cost']],
    programme: 'notSure',
    country: 'AE',
    heardFrom: null,
  },
  // Wednesday 23:59, the range's last day: counts. Never answered.
  {
    reference: 'SW-RQ009',
    kind: 'enquiry',
    at: '2026-03-25 23:59',
    language: 'en',
    stage: 'new',
    programme: 'marriageCounseling',
    country: 'US',
    heardFrom: 'socialMedia',
  },
  // Friday 15:00 → 15:40: 40 minutes. In contact.
  {
    reference: 'SC-RQ010',
    kind: 'contact',
    at: '2026-03-06 15:00',
    language: 'ar',
    stage: 'inContact',
    answered: '2026-03-06 15:40',
    history: [['2026-03-06 15:40', 'inContact']],
  },
  // Saturday 08:00 → 09:00: 60 minutes, exactly the target (within it). Closed straight away (duplicate).
  {
    reference: 'SC-RQ011',
    kind: 'contact',
    at: '2026-03-14 08:00',
    language: 'en',
    stage: 'closed',
    closeReason: 'duplicate',
    answered: '2026-03-14 09:00',
    history: [['2026-03-14 09:00', 'closed', 'duplicate']],
  },
  // Sunday 23:30: the last day of the week of the 2nd. Never answered.
  { reference: 'SC-RQ012', kind: 'contact', at: '2026-03-08 23:30', language: 'en', stage: 'new' },

  // Outside the range or spam: none of these counts anywhere (each would add a key not seen above, GB or 'other').
  // Tuesday 23:59, the day before the range.
  {
    reference: 'SW-RQ013',
    kind: 'enquiry',
    at: '2026-03-03 23:59',
    language: 'ar',
    stage: 'new',
    programme: 'eatingDisorders',
    country: 'GB',
    heardFrom: 'other',
  },
  // Thursday 00:00, the day after the range.
  {
    reference: 'SW-RQ014',
    kind: 'enquiry',
    at: '2026-03-26 00:00',
    language: 'ar',
    stage: 'new',
    decisions: [['2026-03-26 09:00', 'notSuitableNow']],
    programme: 'eatingDisorders',
    country: 'GB',
    heardFrom: 'other',
  },
  // Spam, after a history that reached admitted.
  {
    reference: 'SW-RQ015',
    kind: 'enquiry',
    at: '2026-03-10 10:00',
    language: 'ar',
    stage: 'spam',
    answered: '2026-03-10 10:05',
    history: [
      ['2026-03-10 10:05', 'admitted'],
      ['2026-03-10 11:00', 'spam'],
    ],
    decisions: [['2026-03-10 10:30', 'accept']],
    programme: 'eatingDisorders',
    country: 'GB',
    heardFrom: 'other',
  },
  {
    reference: 'SW-RQ016',
    kind: 'enquiry',
    at: '2026-03-12 10:00',
    language: 'ar',
    stage: 'spam',
    programme: 'eatingDisorders',
    country: 'GB',
    heardFrom: 'other',
  },
  { reference: 'SC-RQ017', kind: 'contact', at: '2026-03-12 11:00', language: 'ar', stage: 'spam' },
  // After the range, the night London moves its clocks forward (01:00 UTC on Sunday 29 March):
  // Saturday 21:30 → Sunday 12:30 in Dubai, 30 + 270 = 300 minutes; 17:30 GMT → 09:30 BST in London.
  {
    reference: 'SW-RQ018',
    kind: 'enquiry',
    at: '2026-03-28 21:30',
    language: 'en',
    stage: 'inContact',
    answered: '2026-03-29 12:30',
    history: [['2026-03-29 12:30', 'inContact']],
    programme: 'notSure',
    country: 'GB',
    heardFrom: 'other',
  },
];

/**
 * Who owns which item now, given after they are stored, as the team does (the trigger carries it). The
 * spam item and the one before the range count for nobody.
 */
const OWNERS = {
  'admissions@example.com': ['SW-RQ001', 'SW-RQ002', 'SW-RQ003', 'SW-RQ007', 'SC-RQ010', 'SW-RQ015'],
  'admin@example.com': ['SW-RQ004', 'SC-RQ011', 'SW-RQ013'],
};

/** The personal data seeded with each item: none of it may appear in an answer. */
const personal = (index: number) => ({
  name: `Reportname${index} Private`,
  phone: `+97150555${String(index).padStart(4, '0')}`,
  email: `reportmail${index}@example.com`,
  message: `Reportmessage ${index}: a family's private words.`,
});

async function seed(db: Database) {
  for (const [index, item] of ITEMS.entries()) {
    const { name, phone, email, message } = personal(index);
    const common = [
      item.reference,
      dubai(item.at),
      item.language,
      name,
      email,
      message,
      item.stage,
      item.closeReason ?? null,
      item.answered ? dubai(item.answered) : null,
    ];
    if (item.kind === 'enquiry')
      await db.query(
        `INSERT INTO enquiries (reference, created_at, language, name, email, message, stage, close_reason,
           first_response_at, for_whom, phone_country, phone_e164, contact_method, preferred_time, programme, heard_from,
           suspected_spam)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'self', $10, $11, 'phone', 'any', $12, $13, $7 = 'spam')`,
        [...common, item.country, phone, item.programme, item.heardFrom ?? null],
      );
    else
      await db.query(
        `INSERT INTO contact_messages (reference, created_at, language, name, email, message, stage, close_reason,
           first_response_at, phone, subject, suspected_spam)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'A private subject', $7 = 'spam')`,
        [...common, phone],
      );
    for (const [at, stage, reason] of item.history ?? [])
      await db.query(
        `INSERT INTO inbox_events (reference, at, by_name, type, stage, close_reason, note)
         VALUES ($1, $2, 'Staffname Private', 'stage', $3, $4, NULL)`,
        [item.reference, dubai(at), stage, reason ?? null],
      );
    for (const [at, decision] of item.decisions ?? [])
      await db.query(
        `INSERT INTO inbox_events (reference, at, by_name, type, clinical_decision, clinical_reason)
         VALUES ($1, $2, 'Staffname Private', 'clinical', $3, 'Reportreason private')`,
        [item.reference, dubai(at), decision],
      );
    // A note and an attempt in the history too: they never count, and their words never leave.
    if (item.history)
      await db.query(
        `INSERT INTO inbox_events (reference, at, by_name, type, note) VALUES ($1, $2, 'Staffname Private', 'note', $3)`,
        [item.reference, dubai(item.at), `Reportnote ${index}`],
      );
  }
  for (const [email, references] of Object.entries(OWNERS))
    for (const table of ['enquiries', 'contact_messages'])
      await db.query(
        `UPDATE ${table} SET owner_id = (SELECT id FROM staff WHERE email = $1) WHERE reference = ANY($2::text[])`,
        [email, references],
      );
}

/** The figures for RANGE, derived by hand from ITEMS (the first twelve count; the last five never do). */
const FIGURES: Omit<ReportsAnswer, 'smallGroups'> = {
  ...RANGE,
  timeZone: 'Asia/Dubai',
  // 9 enquiries (RQ001–RQ009) and 3 contact messages (RQ010–RQ012).
  total: 12,
  byKind: [
    { key: 'enquiry', count: 9 },
    { key: 'contact', count: 3 },
  ],
  // Week of the 2nd: RQ001–RQ005, RQ010, RQ012 (Sunday 23:30) = 7. Week of the 9th: RQ006 (Monday
  // 02:00 local), RQ007, RQ011 = 3. Week of the 16th: none. Week of the 23rd: RQ008, RQ009 = 2.
  perWeek: [
    { week: '2026-03-02', count: 7 },
    { week: '2026-03-09', count: 3 },
    { week: '2026-03-16', count: 0 },
    { week: '2026-03-23', count: 2 },
  ],
  // Enquiries only. addiction: RQ002, RQ004, RQ006; anxietyDepression: RQ003, RQ007; notSure: RQ001, RQ008.
  byProgramme: [
    { key: 'addiction', count: 3 },
    { key: 'anxietyDepression', count: 2 },
    { key: 'notSure', count: 2 },
    { key: 'eatingDisorders', count: 1 },
    { key: 'marriageCounseling', count: 1 },
  ],
  // AE: RQ001, RQ002, RQ004, RQ006, RQ008; SA: RQ003, RQ007; EG: RQ005; US: RQ009.
  byCountry: [
    { key: 'AE', count: 5 },
    { key: 'SA', count: 2 },
    { key: 'EG', count: 1 },
    { key: 'US', count: 1 },
  ],
  // Both kinds. ar: RQ002, RQ004, RQ006, RQ007, RQ010 = 5; the other 7 are en: more, so first.
  byLanguage: [
    { key: 'en', count: 7 },
    { key: 'ar', count: 5 },
  ],
  // Not stated (null): RQ001, RQ004, RQ008 = 3, the most, so first; doctor: RQ002, RQ006; search: RQ003, RQ007.
  byHeardFrom: [
    { key: null, count: 3 },
    { key: 'doctor', count: 2 },
    { key: 'search', count: 2 },
    { key: 'familyOrFriend', count: 1 },
    { key: 'socialMedia', count: 1 },
  ],
  // In contact ever: RQ002, RQ003, RQ004, RQ005 (booked straight away), RQ006 (admitted straight
  // away), RQ007, RQ010 = 7. Assessment: RQ002, RQ005, RQ006, RQ007 (booked, then back) = 4.
  // Admitted: RQ002, RQ006 (admitted, then closed) = 2. Never: RQ001, RQ008, RQ009, RQ011, RQ012.
  funnel: { arrived: 12, inContact: 7, assessmentBooked: 4, admitted: 2 },
  // Closed now: RQ004 and RQ008 (cost), RQ011 (duplicate), RQ006 (other).
  closeReasons: [
    { key: 'cost', count: 2 },
    { key: 'duplicate', count: 1 },
    { key: 'other', count: 1 },
  ],
  // Enquiries by their latest decision: accept RQ002, RQ005 (not suitable now, then accepted),
  // RQ006; refer elsewhere RQ007. RQ014 (after the range) and RQ015 (spam) decided too: not counted.
  decisions: [
    { key: 'accept', count: 3 },
    { key: 'referElsewhere', count: 1 },
  ],
  // Answered (9), in minutes, sorted: 20, 30, 40, 45, 60, 75, 120, 180, 1440. Waiting: RQ001, RQ009, RQ012.
  // percentile_cont: the median is at position (9 − 1) × 0.5 = 4, the fifth value, 60; the 90th
  // percentile at (9 − 1) × 0.9 = 7.2, between 180 and 1440: 180 + 0.2 × 1260 = 432.
  // Within 60 minutes: 20, 30, 40, 45, 60 = 5 (the target itself is within).
  firstContact: { answered: 9, waiting: 3, medianMinutes: 60, p90Minutes: 432, withinTarget: 5, targetMinutes: 60 },
  // By owner (OWNERS), by name: "Reports admin" RQ004 20, RQ011 60: median 40, both within.
  // "Reports admissions" RQ002 30, RQ003 75, RQ007 1440, RQ010 40, RQ001 waiting: median of 30, 40,
  // 75, 1440 is 57.5, rounded 58; 30 and 40 within. Nobody: RQ005 120, RQ006 45, RQ008 180, RQ009
  // and RQ012 waiting: median 120, 45 within. RQ013 (before the range) and RQ015 (spam) not counted.
  byOwner: [
    { id: expect.any(String), name: 'Reports admin', items: 2, answered: 2, withinTarget: 2, medianMinutes: 40 },
    { id: expect.any(String), name: 'Reports admissions', items: 5, answered: 4, withinTarget: 2, medianMinutes: 58 },
    { id: null, name: null, items: 5, answered: 3, withinTarget: 1, medianMinutes: 120 },
  ],
};

/**
 * What a manager is sent for RANGE, three weeks: a short period, so each breakdown names only its
 * groups of 3 or more and says how many items it left out (addiction 3 of the 9 programmes, AE 5 of
 * the 9 countries; both languages; "not stated" 3 of 9 sources; no close reason reaches 3; accepted 3 of the 4 decided).
 */
const EXPECTED: ReportsAnswer = {
  ...FIGURES,
  byProgramme: [{ key: 'addiction', count: 3 }],
  byCountry: [{ key: 'AE', count: 5 }],
  byHeardFrom: [{ key: null, count: 3 }],
  closeReasons: [],
  decisions: [{ key: 'accept', count: 3 }],
  smallGroups: {
    below: 3,
    hidden: { byProgramme: 6, byCountry: 4, byLanguage: 0, byHeardFrom: 6, closeReasons: 4, decisions: 1 },
  },
};

describe(`reports (${databaseKind} database)`, () => {
  const handle = useTestServer({}, async (db) => {
    for (const role of ['admissions', 'manager', 'admin', 'clinical'] as const)
      await addStaff(db, { email: `${role}@example.com`, name: `Reports ${role}`, role, password: PASSWORD });
    await seed(db);
  });
  const clients = new Map<string, StaffClient>();
  const as = async (role: string) => {
    const existing = clients.get(role);
    if (existing) return existing;
    const client = new StaffClient(handle.server.url);
    expect((await client.signIn(`${role}@example.com`, PASSWORD)).status).toBe(200);
    clients.set(role, client);
    return client;
  };
  const reports = (client: StaffClient, query: string) => client.get(`${API_PATHS.reports}?${query}`);
  const report = async (range: { from: string; to: string }) => {
    const response = await reports(await as('manager'), new URLSearchParams(range).toString());
    expect(response.status).toBe(200);
    return (await response.json()) as ReportsAnswer;
  };
  /** The figures as the store computes them in SQL, before a short period's small groups are hidden. */
  const figures = (range: { from: string; to: string }) =>
    readReports(handle.database.db, range, { targetMinutes: 60 });

  it('hand-derived service minutes agree with the pipeline clock (the derivations above are right)', () => {
    const minutes = ITEMS.slice(0, 12)
      .filter((item) => item.answered)
      .map((item) => serviceMinutesBetween(dubai(item.at), dubai(item.answered ?? ''), RESPONSE_HOURS))
      .sort((a, b) => a - b);
    expect(minutes).toEqual([20, 30, 40, 45, 60, 75, 120, 180, 1440]);
  });

  it("ranks the stages in migration 008's SQL as the contracts order the funnel", async () => {
    const rows = await handle.database.db.query<{ stage: string; rank: number }>(
      'SELECT stage, reports.stage_rank(stage)::int AS rank FROM unnest($1::text[]) AS stage',
      [STAGES],
    );
    const rankOf = (stage: string) => (FUNNEL_STAGES as readonly string[]).indexOf(stage) + 1;
    expect(rows).toEqual(STAGES.map((stage) => ({ stage, rank: rankOf(stage) })));
  });

  it('answers every figure as computed by hand, spam and items outside the range set aside', async () => {
    expect(await figures(RANGE)).toEqual(FIGURES);
  });

  it('names only groups of 3 or more over a short period, and says how many it left out', async () => {
    expect(await report(RANGE)).toEqual(EXPECTED);
    const day = await report({ from: '2026-03-25', to: '2026-03-25' });
    expect(day.byCountry.every((entry) => entry.count >= 3)).toBe(true);
  });

  it('names every group over a month or longer', async () => {
    const month = await report({ from: '2026-03-01', to: '2026-03-31' });
    expect(month.smallGroups).toBeNull();
    expect(month.byCountry.some((entry) => entry.count < 3)).toBe(true);
  });

  it('counts an item at 23:59 on the last day and not one at 00:00 the next; likewise at the start', async () => {
    const lastDay = await figures({ from: '2026-03-25', to: '2026-03-25' });
    expect(lastDay.total).toBe(1); // RQ009 at 23:59
    expect(lastDay.byCountry).toEqual([{ key: 'US', count: 1 }]);
    const nextDay = await figures({ from: '2026-03-26', to: '2026-03-26' });
    expect(nextDay.total).toBe(1); // RQ014 at 00:00, and only there
    expect(nextDay.byCountry).toEqual([{ key: 'GB', count: 1 }]);
    const dayBefore = await figures({ from: '2026-03-03', to: '2026-03-03' });
    expect(dayBefore.byCountry).toEqual([{ key: 'GB', count: 1 }]); // RQ013 at 23:59
    const firstDay = await figures({ from: '2026-03-04', to: '2026-03-04' });
    expect(firstDay.total).toBe(2); // RQ001 at 00:00 and RQ002
  });

  it('answers zeros and empty lists for a range with nothing in it, every week listed', async () => {
    expect(await figures({ from: '2026-03-16', to: '2026-03-22' })).toEqual({
      from: '2026-03-16',
      to: '2026-03-22',
      timeZone: 'Asia/Dubai',
      total: 0,
      byKind: [
        { key: 'enquiry', count: 0 },
        { key: 'contact', count: 0 },
      ],
      perWeek: [{ week: '2026-03-16', count: 0 }],
      byProgramme: [],
      byCountry: [],
      byLanguage: [],
      byHeardFrom: [],
      funnel: { arrived: 0, inContact: 0, assessmentBooked: 0, admitted: 0 },
      closeReasons: [],
      decisions: [],
      firstContact: {
        answered: 0,
        waiting: 0,
        medianMinutes: null,
        p90Minutes: null,
        withinTarget: 0,
        targetMinutes: 60,
      },
      byOwner: [],
    });
  });

  it('sends no name, phone, email, message, note, staff name or reference', async () => {
    const text = JSON.stringify(await report({ from: '2026-03-01', to: '2026-03-31' }));
    expect(text).toContain('"total":15'); // the twelve, and RQ013, RQ014 and RQ018 of the same month
    const secrets = ITEMS.flatMap((item, index) => [item.reference, ...Object.values(personal(index))]);
    secrets.push('Staffname', 'Reportnote', 'Reportreason', 'A private subject', 'RQ0');
    for (const secret of secrets) expect(text).not.toContain(secret);
  });

  it('is for managers and admins: 401 signed out, 403 for admissions, 200 and no-store for both', async () => {
    const query = new URLSearchParams(RANGE).toString();
    expect((await reports(new StaffClient(handle.server.url), query)).status).toBe(401);
    expect((await reports(await as('admissions'), query)).status).toBe(403);
    for (const role of ['manager', 'admin']) {
      const response = await reports(await as(role), query);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.json()).toEqual(EXPECTED);
    }
  });

  it('refuses a range that makes no sense with 400, never 500', async () => {
    const manager = await as('manager');
    const longest = new Date(Date.UTC(2026, 0, 1 + MAX_RANGE_DAYS - 1)).toISOString().slice(0, 10);
    const tooLong = new Date(Date.UTC(2026, 0, 1 + MAX_RANGE_DAYS)).toISOString().slice(0, 10);
    expect((await reports(manager, `from=2026-01-01&to=${longest}`)).status).toBe(200);
    for (const query of [
      'from=2026-03-10&to=2026-03-09', // from after to
      `from=2026-01-01&to=${tooLong}`, // longer than MAX_RANGE_DAYS
      'from=2026-02-01&to=2026-02-30', // no such day
      'from=yesterday&to=2026-03-09',
      'from=2026-3-1&to=2026-03-09',
      'from=2026-03-01',
      'to=2026-03-01',
      '',
      'from=2026-03-01&to=2026-03-09T00:00',
      "from=2026-03-01'&to=2026-03-09",
    ]) {
      const response = await reports(manager, query);
      expect(response.status, query).toBe(400);
      expect(((await response.json()) as { error: string }).error, query).toBe('invalid_query');
    }
  });

  /**
   * The weeks and the times as the pipeline's own clock (src/contracts/clock.ts) reads them, for
   * hours other than the centre's: an independent check of the days and minutes the database
   * stores (reports.local_day, reports.response_minutes) once they are counted again in them.
   */
  function byTheClock(hours: ResponseHours, range: { from: string; to: string }) {
    const dayOf = (at: Date) => {
      const { year, month, day } = zonedTime(at, hours.timeZone);
      return Date.UTC(year, month - 1, day);
    };
    const [first, last] = [Date.parse(`${range.from}T00:00:00Z`), Date.parse(`${range.to}T00:00:00Z`)];
    const counted = ITEMS.filter((item) => item.stage !== 'spam').filter((item) => {
      const day = dayOf(dubai(item.at));
      return day >= first && day <= last;
    });
    const mondayOf = (day: number) => day - ((new Date(day).getUTCDay() + 6) % 7) * 86_400_000;
    const weeks = new Map<number, number>();
    for (let monday = mondayOf(first); monday <= mondayOf(last); monday += 7 * 86_400_000) weeks.set(monday, 0);
    for (const item of counted) {
      const monday = mondayOf(dayOf(dubai(item.at)));
      weeks.set(monday, (weeks.get(monday) ?? 0) + 1);
    }
    const minutes = counted
      .filter((item) => item.answered)
      .map((item) => serviceMinutesBetween(dubai(item.at), dubai(item.answered ?? ''), hours))
      .sort((a, b) => a - b);
    // percentile_cont: linear between the two values nearest position (n − 1) × share.
    const percentile = (share: number) => {
      if (minutes.length === 0) return null;
      const position = (minutes.length - 1) * share;
      const below = minutes[Math.floor(position)] ?? 0;
      const above = minutes[Math.ceil(position)] ?? 0;
      return Math.round(below + (above - below) * (position - Math.floor(position)));
    };
    return {
      total: counted.length,
      perWeek: [...weeks].map(([monday, count]) => ({ week: new Date(monday).toISOString().slice(0, 10), count })),
      firstContact: {
        answered: minutes.length,
        waiting: counted.length - minutes.length,
        medianMinutes: percentile(0.5),
        p90Minutes: percentile(0.9),
        withinTarget: minutes.filter((each) => each <= 60).length,
        targetMinutes: 60,
      },
    };
  }

  /** Runs `check` with the reports counting in `hours` (every stored item counted again), then in the centre's again. */
  async function withHours(hours: ResponseHours, check: () => Promise<void>) {
    expect(await setReportsClock(handle.database.db, hours)).toBe(true);
    try {
      await check();
    } finally {
      expect(await setReportsClock(handle.database.db, RESPONSE_HOURS)).toBe(true);
    }
  }

  it('counts again in another zone, by AT TIME ZONE where the zone changes its offset', async () => {
    const hours = { ...RESPONSE_HOURS, timeZone: 'Europe/London' };
    await withHours(hours, async () => {
      for (const range of [
        { from: '2026-03-01', to: '2026-03-31' },
        { from: '2026-03-26', to: '2026-03-29' }, // RQ018 only, answered across the change
      ])
        expect(await figures(range)).toMatchObject({ ...byTheClock(hours, range), timeZone: 'Europe/London' });
      // 17:30 GMT → 09:30 BST: 270 minutes (17:30–22:00) on Saturday and 90 (08:00–09:30) on Sunday;
      // a clock that kept GMT would read 08:30 and count 300.
      expect((await figures({ from: '2026-03-28', to: '2026-03-28' })).firstContact).toMatchObject({
        answered: 1,
        medianMinutes: 360,
      });
    });
    // And back: the centre's figures as before.
    expect(await figures(RANGE)).toEqual(FIGURES);
  });

  it('counts only the open days when the hours skip some', async () => {
    const hours: ResponseHours = {
      timeZone: 'Asia/Dubai',
      days: ['sun', 'mon', 'tue', 'wed', 'thu'],
      opens: 9,
      closes: 17,
    };
    const expected = byTheClock(hours, RANGE);
    // RQ003, Thursday 21:30 → Friday 08:45: closed from Thursday 17:00 to Sunday 09:00, so none.
    expect(expected.firstContact.medianMinutes).not.toBe(FIGURES.firstContact.medianMinutes);
    await withHours(hours, async () => expect(await figures(RANGE)).toMatchObject(expected));
  });

  it('follows the pipeline as staff move an item: admitted, then closed, it stays admitted in the funnel', async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dubai' }).format(new Date());
    const range = { from: today, to: today };
    const before = (await figures(range)).funnel;
    const sent = await post(
      `${handle.server.url}/api/enquiries`,
      handle.server.url,
      enquiry({ name: 'Funnel Walker', phone: uaePhone('501777001'), email: 'funnel@example.com' }),
    );
    const { reference } = (await sent.json()) as { reference: string };
    const admissions = await as('admissions');
    for (const change of [{ stage: 'admitted' }, { stage: 'closed', closeReason: 'other' }]) {
      const item = (await (await admissions.get(`/api/inbox/${reference}`)).json()) as { item: { version: number } };
      expect(
        (await admissions.patch(`/api/inbox/${reference}`, { version: item.item.version, ...change })).status,
      ).toBe(200);
    }
    expect((await figures(range)).funnel).toEqual({
      arrived: before.arrived + 1,
      inContact: before.inContact + 1,
      assessmentBooked: before.assessmentBooked + 1,
      admitted: before.admitted + 1,
    });
  });

  it('moves an item to its new owner’s figures when the team hands it over', async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dubai' }).format(new Date());
    const range = { from: today, to: today };
    const itemsOf = (answer: Omit<ReportsAnswer, 'smallGroups'>, name: string | null) =>
      answer.byOwner.find((owner) => owner.name === name)?.items ?? 0;
    const before = await figures(range);
    const sent = await post(
      `${handle.server.url}/api/enquiries`,
      handle.server.url,
      enquiry({ name: 'Owner Walker', phone: uaePhone('501777003'), email: 'owner@example.com' }),
    );
    const { reference } = (await sent.json()) as { reference: string };
    expect(itemsOf(await figures(range), null)).toBe(itemsOf(before, null) + 1);
    const [admin] = await handle.database.db.query<{ id: string }>(`SELECT id FROM staff WHERE email = $1`, [
      'admin@example.com',
    ]);
    const admissions = await as('admissions');
    const item = (await (await admissions.get(`/api/inbox/${reference}`)).json()) as { item: { version: number } };
    const handed = { version: item.item.version, ownerId: String(admin!.id) };
    expect((await admissions.patch(`/api/inbox/${reference}`, handed)).status).toBe(200);
    const after = await figures(range);
    expect(itemsOf(after, null)).toBe(itemsOf(before, null));
    expect(itemsOf(after, 'Reports admin')).toBe(itemsOf(before, 'Reports admin') + 1);
  });

  it('counts a clinical decision as a reviewer records it, and only the latest one of an enquiry', async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dubai' }).format(new Date());
    const range = { from: today, to: today };
    const sent = await post(
      `${handle.server.url}/api/enquiries`,
      handle.server.url,
      enquiry({ name: 'Decision Walker', phone: uaePhone('501777002'), email: 'decision@example.com' }),
    );
    const { reference } = (await sent.json()) as { reference: string };
    const before = (await figures(range)).decisions;
    const countOf = (decisions: ReportsAnswer['decisions'], key: string) =>
      decisions.find((entry) => entry.key === key)?.count ?? 0;
    const reviewer = await as('clinical');
    const decide = (body: object) =>
      reviewer.request('POST', fillPath(API_PATHS.clinicalDecision, { reference }), body);

    expect((await decide({ decision: 'notSuitableNow', reason: 'Not yet.' })).status).toBe(201);
    const first = (await figures(range)).decisions;
    expect(countOf(first, 'notSuitableNow')).toBe(countOf(before, 'notSuitableNow') + 1);

    expect((await decide({ decision: 'accept', reason: 'Ready now.' })).status).toBe(201);
    const second = (await figures(range)).decisions;
    expect(countOf(second, 'notSuitableNow')).toBe(countOf(before, 'notSuitableNow'));
    expect(countOf(second, 'accept')).toBe(countOf(before, 'accept') + 1);
  });
});

describe(`migrations 008 and 025 on a database with history (${databaseKind} database)`, () => {
  it('reads how far each item already went, and its latest decision, from the history written before them', async () => {
    const database = await createTestDatabase({ migrated: false });
    try {
      const db = database.db;
      await migrate(db, { only: migrationNames().filter((name) => name < '008') });
      const [at, answered] = [dubai('2026-03-04 09:00'), dubai('2026-03-04 09:30')];
      await db.query(
        `INSERT INTO enquiries (reference, created_at, language, for_whom, name, phone_country, phone_e164,
           contact_method, preferred_time, programme, message, stage, close_reason, first_response_at)
         VALUES ('SW-MQ001', $1, 'en', 'self', 'Before', 'AE', '+971500000001', 'phone', 'any', 'notSure', '', 'closed', 'cost', $2),
                ('SW-MQ002', $1, 'en', 'self', 'Before', 'AE', '+971500000002', 'phone', 'any', 'notSure', '', 'new', NULL, NULL)`,
        [at, answered],
      );
      await db.query(
        `INSERT INTO inbox_events (reference, at, by_name, type, stage, close_reason)
         VALUES ('SW-MQ001', $1, 'Staff', 'stage', 'assessmentBooked', NULL), ('SW-MQ001', $1, 'Staff', 'stage', 'closed', 'cost')`,
        [answered],
      );
      await migrate(db, { only: migrationNames().filter((name) => name < '025') });
      // Decisions made before migration 025: each enquiry's latest counts.
      await db.query(
        `INSERT INTO inbox_events (reference, at, by_name, type, clinical_decision, clinical_reason)
         VALUES ('SW-MQ001', $1, 'Staff', 'clinical', 'referElsewhere', 'First'),
                ('SW-MQ001', $1, 'Staff', 'clinical', 'notSuitableNow', 'Then'),
                ('SW-MQ002', $1, 'Staff', 'clinical', 'accept', 'Only')`,
        [answered],
      );
      await migrate(db);
      const { funnel, decisions } = await readReports(db, { from: '2026-03-04', to: '2026-03-04' }, settings);
      expect(funnel).toEqual({ arrived: 2, inContact: 1, assessmentBooked: 1, admitted: 0 });
      expect(decisions).toEqual([
        { key: 'accept', count: 1 },
        { key: 'notSuitableNow', count: 1 },
      ]);
    } finally {
      await database.drop();
    }
  });
});
