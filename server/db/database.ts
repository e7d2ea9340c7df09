import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock';
import { DURABLE_START_PARAMS, fsyncToDisk } from './pglite-fsync';
import { makePrivate } from './private-files';

/** One SQL interface over both databases, so every query is written once. */
export interface Database {
  kind: 'embedded' | 'postgres';
  query<Row>(sql: string, params?: unknown[]): Promise<Row[]>;
  /** Runs a script of several statements (migrations). */
  exec(sql: string): Promise<void>;
  /** Runs `work` on one connection (a transaction needs one). */
  withConnection<T>(work: (connection: Pick<Database, 'query' | 'exec'>) => Promise<T>): Promise<T>;
  /** Runs `work`'s reads on one unchanging view of the data while writes go on (a backup). */
  readSnapshot<T>(work: (connection: Pick<Database, 'query'>) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/**
 * PGlite (PostgreSQL in WebAssembly) over files in `dataDir`. Each top-level `query` waits
 * until its writes reach the files before it resolves (PGlite's default, not relaxed
 * durability), and its commit is fsynced (pglite-fsync.ts), so an answered write survives
 * `kill -9` and a power cut. `pg.transaction()` does not wait
 * (electric-sql/pglite#1065), so writes here are single statements.
 */
async function openEmbedded(dataDir: string): Promise<Database> {
  // The files hold families' names and messages (the WAL too): no other local user may read them.
  makePrivate(dataDir);
  const unlock = lockDataDir(dataDir);
  let db: PGlite;
  try {
    db = await PGlite.create(dataDir, {
      relaxedDurability: false,
      startParams: DURABLE_START_PARAMS,
      // The inbox's search indexes (migration 024), as PostgreSQL's contrib has it.
      extensions: { fsyncToDisk, pg_trgm },
    });
    // A recycled WAL segment keeps the bytes it held: a finished one is removed instead, so
    // what retention deleted leaves the folder at the next checkpoint (erase-traces.ts).
    await db.exec('SET wal_recycle = off');
  } catch (error) {
    unlock();
    throw error;
  }
  // PGlite gives the files it unpacks or writes at start-up (the relation cache) mode 0666 / 0644.
  makePrivate(dataDir);
  const connection = {
    query: async <Row>(sql: string, params: unknown[] = []) => (await db.query<Row>(sql, params)).rows,
    exec: async (sql: string) => {
      await db.exec(sql);
    },
  };
  return {
    kind: 'embedded',
    ...connection,
    // One connection only, and PGlite queues calls on it.
    withConnection: (work) => work(connection),
    // PGlite runs a transaction alone: other queries wait for it, so it sees one state.
    readSnapshot: (work) =>
      db.transaction((tx) =>
        work({ query: async <Row>(sql: string, params: unknown[] = []) => (await tx.query<Row>(sql, params)).rows }),
      ),
    close: async () => {
      await db.close();
      makePrivate(dataDir);
      unlock();
    },
  };
}

function openPostgres(url: string): Database {
  // No JIT: it compiles a statement the planner guesses costly in ~0.6 s, which a short read never
  // earns back (a list over 100,000 items took 590 ms instead of 6; ADR 024).
  const pool = new pg.Pool({ connectionString: url, max: 10, options: '-c jit=off' });
  // An idle connection the server drops must not take the process with it.
  pool.on('error', (error) => console.error(`database connection error: ${error.message}`));
  return {
    kind: 'postgres',
    query: async <Row>(sql: string, params: unknown[] = []) => (await pool.query(sql, params)).rows as Row[],
    exec: async (sql) => {
      await pool.query(sql);
    },
    withConnection: async (work) => {
      const client = await pool.connect();
      try {
        return await work({
          query: async <Row>(sql: string, params: unknown[] = []) => (await client.query(sql, params)).rows as Row[],
          exec: async (sql: string) => {
            await client.query(sql);
          },
        });
      } finally {
        client.release();
      }
    },
    readSnapshot: async (work) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
        const result = await work({
          query: async <Row>(sql: string, params: unknown[] = []) => (await client.query(sql, params)).rows as Row[],
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/** PostgreSQL when `databaseUrl` is set, otherwise the embedded database in `dataDir`. */
export const openDatabase = ({ databaseUrl, dataDir }: { databaseUrl: string | null; dataDir: string }) =>
  databaseUrl ? Promise.resolve(openPostgres(databaseUrl)) : openEmbedded(dataDir);
