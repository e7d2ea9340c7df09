import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { CONSENT_VERSION } from '#contracts/consent';
import { openDatabase } from '../db/database';
import { runScript, startServerProcess, type ServerProcess } from '../harness/server-process';
import { offerEnrolmentLinks, StaffClient } from '../harness/staff-client';
import { removeBenchItems, seedBenchItems } from './bench-items';
import { measureInbox } from './inbox-bench';
import { measureReports } from './reports-bench';

/**
 * `npm run bench`: requests per second and p99 latency for a prerendered page and for POST /api/enquiries,
 * against a server process started here from the server's sources (through tsx, as the earlier figures
 * were taken) serving the current build's pages (run `npm run build` first), with
 * BENCH_CONNECTIONS (default 50) connections; then the staff area with STAFF (10) staff signed in at once,
 * each with its own session: the inbox list and its searches across scripts over INBOX_SIZES (10,000 and
 * 100,000) of the benchmark's own enquiries with their history (bench-items.ts, inbox-bench.ts), and the
 * reports (GET /api/reports) over the 100,000 for last month, the last 90 days and the last 365 days
 * (reports-bench.ts). The embedded database lives in a temporary folder; with BENCH_DATABASE_URL set, the
 * run uses that PostgreSQL database instead (its rows stay, but for the benchmark's own enquiries, which go
 * again at the end). BENCH_SECONDS (default 10) is each measurement's length; BENCH_ONLY=http measures the
 * page and the enquiries alone, BENCH_ONLY=staff the staff area alone.
 */
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const databaseUrl = process.env.BENCH_DATABASE_URL?.trim();
const dataDir = databaseUrl ? undefined : mkdtempSync(path.join(tmpdir(), 'sakina-bench-'));
const only = process.env.BENCH_ONLY?.trim();
if (only && only !== 'staff' && only !== 'http') throw new Error('BENCH_ONLY is staff or http.');
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

// Every staff member signs in from this one address: more sign-in steps than a real office's limit.
const startServer = () =>
  startServerProcess({ ...databaseEnv, FORM_RATE_LIMIT: '1000000000', LOGIN_FAILURE_LIMIT_PER_ADDRESS: '1000' });
let server: ServerProcess | undefined;

const STAFF = 10;
const INBOX_SIZES = [10_000, 100_000];
const PASSWORD = 'a bench password of some length';
/** This run's accounts are new ones: a PostgreSQL database keeps the last run's, enrolled on a phone gone since. */
const run = Date.now().toString(36);

/** Adds an admin (the inbox and the reports) with the command line, over the running server's admin socket, and signs in. */
async function addStaff(running: ServerProcess, email: string, name: string) {
  const added = await runScript(
    ['server/cli/staff-cli.ts', 'add', email, '--role', 'admin', '--name', name],
    databaseEnv,
    `${PASSWORD}\n`,
  );
  if (added.code !== 0 && !added.output.includes('exists')) throw new Error(added.output);
  // Its first sign-in enrols from the link `staff add` printed, as its owner would.
  const token = /\/enrol#([\w-]{43})/.exec(added.output)?.[1] ?? null;
  const stopOffering = offerEnrolmentLinks(running.url, async () => token);
  try {
    const staff = new StaffClient(running.url);
    const signedIn = await staff.signIn(email, PASSWORD);
    if (signedIn.status !== 200 || !staff.cookie) throw new Error(`Bench sign-in: ${signedIn.status}`);
    return staff.cookie;
  } finally {
    stopOffering();
  }
}

/**
 * With the server stopped (the embedded database has one user at a time), the benchmark's enquiries go in
 * up to `total` (bench-items.ts), VACUUM ANALYZE leaves the tables as a maintained database has them
 * (PostgreSQL's autovacuum; the retention sweep's VACUUM on the embedded one), and the server starts again.
 */
async function seedWithServerStopped(total: number) {
  await server?.stop();
  const db = await openDatabase({ databaseUrl: databaseUrl ?? null, dataDir: dataDir ?? '' });
  try {
    const started = Date.now();
    const seeded = await seedBenchItems(db, total);
    for (const table of ['enquiries', 'contact_messages', 'inbox_events', 'reports.items'])
      await db.exec(`VACUUM ANALYZE ${table}`);
    if (seeded > 0)
      console.log(`Seeded ${seeded} enquiries with their history in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  } finally {
    await db.close();
  }
  server = await startServer();
  return server;
}

async function measure(url: string, title: string, options: Partial<autocannon.Options>) {
  // A short warm-up first: the first answers compress files and compile code paths.
  await autocannon({ url, connections, duration: 2, ...options });
  const result = await autocannon({ url, connections, duration: seconds, ...options });
  const failures = result.non2xx + result.errors + result.timeouts;
  return {
    what: title,
    'requests/s': Math.round(result.requests.average),
    'p99 ms': result.latency.p99,
    'mean ms': Number(result.latency.average.toFixed(1)),
    failures,
  };
}

/** The HTTP part: a page and the enquiry form. */
async function measureHttp() {
  server ??= await startServer();
  const { url } = server;
  return [
    await measure(`${url}/treatments/addiction`, 'GET /treatments/addiction (prerendered, brotli)', {
      headers: { 'accept-encoding': 'br' },
    }),
    await measure(`${url}/api/enquiries`, 'POST /api/enquiries', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: url },
      body: enquiry,
    }),
  ];
}

/** The staff area: the inbox over each of INBOX_SIZES, then the reports over the largest. */
async function measureStaff() {
  const rows = [];
  const cookies: string[] = [];
  let running: ServerProcess | undefined;
  // The server migrates the database when it starts: once first, so the tables are there to seed.
  server ??= await startServer();
  for (const total of INBOX_SIZES) {
    running = await seedWithServerStopped(total);
    // Sessions are stored in the database: they outlast the restart.
    for (let n = cookies.length + 1; n <= STAFF; n += 1)
      cookies.push(await addStaff(running, `bench-${run}-${n}@example.com`, `Bench Staff ${n}`));
    rows.push(...(await measureInbox(running.url, cookies, seconds)));
  }
  if (running) rows.push(...(await measureReports(running.url, cookies, seconds)));
  return rows;
}

try {
  const http = only === 'staff' ? [] : await measureHttp();
  const staff = only === 'http' ? [] : await measureStaff();
  const where = databaseUrl ? 'PostgreSQL (BENCH_DATABASE_URL)' : 'embedded database (PGlite)';
  // The machine's other work slows every figure: the load average says how much there was.
  const [load = 0] = loadavg();
  console.log(`\n${where}, Node ${process.version}, load average ${load.toFixed(1)} at the end`);
  if (http.length) {
    console.log(`\n${connections} connections, ${seconds} s each after 2 s of warm-up:`);
    console.table(http);
  }
  if (staff.length) {
    console.log(`\n${STAFF} staff at once, each with its own session, ${seconds} s each:`);
    console.table(staff);
  }
} finally {
  await server?.stop();
  if (databaseUrl) {
    const db = await openDatabase({ databaseUrl, dataDir: '' });
    await removeBenchItems(db).finally(() => db.close());
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
