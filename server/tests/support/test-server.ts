import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../app';
import { COMMAND_LINE } from '../../audit/audit-log';
import { issueEnrolmentLink, newLinkToken } from '../../auth/enrolment-links';
import { readConfig, type ServerConfig } from '../../config/config';
import type { Database } from '../../db/database';
import type { Notify } from '../../forms/notify';
import { offerEnrolmentLinks } from '../../harness/staff-client';
import { readSecurityHeaders } from '../../http/security-headers';
import { loadSite } from '../../site/site-files';
import { fixtureSite } from './fixture-site';
import { createTestDatabase, type TestDatabase } from './test-database';

export interface TestServer {
  url: string;
  /** Every route the app registered (method and URL pattern). */
  routes: { method: string; url: string }[];
  close: () => Promise<void>;
}

/** The real app on a free loopback port, over `db` and the build in `distDir`. */
export async function startTestServer(
  db: Database,
  distDir: string,
  overrides: Partial<ServerConfig> = {},
  notify: Notify | null = null,
): Promise<TestServer> {
  // Its own withdrawals journal, not the repository's data folder's.
  const journalDir = mkdtempSync(path.join(tmpdir(), 'sakina-journal-'));
  const config = {
    ...readConfig({}),
    distDir,
    withdrawalJournal: path.join(journalDir, 'withdrawals.journal'),
    ...overrides,
  };
  const app = buildApp({
    config,
    db,
    site: loadSite(distDir),
    securityHeaders: readSecurityHeaders(),
    notify,
    logLevel: 'silent',
  });
  const routes: TestServer['routes'] = [];
  app.addHook('onRoute', ({ method, url }) => {
    for (const one of [method].flat()) routes.push({ method: one, url });
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  // An account with no second factor enrols from a link, as an admin's `staff reset-2fa` issues it.
  const stopOffering = offerEnrolmentLinks(url, async (email) => {
    const token = newLinkToken();
    return (await issueEnrolmentLink(db, email, token, COMMAND_LINE)) ? token : null;
  });
  return {
    url,
    routes,
    close: async () => {
      stopOffering();
      await app.close();
      rmSync(journalDir, { recursive: true, force: true });
    },
  };
}

/**
 * The real app on a fresh database for the tests of one describe block: started before them
 * (after `prepare`, which may add accounts), closed and removed after. Read its fields in the tests.
 */
export function useTestServer(
  overrides: Partial<ServerConfig> = {},
  prepare: (db: Database) => Promise<unknown> = async () => undefined,
) {
  const handle = {} as { database: TestDatabase; server: TestServer };
  beforeAll(async () => {
    handle.database = await createTestDatabase();
    await prepare(handle.database.db);
    handle.server = await startTestServer(handle.database.db, fixtureSite(), overrides);
  });
  afterAll(async () => {
    await handle.server?.close();
    await handle.database?.drop();
  });
  return handle;
}
