import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from './app';
import { readConfig } from './config/config';
import { openDatabase } from './db/database';
import { migrateAsOwner } from './db/migrate';
import { DEMO_ACCOUNT, productionAccounts, seedDemo } from './demo/demo';
import { enquiryNotifier } from './forms/notify';
import { readSecurityHeaders } from './http/security-headers';
import { prepareNewItems } from './inbox/prepare-items';
import { scheduleRetention } from './retention/retention';
import { loadSite } from './site/site-files';
import { listenAdminSocket } from './admin/admin-socket';

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
const applied = await migrateAsOwner(db, config.migrationDatabaseUrl);
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
if (config.demo) {
  await seedDemo(db);
  app.log.warn(
    `Demo mode (DEMO=true), on ${config.host} only: demo account ${DEMO_ACCOUNT.email} / ${DEMO_ACCOUNT.password} (the inbox only, from this machine only; it signs in without a second factor, every other account enrols one) and sample enquiries. Without DEMO=true it is off.`,
  );
} else {
  if (config.demoOffForHost)
    app.log.warn(
      `HOST=${config.host} reaches beyond this machine, so demo mode is off: no demo account (its password is published) and no sample enquiries.`,
    );
  for (const line of await productionAccounts(db)) app.log.info(line);
}
// Items stored just before a stop, and the demo samples, get their clock and duplicate flags.
const prepared = await prepareNewItems(db, config.pipeline);
if (prepared > 0) app.log.info(`${prepared} inbox items prepared (clock, duplicate flags)`);
if (!config.smtp) app.log.info('SMTP_URL is not set: new enquiries are stored, and no email is sent.');
// With the embedded database, `npm run staff` reaches it through this process (README "Staff accounts").
const closeAdminSocket =
  db.kind === 'embedded'
    ? await listenAdminSocket(config.dataDir, db).catch((error: unknown) => {
        // Not fatal (e.g. a DATA_DIR path too long for a socket): the command then needs the server stopped.
        app.log.warn(
          { reason: error instanceof Error ? error.message : String(error) },
          'no admin socket: stop the server before running npm run staff',
        );
        return null;
      })
    : null;
const stopRetention = scheduleRetention(
  db,
  {
    auditMonths: config.auditRetentionMonths,
    rateWindowSeconds: config.rateLimit.windowSeconds,
    loginWindowSeconds: config.loginLimits.windowSeconds,
  },
  (message) => app.log.info(message),
);

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  app.log.info(`${signal}: finishing requests in progress, then stopping`);
  stopRetention();
  await app.close();
  await closeAdminSocket?.();
  await db.close();
  process.exit(0);
}
process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('SIGINT', () => void stop('SIGINT'));

await app.listen({ port: config.port, host: config.host });
