import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../db/database';
import { migrate } from '../../db/migrate';

export interface TestDatabase {
  db: Database;
  /** What a server process needs to open the same database. */
  env: { DATA_DIR?: string; DATABASE_URL?: string };
  /** Closes it (if still open) and removes it. */
  drop: () => Promise<void>;
}

/** The databases created below and not dropped yet: the test file's end drops them (leftovers.ts). */
export const undroppedDatabases = new Set<TestDatabase>();

/** Opens the database a server process would open with `env` (another connection to a test database). */
export const openTestDatabase = (env: TestDatabase['env']) =>
  openDatabase({ databaseUrl: env.DATABASE_URL ?? null, dataDir: env.DATA_DIR ?? '' });

/** The PostgreSQL server to test against, when set; the embedded database otherwise. */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL?.trim() || null;
export const databaseKind = TEST_DATABASE_URL ? 'PostgreSQL' : 'embedded';

async function adminQuery(sql: string) {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL ?? '' });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * A fresh, migrated database: a new data folder for the embedded one, or a new
 * database on TEST_DATABASE_URL's server. `open: false` leaves it closed for a server process;
 * `migrated: false` leaves it empty.
 */
export async function createTestDatabase({ open = true, migrated = true } = {}): Promise<TestDatabase> {
  let env: TestDatabase['env'];
  let remove: () => Promise<void>;
  if (TEST_DATABASE_URL) {
    const name = `sakina_test_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
    await adminQuery(`CREATE DATABASE ${name}`);
    const url = new URL(TEST_DATABASE_URL);
    url.pathname = `/${name}`;
    env = { DATABASE_URL: url.toString() };
    // Not WITH (FORCE): that also tries to end an autovacuum worker busy in the database, which only a
    // superuser may (the sweep's deletes make one likely). Our own sessions end here; a plain DROP
    // stops autovacuum itself.
    remove = async () => {
      await adminQuery(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
         WHERE datname = '${name}' AND usename = current_user AND pid <> pg_backend_pid()`,
      );
      await adminQuery(`DROP DATABASE IF EXISTS ${name}`);
    };
  } else {
    const dir = mkdtempSync(path.join(tmpdir(), 'sakina-data-'));
    // A copy of a closed, fresh folder (support/embedded-templates.ts), migrated or not, as asked.
    const templates = inject('embeddedTemplates');
    if (templates) cpSync(migrated ? templates.migrated : templates.empty, dir, { recursive: true });
    env = { DATA_DIR: dir };
    remove = async () => rmSync(dir, { recursive: true, force: true });
  }
  const db = await openTestDatabase(env);
  // Migrating a migrated database changes nothing: the copy still goes through it, as a server's start does.
  if (migrated) await migrate(db);
  let closed = false;
  const close = async () => {
    if (!closed) await db.close();
    closed = true;
  };
  if (!open) await close();
  const database: TestDatabase = {
    db,
    env,
    drop: async () => {
      undroppedDatabases.delete(database);
      await close();
      await remove();
    },
  };
  undroppedDatabases.add(database);
  return database;
}

/** Rows in both submission tables. */
export async function countSubmissions(db: Database) {
  const [row] = await db.query<{ enquiries: number; messages: number }>(
    'SELECT (SELECT count(*)::int FROM enquiries) AS enquiries, (SELECT count(*)::int FROM contact_messages) AS messages',
  );
  return row;
}
