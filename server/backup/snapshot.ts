import type { Database } from '../db/database';
import { migrate, migrationNames } from '../db/migrate';

/** What lasts only minutes or hours, and is never worth restoring: sessions, sign-ins under way, limits. */
const PASSING_TABLES = new Set([
  'schema_migrations',
  'sessions',
  'pending_sign_ins',
  'login_failures',
  'rate_limits',
  'withdrawal_attempts',
  'family_sign_in_links',
  'passkey_challenges',
  'item_viewers',
]);

/** What triggers keep from the items, made again as the restore inserts them (as the reports' copy, in its own schema, is). */
const KEPT_BY_TRIGGERS = new Set(['inbox_counts']);

/** A logical copy of the database: the schema's version and every lasting table's rows. */
export interface Snapshot {
  format: 'sakina-backup';
  version: 1;
  takenAt: string;
  /** The migrations the rows were written under. */
  migrations: string[];
  tables: Record<string, unknown[]>;
}

type Querier = Pick<Database, 'query'>;

const tableNames = async (db: Querier) =>
  (
    await db.query<{ name: string }>(
      "SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename",
    )
  ).map((row) => row.name);

/** The columns `table` stores as written: a generated one (migration 035's) is made again from the row. */
async function writtenColumns(db: Querier, table: string) {
  const [row] = await db.query<{ columns: string | null }>(
    `SELECT string_agg(quote_ident(attname), ', ' ORDER BY attnum) AS columns FROM pg_attribute
     WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped AND attgenerated = ''`,
    [`"${table}"`],
  );
  if (!row?.columns) throw new Error(`The table ${table} has no columns.`);
  return row.columns;
}

/**
 * Every lasting table, read in one unchanging view while the server goes on taking enquiries: a
 * new table is copied without a change here. One JSON text per table, made by the database.
 */
export function takeSnapshot(db: Database): Promise<Snapshot> {
  return db.readSnapshot(async (connection) => {
    const migrations = (
      await connection.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name')
    ).map((row) => row.name);
    const tables: Snapshot['tables'] = {};
    for (const name of await tableNames(connection)) {
      if (PASSING_TABLES.has(name) || KEPT_BY_TRIGGERS.has(name)) continue;
      const [row] = await connection.query<{ rows: string }>(
        `SELECT coalesce(json_agg(t), '[]')::text AS rows FROM (SELECT ${await writtenColumns(connection, name)} FROM "${name}") t`,
      );
      tables[name] = JSON.parse(row?.rows ?? '[]') as unknown[];
    }
    return { format: 'sakina-backup', version: 1, takenAt: new Date().toISOString(), migrations, tables };
  });
}

/** Whether `value` has a snapshot's shape (a decrypted file is still checked before use). */
export function isSnapshot(value: unknown): value is Snapshot {
  if (typeof value !== 'object' || value === null) return false;
  const snapshot = value as Partial<Snapshot>;
  return (
    snapshot.format === 'sakina-backup' &&
    snapshot.version === 1 &&
    Array.isArray(snapshot.migrations) &&
    snapshot.migrations.every((name) => typeof name === 'string') &&
    typeof snapshot.tables === 'object' &&
    snapshot.tables !== null &&
    Object.values(snapshot.tables).every(Array.isArray)
  );
}

/** Tables in an order where each comes after those its foreign keys point to. */
async function insertOrder(db: Querier, tables: string[]): Promise<string[]> {
  const keys = await db.query<{ from: string; to: string }>(
    `SELECT c.conrelid::regclass::text AS "from", c.confrelid::regclass::text AS "to"
     FROM pg_constraint c WHERE c.contype = 'f'`,
  );
  const ordered: string[] = [];
  const visit = (table: string, path: Set<string>) => {
    if (ordered.includes(table) || path.has(table)) return;
    path.add(table);
    for (const key of keys) if (key.from === table && key.to !== table) visit(key.to, path);
    if (tables.includes(table)) ordered.push(table);
  };
  for (const table of tables) visit(table, new Set());
  return ordered;
}

/** Throws when `snapshot` was made under migrations this version does not know (checked before anything is opened). */
export function refuseNewerSnapshot(snapshot: Snapshot) {
  const known = migrationNames();
  const unknown = snapshot.migrations.filter((name) => !known.includes(name));
  if (unknown.length > 0)
    throw new Error(`The backup was made by a newer version (migrations ${unknown.join(', ')}): update first.`);
}

/**
 * Restores `snapshot` into an empty database: its schema as it was, its rows in one transaction,
 * the id counters past the highest id, then this version's later migrations (which carry the rows
 * forward as they would have on a running server). Answers the rows restored per table.
 */
export async function restoreSnapshot(db: Database, snapshot: Snapshot): Promise<Record<string, number>> {
  refuseNewerSnapshot(snapshot);
  if ((await tableNames(db)).length > 0)
    throw new Error('The database is not empty: restore into a new DATA_DIR or an empty database.');

  await migrate(db, { only: snapshot.migrations });
  const present = await tableNames(db);
  const missing = Object.keys(snapshot.tables).filter((name) => !present.includes(name));
  if (missing.length > 0) throw new Error(`The backup holds tables this schema lacks: ${missing.join(', ')}.`);

  const order = await insertOrder(db, Object.keys(snapshot.tables));
  await db.withConnection(async (connection) => {
    await connection.exec('BEGIN');
    try {
      for (const name of order) {
        const columns = await writtenColumns(connection, name);
        await connection.query(
          `INSERT INTO "${name}" (${columns}) SELECT ${columns} FROM json_populate_recordset(NULL::"${name}", $1::json)`,
          [JSON.stringify(snapshot.tables[name])],
        );
      }
      const counters = await connection.query<{ table: string; column: string }>(
        `SELECT table_name AS "table", column_name AS "column" FROM information_schema.columns
         WHERE table_schema = 'public' AND column_default LIKE 'nextval(%'`,
      );
      for (const { table, column } of counters)
        await connection.query(
          `SELECT setval(pg_get_serial_sequence($1, $2), coalesce((SELECT max("${column}") FROM "${table}"), 0) + 1, false)`,
          [table, column],
        );
      await connection.exec('COMMIT');
    } catch (error) {
      await connection.exec('ROLLBACK');
      throw error;
    }
  });
  await migrate(db);
  return Object.fromEntries(order.map((name) => [name, snapshot.tables[name]?.length ?? 0]));
}
