import type { Database } from './database';

/**
 * Leaves no readable copy of deleted rows in the database's files. A DELETE only marks rows dead:
 * their bytes stay in the table's pages until overwritten, and in the WAL that recorded them.
 * VACUUM FULL writes each table afresh (its indexes too) and drops the old files; ANALYZE replaces
 * the statistics' samples with rows that remain. On the embedded database the WAL is ours as well:
 * two checkpoints around a segment switch make every segment that saw the deleted rows unneeded,
 * and with `wal_recycle = off` (database.ts) they are removed.
 * On PostgreSQL the server's WAL and its archive are the database administrator's (README).
 */
export async function eraseDeletedTraces(db: Database, tables: readonly string[]) {
  // ANALYZE too: the planner's statistics (pg_statistic) keep sample values of the columns, words
  // of deleted rows among them, until the next ANALYZE; this one samples only the rows that remain.
  for (const table of tables) await db.exec(`VACUUM (FULL, ANALYZE) ${table}`);
  if (db.kind !== 'embedded') return;
  // The samples replaced stay as dead rows in pg_statistic's file: ours on the embedded database
  // (on PostgreSQL, like the WAL, the administrator's, and only a superuser may rewrite it).
  await db.exec('VACUUM FULL pg_statistic');
  await db.exec('CHECKPOINT');
  await db.query('SELECT pg_switch_wal()');
  await db.exec('CHECKPOINT');
}
