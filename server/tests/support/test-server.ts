import { buildApp } from '../../app';
import { readConfig, type ServerConfig } from '../../config';
import type { Database } from '../../db/database';
import type { Notify } from '../../forms/notify';
import { readSecurityHeaders } from '../../http/security-headers';
import { loadSite } from '../../site/site-files';

export interface TestServer {
  url: string;
  close: () => Promise<void>;
}

/** The real app on a free loopback port, over `db` and the build in `distDir`. */
export async function startTestServer(
  db: Database,
  distDir: string,
  overrides: Partial<ServerConfig> = {},
  notify: Notify | null = null,
): Promise<TestServer> {
  const config = { ...readConfig({}), distDir, ...overrides };
  const app = buildApp({
    config,
    db,
    site: loadSite(distDir),
    securityHeaders: readSecurityHeaders(),
    notify,
    logLevel: 'silent',
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { url, close: () => app.close() };
}
