import { afterAll, beforeAll } from 'vitest';
import { createTestDatabase, type TestDatabase } from './test-database';

/**
 * The set-up of a file whose server or script runs as a child process: one migrated database for the
 * file, left closed because the process opens it, dropped after the file. Call it inside the `describe`;
 * `env` is there once the tests run.
 */
export function processDatabase(): { readonly env: TestDatabase['env'] } {
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await createTestDatabase({ open: false });
  });
  afterAll(async () => {
    await database?.drop();
  });
  return {
    get env() {
      if (!database) throw new Error('processDatabase: the database is made in beforeAll; read env in a test');
      return database.env;
    },
  };
}
