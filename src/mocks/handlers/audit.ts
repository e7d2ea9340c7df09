import type { AuditAction } from '#contracts/audit';
import { auditCsv } from '#contracts/audit-csv';
import { AUDIT_PAGE_SIZE, type AuditRow } from '#contracts/audit-view';
import { AUDIT_ENDPOINTS } from '#contracts/endpoints/audit';
import { mockEndpoints } from '../route';
import { DEMO_USER } from '../staff';

const MINUTE = 60_000;
/** The newest seeded entry: Monday 23 November 2026, 10:00 in Dubai. */
const NEWEST = Date.UTC(2026, 10, 23, 6, 0);

type Seed = [
  minutesBefore: number,
  email: string | null,
  address: string,
  action: AuditAction,
  about?: { reference?: string; account?: string },
  detail?: AuditRow['detail'],
];

const [DEMO, HUDA, OMAR] = [DEMO_USER.email, 'huda@sakinawellness.com', 'omar@sakinawellness.com'];
const [AT_DESK, DEMO_DESK] = ['10.0.4.21', '10.0.4.9'];

/** A few days of a small team's work, newest first, then enough sign-ins for a second page. */
const SEEDS: Seed[] = [
  [0, DEMO, DEMO_DESK, 'enquiries-exported', {}, { from: '2026-10-01', to: '2026-10-31', rows: 42, freeText: false }],
  [12, HUDA, AT_DESK, 'item-opened', { reference: 'SW-4F7K2' }],
  [13, HUDA, AT_DESK, 'status-changed', { reference: 'SW-4F7K2' }],
  [13, HUDA, AT_DESK, 'note-added', { reference: 'SW-4F7K2' }],
  [30, OMAR, '10.0.4.33', 'attempt-logged', { reference: 'SW-9QX3M' }],
  [45, DEMO, DEMO_DESK, 'role-changed', { account: OMAR }, { from: 'admissions', to: 'admin' }],
  [50, DEMO, DEMO_DESK, 'audit-exported', {}, { action: 'sign-in', rows: 18 }],
  [55, DEMO, DEMO_DESK, 'audit-viewed', {}, { staff: 'omar', from: '2026-11-01', to: '2026-11-23' }],
  [60, 'omar@sakinawellnes.com', '203.0.113.7', 'sign-in-failed'],
  [90, null, 'command line', 'account-added', { account: HUDA }],
  [120, HUDA, AT_DESK, 'sign-in'],
  [600, OMAR, '10.0.4.33', 'password-changed', { account: OMAR }],
  ...Array.from({ length: 50 }, (_, index): Seed => [
    720 + index * 60,
    index % 2 === 0 ? HUDA : OMAR,
    AT_DESK,
    index % 5 === 4 ? 'sign-out' : 'sign-in',
  ]),
];

const ENTRIES: AuditRow[] = SEEDS.map(([minutesBefore, email, address, action, about = {}, detail = null], index) => ({
  id: String(SEEDS.length - index),
  at: new Date(NEWEST - minutesBefore * MINUTE).toISOString(),
  email,
  address,
  action,
  reference: about.reference ?? null,
  account: about.account ?? null,
  detail,
}));

/**
 * The trail, newest first, AUDIT_PAGE_SIZE a page with the total, or all of it as the server's CSV. The filters
 * are the server's to apply (in SQL): the mock answers the whole trail whatever they are. It does not
 * record the viewing either: its trail is fixed, so each test sees the same one.
 */
export const auditHandlers = mockEndpoints(AUDIT_ENDPOINTS, {
  page: ({ query: { page } }) => {
    const start = (page - 1) * AUDIT_PAGE_SIZE;
    return {
      entries: ENTRIES.slice(start, start + AUDIT_PAGE_SIZE),
      total: ENTRIES.length,
      page,
      pageSize: AUDIT_PAGE_SIZE,
    };
  },
  export: ({ query }) => auditCsv(ENTRIES, query.language),
});
