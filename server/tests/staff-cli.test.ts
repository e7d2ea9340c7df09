import { describe, expect, it } from 'vitest';
import { verifyPassword } from '../auth/password';
import { addStaff } from '../auth/staff';
import type { Database } from '../db/database';
import { listenAdminSocket } from '../admin/admin-socket';
import { runScript } from '../harness/server-process';
import { processDatabase } from './support/process-database';
import { databaseKind, openTestDatabase, TEST_DATABASE_URL, type TestDatabase } from './support/test-database';

/** `npm run staff -- …args` with `input` on standard input, on the test database only. */
const staff = (env: TestDatabase['env'], args: string[], input = '') =>
  runScript(['server/cli/staff-cli.ts', ...args], { DATA_DIR: undefined, DATABASE_URL: undefined, ...env }, input);

const row = async (db: Database, email: string) =>
  (
    await db.query<{ name: string; role: string; disabled: boolean; password_hash: string }>(
      'SELECT name, role, disabled, password_hash FROM staff WHERE email = $1',
      [email],
    )
  )[0];

/** What `staff add` prints: the account, and the one-time enrolment link its owner needs before a first sign-in. */
const addedOutput = (email: string, role: string) =>
  expect.stringMatching(
    new RegExp(
      `^Added ${email.replace('.', '\\.')} \\(${role}\\)\\.\\nIts owner sets up two-step verification from this one-time link, with the account's password, within 72 hours:\\nhttps?://\\S+/enrol#[\\w-]{43}\\n$`,
    ),
  );

describe(`npm run staff (${databaseKind} database)`, () => {
  const database = processDatabase();

  const open = () => openTestDatabase(database.env);

  it('adds an account, sets a password from standard input, lists and disables it', async () => {
    const added = await staff(
      database.env,
      ['add', 'Nadia@Example.com', '--role', 'admissions', '--name', 'Nadia K'],
      'first password 1\n',
    );
    expect(added).toEqual({ code: 0, output: addedOutput('nadia@example.com', 'admissions') });
    expect(
      (await staff(database.env, ['add', 'nadia@example.com', '--role', 'admin'], 'another password\n')).code,
    ).toBe(1);
    expect((await staff(database.env, ['add', 'short@example.com', '--role', 'admin'], 'short\n')).code).toBe(1);
    expect((await staff(database.env, ['add', 'x@example.com', '--role', 'owner'], 'long enough pass\n')).code).toBe(1);
    // The staff area opens in the language given (when none is, in the first sign-in's page language).
    const arabic = await staff(
      database.env,
      ['add', 'mariam@example.com', '--role', 'admissions', '--language', 'ar'],
      'long enough pass\n',
    );
    expect(arabic).toEqual({ code: 0, output: addedOutput('mariam@example.com', 'admissions') });
    expect(
      (await staff(database.env, ['add', 'f@example.com', '--role', 'admin', '--language', 'fr'], 'long enough pass\n'))
        .code,
    ).toBe(1);
    // A line break in the name would fake a row of `staff list`.
    const forged = await staff(
      database.env,
      ['add', 'eve@example.com', '--role', 'admin', '--name', 'Eve\nboss@example.com\tadmin\tactive'],
      'long enough pass\n',
    );
    expect(forged).toMatchObject({ code: 1, output: expect.stringMatching(/one visible line/) });

    const changed = await staff(database.env, ['password', 'nadia@example.com'], 'second password 2\n');
    expect(changed.code).toBe(0);
    const listed = await staff(database.env, ['list']);
    expect(listed.code).toBe(0);
    expect(listed.output).toMatch(/^nadia@example\.com\tadmissions\tactive\tno 2fa\tNadia K$/m);
    expect((await staff(database.env, ['disable', 'nadia@example.com'])).code).toBe(0);
    expect((await staff(database.env, ['disable', 'nobody@example.com'])).code).toBe(1);

    const db = await open();
    try {
      expect(await db.query('SELECT language FROM staff WHERE email = $1', ['mariam@example.com'])).toEqual([
        { language: 'ar' },
      ]);
      expect(await db.query('SELECT language FROM staff WHERE email = $1', ['nadia@example.com'])).toEqual([
        { language: null },
      ]);
      const account = await row(db, 'nadia@example.com');
      expect(account).toMatchObject({ name: 'Nadia K', role: 'admissions', disabled: true });
      expect(account?.password_hash).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
      expect(await verifyPassword('second password 2', account?.password_hash ?? '')).toBe(true);
      expect(await verifyPassword('first password 1', account?.password_hash ?? '')).toBe(false);
    } finally {
      await db.close();
    }
  });

  it('adds a manager too (reports only), as the accounts page invites one', async () => {
    const added = await staff(
      database.env,
      ['add', 'mona@example.com', '--role', 'manager', '--name', 'Mona'],
      'long enough pass\n',
    );
    expect(added).toEqual({ code: 0, output: addedOutput('mona@example.com', 'manager') });
    const listed = await staff(database.env, ['list']);
    expect(listed.output).toMatch(/^mona@example\.com\tmanager\tactive\tno 2fa\tMona$/m);
  });

  it('answers usage for an unknown command', async () => {
    const result = await staff(database.env, ['delete', 'a@example.com']);
    expect(result.code).toBe(1);
    expect(result.output).toContain('Usage:');
  });

  // The embedded database admits one process: the CLI goes through the server's socket. PostgreSQL takes both.
  it('works while a server holds the database', async () => {
    const db = await open();
    const close = TEST_DATABASE_URL ? async () => undefined : await listenAdminSocket(database.env.DATA_DIR ?? '', db);
    try {
      const added = await staff(database.env, ['add', 'omar@example.com', '--role', 'admin'], 'socket password 1\n');
      expect(added).toEqual({ code: 0, output: addedOutput('omar@example.com', 'admin') });
      expect(await verifyPassword('socket password 1', (await row(db, 'omar@example.com'))?.password_hash ?? '')).toBe(
        true,
      );
      const refused = await staff(database.env, ['add', 'omar@example.com', '--role', 'admin'], 'socket password 1\n');
      expect(refused).toEqual({ code: 1, output: 'An account for omar@example.com exists already.\n' });
    } finally {
      await close();
      await db.close();
    }
  });
});

describe('a staff name, as `staff add` takes it', () => {
  it('is one visible line: no line or paragraph separator, NEL, or only invisible characters', async () => {
    for (const name of ['Eve\u2028boss', 'Eve\u2029', 'Eve\u0085', '\u3164', '\u0301\u0301']) {
      const adding = addStaff(null as unknown as Database, {
        email: 'eve@example.com',
        name,
        role: 'admin',
        password: 'long enough pass',
      });
      await expect(adding, JSON.stringify(name)).rejects.toThrow(/one visible line/);
    }
  });
});
