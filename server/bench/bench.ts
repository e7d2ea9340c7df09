import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { runScript, startServerProcess } from '../tests/support/server-process';
import { StaffClient } from '../tests/support/staff-client';

/**
 * `npm run bench`: requests per second and p99 latency for a prerendered page, for
 * POST /api/enquiries, and for the admissions list over at least INBOX_ITEMS (10,000) items,
 * unfiltered and filtered, against a server process started here on the current build
 * (run `npm run build` first). The embedded database lives in a temporary folder; with
 * BENCH_DATABASE_URL set, the run uses that PostgreSQL database instead (its rows stay).
 * BENCH_SECONDS (default 10) and BENCH_CONNECTIONS (default 50) tune the load.
 */
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const databaseUrl = process.env.BENCH_DATABASE_URL?.trim();
const dataDir = databaseUrl ? undefined : mkdtempSync(path.join(tmpdir(), 'sakina-bench-'));

const enquiry = JSON.stringify({
  forWhom: 'self',
  name: 'Benchmark Visitor',
  phone: { country: 'AE', dialCode: '+971', national: '501234567', e164: '+971501234567' },
  contactMethod: 'phone',
  preferredTime: 'any',
  programme: 'notSure',
  message: 'A load test, not a person.',
  consent: true,
  language: 'en',
});

const server = await startServerProcess({
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir }),
  FORM_RATE_LIMIT: '1000000000',
});

const INBOX_ITEMS = 10_000;
const STAFF = { email: 'bench@example.com', password: 'a bench password of some length' };

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

try {
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
  const added = await runScript(
    ['server/staff/cli.ts', 'add', STAFF.email, '--role', 'admissions', '--name', 'Bench Staff'],
    databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir },
    `${STAFF.password}\n`,
  );
  if (added.code !== 0 && !added.output.includes('exists')) throw new Error(added.output);
  const staff = new StaffClient(server.url);
  const signedIn = await staff.signIn(STAFF.email, STAFF.password);
  if (signedIn.status !== 200) throw new Error(`Bench sign-in: ${signedIn.status}`);
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
  console.log(
    `\n${databaseUrl ? 'PostgreSQL (BENCH_DATABASE_URL)' : 'embedded database (PGlite)'}, ${connections} connections, ${seconds} s each, Node ${process.version}`,
  );
  console.table(rows);
} finally {
  server.child.kill('SIGTERM');
  await server.exited;
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
