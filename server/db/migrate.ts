import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../config/config';
import { openDatabase, type Database } from './database';

// From the repository's root, so the bundled server (dist-server/) finds them as the sources do.
const MIGRATIONS = path.join(ROOT, 'server/db/migrations');
// Any fixed number: instances starting together on one PostgreSQL take turns.
const MIGRATION_LOCK = 4_712_001;

/** Every migration this version knows, in the order they apply. */
export const migrationNames = () =>
  readdirSync(MIGRATIONS)
    .filter((name) => name.endsWith('.sql'))
    .sort();

/**
 * Applies the `.sql` files of `migrations/` not yet applied (of `only`, when given: a restore
 * brings a backup's schema first), in name order, each in a transaction with its record in
 * `schema_migrations`. Returns the names applied.
 */
export async function migrate(db: Database, { only }: { only?: readonly string[] } = {}): Promise<string[]> {
  const files = migrationNames().filter((name) => !only || only.includes(name));
  return db.withConnection(async (connection) => {
    // On PostgreSQL, instances starting together take turns before they touch anything, the
    // schema_migrations table included (creating it at once raced: duplicate pg_type rows).
    if (db.kind === 'postgres') await connection.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await connection.exec(
        'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
      );
      const applied: string[] = [];
      for (const name of files) {
        await connection.exec('BEGIN');
        try {
          const done = await connection.query('SELECT 1 FROM schema_migrations WHERE name = $1', [name]);
          if (done.length === 0) {
            await connection.exec(readFileSync(path.join(MIGRATIONS, name), 'utf8'));
            await connection.query('INSERT INTO schema_migrations (name) VALUES ($1)', [name]);
            applied.push(name);
          }
          await connection.exec('COMMIT');
        } catch (error) {
          await connection.exec('ROLLBACK');
          throw error;
        }
      }
      return applied;
    } finally {
      if (db.kind === 'postgres') await connection.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  });
}

/**
 * Applies the migrations as the schema's owner: through `migrationDatabaseUrl` (MIGRATION_DATABASE_URL)
 * when set, so the server's own role (DATABASE_URL) needs no right to change the schema, nor to
 * disable the audit trail's trigger (deploy/README.md); else through `db`.
 */
export async function migrateAsOwner(db: Database, migrationDatabaseUrl: string | null): Promise<string[]> {
  if (!migrationDatabaseUrl) return migrate(db);
  const owner = await openDatabase({ databaseUrl: migrationDatabaseUrl, dataDir: '' });
  try {
    return await migrate(owner);
  } finally {
    await owner.close();
  }
}
