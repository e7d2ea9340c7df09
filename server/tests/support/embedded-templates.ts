import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../db/database';
import { migrate } from '../../db/migrate';

declare module 'vitest' {
  interface ProvidedContext {
    /** Closed embedded data folders that each test database starts as a copy of. */
    embeddedTemplates: { empty: string; migrated: string } | null;
  }
}

/**
 * Vitest's global setup for the server tests on the embedded database: a new data folder costs PGlite a
 * cluster's creation (5–18 s on this machine), so it is made once, closed, and each test database is a copy
 * of it (under a second). The copies are the same files a fresh start would write.
 */
export default async function setup({ provide }: TestProject) {
  if (process.env.TEST_DATABASE_URL?.trim()) {
    provide('embeddedTemplates', null);
    return;
  }
  const root = mkdtempSync(path.join(tmpdir(), 'sakina-templates-'));
  const empty = path.join(root, 'empty');
  const migrated = path.join(root, 'migrated');
  await (await openDatabase({ databaseUrl: null, dataDir: empty })).close();
  cpSync(empty, migrated, { recursive: true });
  const db = await openDatabase({ databaseUrl: null, dataDir: migrated });
  await migrate(db);
  await db.close();
  provide('embeddedTemplates', { empty, migrated });
  return () => rmSync(root, { recursive: true, force: true });
}
