import { spawn } from 'node:child_process';
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database';
import { lockDataDir } from '../db/data-dir-lock';
import { migrate } from '../db/migrate';
import { fixtureSite } from './support/fixture-site';
import { filesHolding } from './support/files-holding';
import { addStaff } from '../auth/staff';
import { readConfig } from '../config/config';
import { sweepExpired } from '../retention/retention';
import { limitedAddress } from '../http/client-address';
import { contactMessage, enquiry, post, uaePhone } from './support/payloads';
import { StaffClient } from '../harness/staff-client';
import { createTestDatabase, databaseKind, openTestDatabase } from './support/test-database';
import { startTestServer, useTestServer } from './support/test-server';

// Findings of ../shared/security-review.md, each as the review reproduced it.

/** Every path below `dir` (itself included) that a group or other user may read, write or enter. */
function notPrivate(dir: string): string[] {
  const found: string[] = [];
  const walk = (target: string) => {
    const stats = statSync(target);
    if ((stats.mode & 0o077) !== 0)
      found.push(`${path.relative(dir, target) || '.'} ${(stats.mode & 0o777).toString(8)}`);
    if (stats.isDirectory()) for (const name of readdirSync(target)) walk(path.join(target, name));
  };
  walk(dir);
  return found;
}

/** Sends `request` as raw bytes and answers the whole response as text (what Node's parser refuses never reaches Fastify). */
function rawRequest(url: string, request: string): Promise<string> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    let response = '';
    const socket = connect(Number(port), hostname, () => socket.write(request));
    socket.on('data', (chunk) => (response += chunk.toString()));
    socket.on('close', () => resolve(response));
    socket.on('error', reject);
  });
}

/** Opens the embedded database in a new folder under the temp folder, migrated; `dispose` closes and removes it. */
async function openEmbedded(prepare: (dataDir: string) => void = () => {}) {
  const parent = mkdtempSync(path.join(tmpdir(), 'sakina-private-'));
  const dataDir = path.join(parent, 'data');
  prepare(dataDir);
  const db = await openDatabase({ databaseUrl: null, dataDir });
  await migrate(db);
  return { db, dataDir, dispose: () => rmSync(parent, { recursive: true, force: true }) };
}

describe('finding 1: the embedded database is private to the server’s user', () => {
  it('keeps every folder 0700 and every file 0600 in DATA_DIR, what an older start left behind included', async () => {
    const { db, dataDir, dispose } = await openEmbedded((dataDir) => {
      mkdirSync(path.join(dataDir, 'old'), { recursive: true, mode: 0o755 });
      writeFileSync(path.join(dataDir, 'old', 'left-behind'), 'an older start', { mode: 0o644 });
    });
    try {
      await db.query(
        "INSERT INTO contact_messages (reference, language, name, email, subject, message) VALUES ('SC-AAAAA', 'en', 'Layla', 'l@example.com', 's', 'm')",
      );
      expect(statSync(dataDir).uid).toBe(process.getuid?.());
      expect(notPrivate(dataDir)).toEqual([]);
      await db.close();
      // A second start writes the relation cache's files anew.
      const again = await openDatabase({ databaseUrl: null, dataDir });
      expect(notPrivate(dataDir)).toEqual([]);
      await again.close();
      expect(notPrivate(dataDir)).toEqual([]);
    } finally {
      dispose();
    }
  });
});

describe('finding 7: a deleted enquiry leaves no readable trace in DATA_DIR', () => {
  it('finds neither its name, its message nor its note in any file after the retention sweep', async () => {
    const { db, dataDir, dispose } = await openEmbedded();
    try {
      const insert = (reference: string, name: string, age: string) =>
        db.query(
          `INSERT INTO contact_messages (reference, language, name, email, subject, message, created_at)
           VALUES ($1, 'en', $2, 'family@example.com', 'Admission', $2 || ' needs help', now() - $3::interval)`,
          [reference, name, age],
        );
      await insert('SC-OLD01', 'Marker-Expired-Family', '25 months');
      await insert('SC-NEW01', 'Marker-Recent-Family', '1 day');
      await db.query(
        "INSERT INTO inbox_events (reference, by_name, type, note) VALUES ('SC-OLD01', 'Huda', 'note', 'Marker-Note')",
      );
      // Written to the table's files and the WAL, as a server that ran for a while has them.
      await db.exec('CHECKPOINT');
      expect(filesHolding(dataDir, 'Marker-Expired-Family')).not.toEqual([]);

      expect(await sweepExpired(db)).toBe(1);

      expect(filesHolding(dataDir, 'Marker-Expired-Family')).toEqual([]);
      expect(filesHolding(dataDir, 'Marker-Note')).toEqual([]);
      // What was kept is still there and still readable.
      expect(filesHolding(dataDir, 'Marker-Recent-Family')).not.toEqual([]);
      expect(await db.query('SELECT reference FROM contact_messages')).toEqual([{ reference: 'SC-NEW01' }]);
    } finally {
      await db.close();
      dispose();
    }
  });
});

describe('finding 8: migrations take their lock before anything else', () => {
  it(`applies each migration once when three instances start together (${databaseKind} database)`, async () => {
    const database = await createTestDatabase({ migrated: false, open: false });
    // PGlite is one connection in one process, so instances cannot start together on it: there the
    // three starts come one after the other; on PostgreSQL, three connections at once.
    const connections =
      databaseKind === 'embedded'
        ? Array(3).fill(await openTestDatabase(database.env))
        : await Promise.all([1, 2, 3].map(() => openTestDatabase(database.env)));
    try {
      const applied: string[][] = [];
      if (databaseKind === 'embedded') for (const db of connections) applied.push(await migrate(db));
      else applied.push(...(await Promise.all(connections.map((db) => migrate(db)))));
      const names = readdirSync(path.resolve('server/db/migrations')).filter((name) => name.endsWith('.sql'));
      expect(applied.flat().sort()).toEqual(names.sort());
    } finally {
      for (const db of new Set(connections)) await db.close();
      await database.drop();
    }
  });
});

describe('finding 11: a stale lock whose PID was reused does not block a start', () => {
  let dir: string;
  let other: ReturnType<typeof spawn>;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'sakina-lock-'));
    // Any other live process stands for whatever now has the dead server's PID.
    other = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
  });
  afterAll(() => {
    other.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  });

  it('takes over a lock naming a live PID with another start time', () => {
    writeFileSync(path.join(dir, 'server.lock'), `${other.pid} 1`);
    const release = lockDataDir(dir);
    expect(readFileSync(path.join(dir, 'server.lock'), 'utf8').split(' ')[0]).toBe(String(process.pid));
    release();
  });

  it('still refuses a lock held by a server that runs', () => {
    const started = readFileSync(`/proc/${other.pid}/stat`, 'utf8').split(') ')[1]?.split(' ')[19];
    writeFileSync(path.join(dir, 'server.lock'), `${other.pid} ${started}`);
    expect(() => lockDataDir(dir)).toThrow(`Another server (process ${other.pid})`);
  });

  // The previous version's lock holds the PID alone (review 2, L11).
  describe('a lock in the previous format, with no start time', () => {
    const lockFile = () => path.join(dir, 'server.lock');
    const takenOver = () => {
      const release = lockDataDir(dir);
      expect(readFileSync(lockFile(), 'utf8').split(' ')[0]).toBe(String(process.pid));
      release();
    };

    it('is taken over when it was written before the machine last started', () => {
      writeFileSync(lockFile(), String(other.pid));
      const bootSeconds = Number(/^btime (\d+)$/m.exec(readFileSync('/proc/stat', 'utf8'))?.[1]);
      utimesSync(lockFile(), bootSeconds - 60, bootSeconds - 60);
      takenOver();
    });

    it('is taken over when its PID is now a process other than a server', () => {
      const sleeper = spawn('sleep', ['600'], { stdio: 'ignore' });
      try {
        writeFileSync(lockFile(), String(sleeper.pid));
        takenOver();
      } finally {
        sleeper.kill('SIGKILL');
      }
    });

    it('still blocks when a server may hold it: a node process, since the machine started', () => {
      writeFileSync(lockFile(), String(other.pid));
      expect(() => lockDataDir(dir)).toThrow(`Another server (process ${other.pid})`);
      rmSync(lockFile());
    });
  });
});

describe(`findings 9 and 10: framework errors and the Origin check (${databaseKind} database)`, () => {
  const test = useTestServer();
  const url = () => test.server.url;

  it('answers an address that does not decode (GET /%) with the security headers', async () => {
    const response = await rawRequest(url(), 'GET /% HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    expect(response).toMatch(/^HTTP\/1\.1 400 /);
    expect(response).toMatch(/\r\nContent-Security-Policy: /i);
  });

  it('answers headers too large (431) and a request Node cannot parse (400) with the security headers', async () => {
    const big = await rawRequest(url(), `GET / HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(big).toMatch(/^HTTP\/1\.1 431 /);
    expect(big).toMatch(/\r\nContent-Security-Policy: /i);
    const garbage = await rawRequest(url(), 'NOT HTTP AT ALL\r\n\r\n');
    expect(garbage).toMatch(/^HTTP\/1\.1 400 /);
    expect(garbage).toMatch(/\r\nContent-Security-Policy: /i);
  });

  it('answers HTTP/1.1 without Host (400) and an unknown Expect (417) with the security headers (review 2, L7)', async () => {
    const noHost = await rawRequest(url(), 'GET / HTTP/1.1\r\nConnection: close\r\n\r\n');
    expect(noHost).toMatch(/^HTTP\/1\.1 400 /);
    expect(noHost).toMatch(/\r\nContent-Security-Policy: /i);
    expect(noHost).toContain('"error":"bad_request"');
    const expectation = await rawRequest(url(), 'GET / HTTP/1.1\r\nHost: localhost\r\nExpect: garbage\r\n\r\n');
    expect(expectation).toMatch(/^HTTP\/1\.1 417 /);
    expect(expectation).toMatch(/\r\nContent-Security-Policy: /i);
    expect(expectation).toContain('"error":"bad_request"');
    // HTTP/1.0 has no Host to require.
    expect(await rawRequest(url(), 'GET / HTTP/1.0\r\n\r\n')).toMatch(/^HTTP\/1\.1 200 /);
  });

  it('refuses a write whose Origin names another scheme or port of this host', async () => {
    const { host, port } = new URL(url());
    for (const origin of [`https://${host}`, `http://127.0.0.1:${Number(port) + 1}`]) {
      const response = await post(`${url()}/api/enquiries`, origin, enquiry());
      expect([origin, response.status]).toEqual([origin, 403]);
    }
    expect((await post(`${url()}/api/enquiries`, url(), enquiry())).status).toBe(201);
  });
});

describe(`finding 5: no 500 for control characters or numbers out of range (${databaseKind} database)`, () => {
  const test = useTestServer({}, async (db) => {
    await addStaff(db, {
      email: 'huda@example.com',
      name: 'Huda',
      role: 'admissions',
      password: 'a-long-password-2026',
    });
    await addStaff(db, { email: 'aya@example.com', name: 'Aya', role: 'admin', password: 'a-long-password-2026' });
  });
  const url = () => test.server.url;
  let staff: StaffClient;
  let reference: string;
  const NUL = 'a\u0000b';
  beforeAll(async () => {
    staff = new StaffClient(url());
    expect((await staff.signIn('huda@example.com', 'a-long-password-2026')).status).toBe(200);
    const sent = await post(`${url()}/api/enquiries`, url(), enquiry());
    reference = ((await sent.json()) as { reference: string }).reference;
  });

  it.each([
    ['enquiries', 'name', enquiry({ name: NUL }), 'name.invalid'],
    ['enquiries', 'email', enquiry({ email: `${NUL}@example.com` }), 'email.invalid'],
    ['enquiries', 'message', enquiry({ message: NUL }), 'message.invalid'],
    [
      'enquiries',
      'phone',
      enquiry({ phone: { ...uaePhone('501234567'), e164: `+9715012${NUL}` } }),
      'phone.invalid.AE',
    ],
    ['contact', 'name', contactMessage({ name: NUL }), 'name.invalid'],
    ['contact', 'contact', contactMessage({ email: `${NUL}@example.com` }), 'contact.invalid'],
    ['contact', 'subject', contactMessage({ subject: NUL }), 'subject.invalid'],
    ['contact', 'message', contactMessage({ message: NUL }), 'message.invalid'],
  ])('refuses a NUL in /api/%s %s with its field error', async (form, field, body, code) => {
    const response = await post(`${url()}/api/${form}`, url(), body);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { fields: Record<string, string> }).fields[field]).toBe(code);
  });

  it('refuses a NUL in the hidden field and in the sign-in email as a body of the wrong shape', async () => {
    for (const [path, body] of [
      ['/api/enquiries', enquiry({ website: NUL })],
      ['/api/contact', contactMessage({ website: NUL })],
      ['/api/login', { email: `${NUL}@example.com`, password: 'x' }],
    ] as const) {
      const response = await post(`${url()}${path}`, url(), body);
      expect([path, response.status, ((await response.json()) as { error: string }).error]).toEqual([
        path,
        400,
        'invalid_body',
      ]);
    }
  });

  it('refuses a version out of range, and a NUL in a note, a search or a reference', async () => {
    for (const version of [2 ** 31, 1e20])
      expect((await staff.patch(`/api/inbox/${reference}`, { version, stage: 'inContact' })).status).toBe(400);
    expect((await staff.patch(`/api/inbox/${reference}`, { version: 1, note: NUL })).status).toBe(400);
    expect((await staff.get(`/api/inbox?q=${encodeURIComponent(NUL)}`)).status).toBe(400);
    expect((await staff.get(`/api/inbox/${encodeURIComponent(NUL)}`)).status).toBe(400);
  });

  it('refuses a NUL in the audit’s staff filter and a year outside 2000–2100 on every dated route (review 2, L1)', async () => {
    const admin = new StaffClient(url());
    expect((await admin.signIn('aya@example.com', 'a-long-password-2026')).status).toBe(200);
    for (const path of [
      '/api/audit?staff=%00',
      '/api/audit/export?staff=a%00',
      '/api/reports?from=0001-01-01&to=0001-01-02',
      '/api/reports?from=0000-12-31&to=0001-01-01',
      '/api/reports?from=2101-01-01&to=2101-01-02',
      '/api/audit?from=0001-01-01',
      '/api/audit/export?to=0001-01-01',
      '/api/exports/enquiries?from=0001-01-01&to=0001-01-02',
    ])
      expect([path, (await admin.get(path)).status]).toEqual([path, 400]);
  });
});

describe('finding 3: a default start cannot leak', () => {
  it('listens on loopback in demo mode, and turns demo mode off for an address beyond this machine', () => {
    expect(readConfig({ DEMO: 'true' })).toMatchObject({ host: '127.0.0.1', demo: true, demoOffForHost: false });
    expect(readConfig({ DEMO: 'true', HOST: '0.0.0.0' })).toMatchObject({
      host: '0.0.0.0',
      demo: false,
      demoOffForHost: true,
    });
    expect(readConfig({ DEMO: 'true', HOST: '::1' })).toMatchObject({ demo: true });
    expect(readConfig({ NODE_ENV: 'production' })).toMatchObject({
      host: '0.0.0.0',
      demo: false,
      demoOffForHost: false,
    });
  });
});

describe('finding 4: IPv6 visitors are limited per /64', () => {
  it.each([
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['203.0.113.7', '203.0.113.7'],
  ])('counts %s as %s', (ip, key) => {
    expect(limitedAddress(ip)).toBe(key);
  });

  it(`refuses the forms of one /64 past the limit, whatever its addresses (${databaseKind} database)`, async () => {
    const database = await createTestDatabase();
    const server = await startTestServer(database.db, fixtureSite(), {
      trustProxy: true,
      rateLimit: { max: 2, windowSeconds: 600 },
    });
    try {
      const send = (ip: string) =>
        post(`${server.url}/api/enquiries`, server.url, enquiry(), { 'X-Forwarded-For': ip }).then((r) => r.status);
      const statuses = [];
      for (let host = 1; host <= 10; host += 1) statuses.push(await send(`2001:db8:1:2::${host.toString(16)}`));
      expect(statuses).toEqual([201, 201, ...Array(8).fill(429)]);
      expect(await send('2001:db8:1:3::1')).toBe(201);
    } finally {
      await server.close();
      await database.drop();
    }
  });
});
