import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT as DEMO } from '../demo/demo';
import { fixtureSite } from './support/fixture-site';
import { runScript, startServerProcess, type ServerProcess } from '../harness/server-process';
import { StaffClient } from '../harness/staff-client';
import { processDatabase } from './support/process-database';
import { createTestDatabase, databaseKind, openTestDatabase } from './support/test-database';

/** Resolves once the process has written `text` (checked at each chunk it writes, no timer). */
function outputContaining(server: ServerProcess, text: string) {
  return new Promise<void>((resolve) => {
    const check = () => {
      if (!server.output().includes(text)) return;
      server.child.stdout?.off('data', check);
      resolve();
    };
    server.child.stdout?.on('data', check);
    check();
  });
}

describe(`demo and production starts (${databaseKind} database)`, () => {
  const database = processDatabase();
  const dist = fixtureSite();

  /** The server as `npm start` runs it under `NODE_ENV` and `DEMO` (unset unless given), on this file's database. */
  const start = (nodeEnv: string, demo?: 'true') =>
    startServerProcess({ ...database.env, DIST_DIR: dist, NODE_ENV: nodeEnv, DEMO: demo });

  const staffCount = async () => {
    const db = await openTestDatabase(database.env);
    try {
      return await db.query<{ email: string }>('SELECT email FROM staff ORDER BY email');
    } finally {
      await db.close();
    }
  };

  it('a start with DEMO=true outside production is a demo: the demo account signs in and sees sample enquiries', async () => {
    const server = await start('development', 'true');
    try {
      const staff = new StaffClient(server.url);
      expect((await staff.login(DEMO.email, DEMO.password)).status).toBe(200);
      const inbox = (await (await staff.get('/api/inbox')).json()) as { items: unknown[] };
      expect(inbox.items.length).toBeGreaterThanOrEqual(4);
      expect(server.output()).toContain('Demo mode');
      expect(server.output()).toContain('it signs in without a second factor');
      // The staff command reaches the running server (through its socket with the embedded database).
      const added = await runScript(
        ['server/cli/staff-cli.ts', 'add', 'first@example.com', '--role', 'admin', '--name', 'First Admin'],
        { ...database.env, NODE_ENV: 'development' },
        'a good long password\n',
      );
      expect(added.code).toBe(0);
      expect(added.output).toMatch(/^Added first@example\.com \(admin\)\.\n/);
      // The new account enrols from the one-time link the command printed, never with its password alone.
      const token = /\/enrol#([\w-]+)/.exec(added.output)?.[1] ?? '';
      const first = new StaffClient(server.url);
      expect((await first.enrolWithLink(token, 'first@example.com', 'a good long password')).status).toBe(200);
      expect((await new StaffClient(server.url).login('secret.person@example.com', 'wrong password 123')).status).toBe(
        401,
      );
      const { items } = (await (await first.get('/api/inbox')).json()) as {
        items: { reference: string; version: number }[];
      };
      const item = items[0];
      const note = { version: item?.version, stage: 'inContact', note: 'Private note about the family' };
      expect((await first.patch(`/api/inbox/${item?.reference}`, note)).status).toBe(200);
      // The log line of that change arrives through a pipe after the answer: wait for it, then read all before it.
      await outputContaining(server, item?.reference ?? '');
      // The logs name references and staff ids, never an email, a name, a note or a password.
      for (const secret of [
        'first@example.com',
        'First Admin',
        'secret.person',
        'wrong password',
        'a good long password',
        'Private note',
      ])
        expect(server.output()).not.toContain(secret);
    } finally {
      await server.stop();
    }
  });

  it('a production start creates no account, deletes a demo account left behind, and logs no personal data', async () => {
    const server = await start('production');
    try {
      expect((await new StaffClient(server.url).login(DEMO.email, DEMO.password)).status).toBe(401);
      expect(server.output()).toContain('the demo account from an earlier demo start was deleted');
      expect(server.output()).not.toContain('Demo mode');
      expect(server.output()).not.toContain('first@example.com');
    } finally {
      await server.stop();
    }
    expect(await staffCount()).toEqual([{ email: 'first@example.com' }]);
  });

  it('a production start on an empty database says how to create the first account', async () => {
    const empty = await createTestDatabase({ open: false });
    try {
      const server = await startServerProcess({ ...empty.env, DIST_DIR: dist, NODE_ENV: 'production' });
      await server.stop();
      expect(server.output()).toContain('No staff account yet: create the first with: npm run staff -- add');
    } finally {
      await empty.drop();
    }
  });

  it('refuses DEMO=true with NODE_ENV=production', async () => {
    const result = await runScript(['server/main.ts'], {
      ...database.env,
      DIST_DIR: dist,
      NODE_ENV: 'production',
      DEMO: 'true',
      PORT: '0',
    });
    expect(result.code).toBe(1);
    expect(result.output).toContain('demo mode');
  });
});
