import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { CONSENT_VERSION } from '#contracts/consent';
import { openDatabase } from '../db/database';
import { runScript, startServerProcess, type ServerProcess } from '../harness/server-process';
import { offerEnrolmentLinks, StaffClient } from '../harness/staff-client';
import { measureReports, removeReportItems, REPORT_ITEMS, seedReportItems } from './reports-bench';

/**
 * `npm run bench`: requests per second and p99 latency for a prerendered page, for
 * POST /api/enquiries, and for the admissions list over at least INBOX_ITEMS (10,000) items,
 * unfiltered and filtered, against a server process started here on the current build
 * (run `npm run build` first); then the reports (GET /api/reports) over REPORT_ITEMS (100,000)
 * more enquiries with their history (reports-bench.ts), for last month, the last 90 days and the
 * last 365 days. The embedded database lives in a temporary folder; with BENCH_DATABASE_URL set,
 * the run uses that PostgreSQL database instead (its rows stay, but for the reports' own, which
 * go again at the end). BENCH_SECONDS (default 10) and BENCH_CONNECTIONS (default 50) tune the
 * load; BENCH_ONLY=reports measures the reports alone, BENCH_ONLY=http everything else.
 */
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const databaseUrl = process.env.BENCH_DATABASE_URL?.trim();
const dataDir = databaseUrl ? undefined : mkdtempSync(path.join(tmpdir(), 'sakina-bench-'));
const only = process.env.BENCH_ONLY?.trim();
if (only && only !== 'reports' && only !== 'http') throw new Error('BENCH_ONLY is reports or http.');
const databaseEnv = databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir };

const enquiry = JSON.stringify({
  forWhom: 'self',
  name: 'Benchmark Visitor',
  phone: { country: 'AE', dialCode: '+971', national: '501234567', e164: '+971501234567' },
  contactMethod: 'phone',
  preferredTime: 'any',
  programme: 'notSure',
  message: 'A load test, not a person.',
  consent: true,
  consentVersion: CONSENT_VERSION,
  language: 'en',
});

const startServer = () => startServerProcess({ ...databaseEnv, FORM_RATE_LIMIT: '1000000000' });
let server: ServerProcess = await startServer();

const INBOX_ITEMS = 10_000;
const STAFF = { email: 'bench@example.com', password: 'a bench password of some length' };
const MANAGER = { email: 'bench-manager@example.com', password: 'a bench password of some length' };

/** Adds a staff account with the command line (over the running server's admin socket on the embedded database). */
async function addStaff(email: string, password: string, role: string, name: string) {
  const added = await runScript(
    ['server/cli/staff-cli.ts', 'add', email, '--role', role, '--name', name],
    databaseEnv,
    `${password}\n`,
  );
  if (added.code !== 0 && !added.output.includes('exists')) throw new Error(added.output);
  // Its first sign-in enrols from the link `staff add` printed, as its owner would.
  const token = /\/enrol#([\w-]{43})/.exec(added.output)?.[1] ?? null;
  offerEnrolmentLinks(server.url, async () => token);
  const staff = new StaffClient(server.url);
  const signedIn = await staff.signIn(email, password);
  if (signedIn.status !== 200) throw new Error(`Bench sign-in: ${signedIn.status}`);
  return staff;
}

/** Adds varied enquiries (distinct phones and names, so few duplicate flags) until the inbox holds `total`. */
async function fillInbox(total: number, staff: StaffClient) {
  const count = async () => {
    const { counts } = (await (await staff.get('/api/inbox')).json()) as { counts: { stages: Record<string, number> } };
    return Object.values(counts.stages).reduce((sum, each) => sum + each, 0);
  };
  let missing = total - (await count());
  let serial = 0;
  const worker = async () => {
    while (missing > 0) {
      missing -= 1;
      serial += 1;
      const national = `50${String(1_000_000 + serial).slice(-7)}`;
      const body = {
        ...JSON.parse(enquiry),
        name: `Visitor ${serial} Bench`,
        phone: { country: 'AE', dialCode: '+971', national, e164: `+971${national}` },
      };
      const response = await fetch(`${server.url}/api/enquiries`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: server.url },
        body: JSON.stringify(body),
      });
      if (response.status !== 201) throw new Error(`Filling the inbox: ${response.status}`);
    }
  };
  await Promise.all(Array.from({ length: 20 }, worker));
  return count();
}

async function measure(title: string, options: Partial<autocannon.Options>) {
  // A short warm-up first: the first answers compress files and compile code paths.
  await autocannon({ url: server.url, connections, duration: 2, ...options });
  const result = await autocannon({ url: server.url, connections, duration: seconds, ...options });
  const failures = result.non2xx + result.errors + result.timeouts;
  return {
    what: title,
    'requests/s': Math.round(result.requests.average),
    'p99 ms': result.latency.p99,
    'mean ms': Number(result.latency.average.toFixed(1)),
    failures,
  };
}

/** The HTTP part: a page, the enquiry form and the admissions list. */
async function measureHttp() {
  const rows = [
    await measure('GET /treatments/addiction (prerendered, brotli)', {
      url: `${server.url}/treatments/addiction`,
      headers: { 'accept-encoding': 'br' },
    }),
    await measure('POST /api/enquiries', {
      url: `${server.url}/api/enquiries`,
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: enquiry,
    }),
  ];
  const staff = await addStaff(STAFF.email, STAFF.password, 'admissions', 'Bench Staff');
  const items = await fillInbox(INBOX_ITEMS, staff);
  const asStaff = { headers: { cookie: staff.cookie ?? '' } };
  rows.push(
    // One staff member at a time: the latency a person waits for, not a queue of fifty.
    await measure(`GET /api/inbox (${items} items, first 500)`, {
      url: `${server.url}/api/inbox`,
      connections: 1,
      ...asStaff,
    }),
    await measure('GET /api/inbox?stage=new&owner=unassigned&q=visitor 9', {
      url: `${server.url}/api/inbox?stage=new&owner=unassigned&q=visitor%209`,
      connections: 1,
      ...asStaff,
    }),
  );
  return rows;
}

/**
 * The reports: the server stops (the embedded database has one user at a time), REPORT_ITEMS
 * enquiries and their history go in with two statements, VACUUM ANALYZE leaves the tables as a
 * maintained database has them (PostgreSQL's autovacuum; the retention sweep's VACUUM on the
 * embedded one), and the server starts again for a manager's requests.
 */
async function measureReportsPart() {
  await server.stop();
  const db = await openDatabase({ databaseUrl: databaseUrl ?? null, dataDir: dataDir ?? '' });
  try {
    const started = Date.now();
    const seeded = await seedReportItems(db);
    for (const table of ['enquiries', 'contact_messages', 'inbox_events', 'reports.items'])
      await db.exec(`VACUUM ANALYZE ${table}`);
    if (seeded > 0)
      console.log(`Seeded ${seeded} enquiries with their history in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  } finally {
    await db.close();
  }
  server = await startServer();
  const manager = await addStaff(MANAGER.email, MANAGER.password, 'manager', 'Bench Manager');
  return measureReports(server.url, manager.cookie ?? '');
}

try {
  const rows = [];
  if (only !== 'reports') rows.push(...(await measureHttp()));
  if (only !== 'http') rows.push(...(await measureReportsPart()));
  console.log(
    `\n${databaseUrl ? 'PostgreSQL (BENCH_DATABASE_URL)' : 'embedded database (PGlite)'}, ${connections} connections, ${seconds} s each, Node ${process.version}; reports over ${REPORT_ITEMS} more enquiries, one request at a time`,
  );
  console.table(rows);
} finally {
  await server.stop();
  if (databaseUrl) {
    const db = await openDatabase({ databaseUrl, dataDir: '' });
    await removeReportItems(db).finally(() => db.close());
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
