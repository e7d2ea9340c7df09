import fs, { mkdtempSync, readlinkSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../db/database';
import { migrate } from '../db/migrate';
import { fixtureSite } from './support/fixture-site';
import { contactMessage, enquiry, post } from './support/payloads';
import { startServerProcess } from '../harness/server-process';
import { processDatabase } from './support/process-database';
import { databaseKind, openTestDatabase, TEST_DATABASE_URL } from './support/test-database';

describe(`durability (${databaseKind} database)`, () => {
  const database = processDatabase();
  const dist = fixtureSite();

  it('keeps every enquiry answered 201 when the server is killed with SIGKILL in the middle of a burst', async () => {
    const server = await startServerProcess({ ...database.env, DIST_DIR: dist, FORM_RATE_LIMIT: '100000' });
    const acknowledged: string[] = [];
    let failed = 0;
    const KILL_AFTER = 150;

    // Twenty senders in a loop until the connection dies; the kill comes from inside the loop,
    // right after the 150th acknowledgement, while the other senders' requests are in flight.
    const sender = async (id: number) => {
      for (let index = 0; ; index += 1) {
        try {
          const response = await post(
            `${server.url}/api/enquiries`,
            server.url,
            enquiry({ name: `Burst ${id}-${index}` }),
          );
          if (response.status !== 201) throw new Error(`status ${response.status}`);
          acknowledged.push(((await response.json()) as { reference: string }).reference);
          if (acknowledged.length === KILL_AFTER) server.child.kill('SIGKILL');
        } catch {
          failed += 1;
          return;
        }
      }
    };
    await Promise.all(Array.from({ length: 20 }, (_, id) => sender(id)));
    server.child.kill('SIGKILL'); // Already dead unless every sender failed early, which the checks below report.
    await server.exited;
    expect(server.child.signalCode).toBe('SIGKILL');
    expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER);
    expect(failed).toBe(20);

    const db = await openTestDatabase(database.env);
    try {
      const rows = await db.query<{ reference: string }>('SELECT reference FROM enquiries WHERE reference = ANY($1)', [
        acknowledged,
      ]);
      expect(rows.map((row) => row.reference).sort()).toEqual([...acknowledged].sort());
    } finally {
      await db.close();
    }
  });

  it('starts again on the same data after the kill, and logs no personal data', async () => {
    // The burst used up the default limit for this address, and the count is in the database.
    const server = await startServerProcess({ ...database.env, DIST_DIR: dist, FORM_RATE_LIMIT: '100000' });
    try {
      const name = 'Nadia Private-Name';
      const response = await post(
        `${server.url}/api/enquiries`,
        server.url,
        enquiry({ name, email: 'nadia@example.com' }),
      );
      expect(response.status).toBe(201);
      const refused = await post(`${server.url}/api/enquiries`, server.url, enquiry({ name, email: 'nadia@' }));
      expect(refused.status).toBe(400);
    } finally {
      await server.stop();
    }
    const log = server.output();
    expect(log).toContain('/api/enquiries');
    for (const secret of ['Nadia Private-Name', 'nadia@example.com', '+971501234567', '501234567', '127.0.0.1"'])
      expect(log, secret).not.toContain(secret);
  });

  it(
    TEST_DATABASE_URL
      ? 'lets a second server share the PostgreSQL database, as instances behind a load balancer do'
      : 'refuses to start a second server on the same embedded database, which would corrupt it',
    async () => {
      const env = { ...database.env, DIST_DIR: dist, FORM_RATE_LIMIT: '100000' };
      const first = await startServerProcess(env);
      try {
        const second = startServerProcess(env);
        if (TEST_DATABASE_URL) {
          const running = await second;
          const answers = await Promise.all(
            [first, running].map((server) => post(`${server.url}/api/contact`, server.url, contactMessage())),
          );
          expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
          await running.stop();
        } else {
          await expect(second).rejects.toThrow(/Another server \(process \d+\) is using the database/);
          expect((await post(`${first.url}/api/contact`, first.url, contactMessage())).status).toBe(201);
        }
      } finally {
        await first.stop();
      }
    },
  );
});

describe('the embedded database reaches the disk, not just the cache (the review’s second item to check)', () => {
  it('fsyncs the WAL for every write it acknowledges', async () => {
    const parent = mkdtempSync(path.join(tmpdir(), 'sakina-fsync-'));
    const db = await openDatabase({ databaseUrl: null, dataDir: path.join(parent, 'data') });
    const fsync = vi.spyOn(fs, 'fsyncSync');
    try {
      await migrate(db);
      fsync.mockClear();
      for (let index = 0; index < 5; index += 1)
        await db.query(
          "INSERT INTO contact_messages (reference, language, name, email, subject, message) VALUES ($1, 'en', 'n', 'n@example.com', 's', 'm')",
          [`SC-FSYN${index}`],
        );
      expect(fsync.mock.calls.length).toBeGreaterThanOrEqual(5);
      const synced = fsync.mock.calls.map(([fd]) => readlinkSync(`/proc/self/fd/${String(fd)}`));
      expect(synced.filter((file) => file.includes(`${path.sep}pg_wal${path.sep}`)).length).toBeGreaterThanOrEqual(5);
    } finally {
      fsync.mockRestore();
      await db.close();
      rmSync(parent, { recursive: true, force: true });
    }
  });
});
