import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startServerProcess } from '../tests/support/server-process';

/**
 * `npm run bench`: requests per second and p99 latency for a prerendered page and for
 * POST /api/enquiries, against a server process started here on the current build
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
  console.log(
    `\n${databaseUrl ? 'PostgreSQL (BENCH_DATABASE_URL)' : 'embedded database (PGlite)'}, ${connections} connections, ${seconds} s each, Node ${process.version}`,
  );
  console.table(rows);
} finally {
  server.child.kill('SIGTERM');
  await server.exited;
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
