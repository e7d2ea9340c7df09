import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from './app';
import { readConfig } from './config';
import { openDatabase } from './db/database';
import { migrate } from './db/migrate';
import { enquiryNotifier } from './forms/notify';
import { readSecurityHeaders } from './http/security-headers';
import { scheduleRetention } from './retention';
import { loadSite } from './site/site-files';

/** A start that cannot work says why in one line, not a stack trace. */
function refuse(error: unknown): never {
  console.error(`Not starting: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

let config: ReturnType<typeof readConfig>;
try {
  config = readConfig();
} catch (error) {
  refuse(error);
}
if (!existsSync(path.join(config.distDir, 'index.html'))) {
  console.error(`No built site in ${config.distDir}: run "npm run build" first (npm start does).`);
  process.exit(1);
}

const db = await openDatabase(config).catch(refuse);
const applied = await migrate(db);
const app = buildApp({
  config,
  db,
  site: loadSite(config.distDir),
  securityHeaders: readSecurityHeaders(),
  notify: config.smtp ? enquiryNotifier(config.smtp, config.publicUrl) : null,
  logLevel: process.env.LOG_LEVEL,
});

app.log.info(
  {
    database: db.kind === 'embedded' ? `embedded, in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)',
    migrations: applied,
  },
  'database ready',
);
if (!config.smtp) app.log.info('SMTP_URL is not set: new enquiries are stored, and no email is sent.');
const stopRetention = scheduleRetention(db, config.rateLimit.windowSeconds, (message) => app.log.info(message));

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  app.log.info(`${signal}: finishing requests in progress, then stopping`);
  stopRetention();
  await app.close();
  await db.close();
  process.exit(0);
}
process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('SIGINT', () => void stop('SIGINT'));

await app.listen({ port: config.port, host: config.host });
