import type { Database } from './database';

/**
 * Leaves no readable copy of deleted rows in the database's files. A DELETE only marks rows dead:
 * their bytes stay in the table's pages until overwritten, and in the WAL that recorded them.
 * VACUUM FULL writes each table afresh (its indexes too) and drops the old files. On the embedded
 * database the WAL is ours as well: two checkpoints around a segment switch make every segment
 * that saw the deleted rows unneeded, and with `wal_recycle = off` (database.ts) they are removed.
 * On PostgreSQL the server's WAL and its archive are the database administrator's (README).
 */
export async function eraseDeletedTraces(db: Database, tables: readonly string[]) {
  for (const table of tables) await db.exec(`VACUUM FULL ${table}`);
  if (db.kind !== 'embedded') return;
  await db.exec('CHECKPOINT');
  await db.query('SELECT pg_switch_wal()');
  await db.exec('CHECKPOINT');
}
