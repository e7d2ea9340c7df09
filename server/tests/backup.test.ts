import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decryptBackup, encryptBackup } from '../backup/backup-file';
import type { Snapshot } from '../backup/snapshot';
import { migrationNames } from '../db/migrate';
import { fixtureSite } from './support/fixture-site';
import { enquiry, post } from './support/payloads';
import { runScript, startServerProcess, type ServerProcess } from '../harness/server-process';
import { expectCountsKept } from './support/inbox-counts';
import { createTestDatabase, databaseKind, openTestDatabase, type TestDatabase } from './support/test-database';

const KEY = 'a backup key of thirty-two characters or more, kept apart';
const clean = { DATA_DIR: undefined, DATABASE_URL: undefined };

const backup = (env: TestDatabase['env'], file: string, key = KEY) =>
  runScript(['server/cli/backup-cli.ts', file], { ...clean, ...env, BACKUP_KEY: key });
const restore = (env: Record<string, string | undefined>, file: string, key = KEY) =>
  runScript(['server/cli/restore-cli.ts', file], { ...clean, ...env, BACKUP_KEY: key });

/** An enquiry sent and acknowledged (201): its reference. */
async function send(server: ServerProcess, name: string): Promise<string> {
  const response = await post(`${server.url}/api/enquiries`, server.url, enquiry({ name }));
  if (response.status !== 201) throw new Error(`status ${response.status}`);
  return ((await response.json()) as { reference: string }).reference;
}

describe(`npm run backup and npm run restore (${databaseKind} database)`, () => {
  let source: TestDatabase;
  let target: TestDatabase | null = null;
  let folder: string;
  const file = () => path.join(folder, 'nightly.backup');

  beforeAll(async () => {
    source = await createTestDatabase({ open: false });
    folder = mkdtempSync(path.join(tmpdir(), 'sakina-backup-'));
  });
  afterAll(async () => {
    await source.drop();
    await target?.drop();
    rmSync(folder, { recursive: true, force: true });
  });

  it('backs up while enquiries arrive, and the restore holds every one acknowledged before the backup began', async () => {
    const server = await startServerProcess({ ...source.env, DIST_DIR: fixtureSite(), FORM_RATE_LIMIT: '100000' });
    const acknowledged: string[] = [];
    let sending = true;
    let reached: () => void = () => undefined;
    const enoughSent = new Promise<void>((resolve) => (reached = resolve));
    try {
      // Four senders keep writing before and through the whole backup.
      const senders = Array.from({ length: 4 }, async (_, id) => {
        for (let index = 0; sending; index += 1) {
          acknowledged.push(await send(server, `Family ${id}-${index}`));
          if (acknowledged.length >= 40) reached();
        }
      });
      await enoughSent;
      const acknowledgedBefore = [...acknowledged];
      const made = await backup(source.env, file());
      sending = false;
      await Promise.all(senders);
      expect(made.output).toMatch(/^Backed up .*\d+ enquiries.* to .*nightly\.backup/);
      expect(made.code).toBe(0);
      expect(acknowledged.length).toBeGreaterThan(acknowledgedBefore.length);

      expect(statSync(file()).mode & 0o777).toBe(0o600);
      // Encrypted: no family's name is readable in it.
      expect(readFileSync(file()).includes(Buffer.from('Family 0-0'))).toBe(false);

      target = await createTestDatabase({ migrated: false, open: false });
      const targetEnv = databaseKind === 'embedded' ? { DATA_DIR: path.join(folder, 'restored') } : target.env;
      const restored = await restore(targetEnv, file());
      expect(restored.output).toMatch(/^Restored .*enquiries/);
      expect(restored.code).toBe(0);

      const db = await openTestDatabase(targetEnv);
      try {
        const rows = await db.query<{ reference: string }>('SELECT reference FROM enquiries');
        const references = rows.map((row) => row.reference);
        expect(references).toEqual(expect.arrayContaining(acknowledgedBefore));
        // What the inbox's search reads is made again from each row (migration 035), not left empty.
        const [searched] = await db.query<{ found: number }>(
          "SELECT count(*)::int AS found FROM enquiries WHERE search_text LIKE '%family 0-0%'",
        );
        expect(searched?.found).toBe(1);
        // New enquiries get new ids in the restored database.
        const [next] = await db.query<{ id: string }>(
          "INSERT INTO contact_messages (reference, language, name, email, subject, message) VALUES ('SC-ZZZZ9', 'en', 'n', 'n@example.com', 's', 'm') RETURNING id::text",
        );
        expect(next?.id).toMatch(/^\d+$/);
        // The inbox's counts are made again from the rows restored, not copied.
        await expectCountsKept(db);
      } finally {
        await db.close();
      }
    } finally {
      sending = false;
      await server.stop();
    }
  });

  it('re-applies on restore every withdrawal made after the backup, from a journal of references and times (review 2, L4)', async () => {
    const journal = path.join(folder, 'withdrawals.journal');
    const server = await startServerProcess({
      ...source.env,
      DIST_DIR: fixtureSite(),
      FORM_RATE_LIMIT: '100000',
      WITHDRAWALS_JOURNAL: journal,
    });
    let withdrawn: { reference: string; withdrawalCode: string };
    try {
      const sent = await post(`${server.url}/api/enquiries`, server.url, enquiry({ name: 'Withdrawn Later' }));
      expect(sent.status).toBe(201);
      withdrawn = (await sent.json()) as typeof withdrawn;
      expect((await backup(source.env, path.join(folder, 'before-withdrawal.backup'))).code).toBe(0);
      const done = await post(`${server.url}/api/withdrawal/confirm`, server.url, {
        reference: withdrawn.reference,
        code: withdrawn.withdrawalCode,
      });
      expect(done.status).toBe(204);
    } finally {
      await server.stop();
    }
    expect(statSync(journal).mode & 0o777).toBe(0o600);
    expect(readFileSync(journal, 'utf8')).toMatch(new RegExp(`^${withdrawn.reference} \\d{4}-\\d\\d-\\d\\dT\\S+Z\n$`));

    const again = await createTestDatabase({ migrated: false, open: false });
    try {
      const targetEnv = databaseKind === 'embedded' ? { DATA_DIR: path.join(folder, 'after-withdrawal') } : again.env;
      const restored = await restore(
        { ...targetEnv, WITHDRAWALS_JOURNAL: journal },
        path.join(folder, 'before-withdrawal.backup'),
      );
      expect(restored.output).toMatch(/Re-applied 1 withdrawal made after the backup/);
      expect(restored.code).toBe(0);
      const db = await openTestDatabase(targetEnv);
      try {
        const [left] = await db.query<{ items: number; tombstones: number }>(
          `SELECT (SELECT count(*)::int FROM enquiries WHERE reference = $1) AS items,
             (SELECT count(*)::int FROM withdrawn_items WHERE reference = $1) AS tombstones`,
          [withdrawn.reference],
        );
        expect(left).toEqual({ items: 0, tombstones: 1 });
      } finally {
        await db.close();
      }
    } finally {
      await again.drop();
    }
  });

  it('refuses a wrong key and a target that is not empty, with a message that says which', async () => {
    const wrongKey = await restore({ DATA_DIR: path.join(folder, 'never') }, file(), `${KEY} but not quite`);
    expect(wrongKey.code).toBe(1);
    expect(wrongKey.output).toMatch(/BACKUP_KEY is not the key it was made with/);

    const notEmpty = await restore(source.env, file());
    expect(notEmpty.code).toBe(1);
    expect(notEmpty.output).toMatch(/not empty/);

    const damaged = path.join(folder, 'damaged.backup');
    const bytes = readFileSync(file());
    bytes.writeUInt8(bytes.readUInt8(bytes.length - 1) ^ 0xff, bytes.length - 1);
    writeFileSync(damaged, bytes);
    const refused = await restore({ DATA_DIR: path.join(folder, 'never') }, damaged);
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/could not be decrypted/);

    const noKey = await backup(source.env, path.join(folder, 'other.backup'), 'short');
    expect(noKey.code).toBe(1);
    expect(noKey.output).toMatch(/BACKUP_KEY must be set/);
  });

  it('leaves nothing behind when it refuses a backup of a newer version or rows that break a constraint (review 2, L5)', async () => {
    const snapshot = JSON.parse(decryptBackup(readFileSync(file()), KEY).toString('utf8')) as Snapshot;
    const write = (name: string, changed: Snapshot) => {
      const written = path.join(folder, name);
      writeFileSync(written, encryptBackup(Buffer.from(JSON.stringify(changed)), KEY));
      return written;
    };
    const newer = write('newer.backup', { ...snapshot, migrations: [...migrationNames(), '999-later.sql'] });
    const [first] = snapshot.tables.enquiries ?? [];
    const clash = write('clash.backup', {
      ...snapshot,
      tables: { ...snapshot.tables, enquiries: [...(snapshot.tables.enquiries ?? []), first] },
    });

    // A folder the command would create, under one it would create too: neither is left.
    const created = path.join(folder, 'new', 'data');
    const refusedNewer = await restore({ DATA_DIR: created }, newer);
    expect(refusedNewer.output).toMatch(/newer version \(migrations 999-later\.sql\)/);
    expect(refusedNewer.code).toBe(1);
    expect(existsSync(path.join(folder, 'new'))).toBe(false);
    const refusedClash = await restore({ DATA_DIR: created }, clash);
    expect(refusedClash.output).toMatch(/duplicate key/);
    expect(refusedClash.code).toBe(1);
    expect(existsSync(path.join(folder, 'new'))).toBe(false);

    // An empty folder the operator made stays, empty: a retry with a good backup is not refused.
    const given = path.join(folder, 'given');
    mkdirSync(given);
    expect((await restore({ DATA_DIR: given }, clash)).code).toBe(1);
    expect(readdirSync(given)).toEqual([]);
    const retried = await restore({ DATA_DIR: given }, file());
    expect(retried.output).toMatch(/^Restored /);
    expect(retried.code).toBe(0);
  });
});
