import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { AUDIT_RETENTION_MONTHS } from '#contracts/audit';
import { RETENTION_MONTHS } from '#contracts/retention';
import { PIPELINE_DEFAULTS } from '#contracts/rules/pipeline-rules';

/** The nearest folder from `folder` up that holds a package.json. */
function packageRoot(folder: string): string {
  if (existsSync(path.join(folder, 'package.json'))) return folder;
  const parent = path.dirname(folder);
  if (parent === folder) throw new Error('The server runs from no package: no package.json above it.');
  return packageRoot(parent);
}

/** The repository's root folder, whether the server runs from its sources (server/config/) or compiled (dist-server/). */
export const ROOT = packageRoot(path.dirname(fileURLToPath(import.meta.url)));

export interface SmtpConfig {
  url: string;
  from: string;
  to: string;
  /** The sender of notices to families who did not allow the centre's name; else `from`'s bare address. */
  familyFrom?: string;
}

export interface ServerConfig {
  port: number;
  host: string;
  /** The built site to serve. */
  distDir: string;
  /** The embedded database's folder; unused when `databaseUrl` is set. */
  dataDir: string;
  databaseUrl: string | null;
  /** PostgreSQL as the schema's owner, for the migrations only (deploy/README.md); null: `databaseUrl`. */
  migrationDatabaseUrl: string | null;
  /** Where each withdrawal's reference and time are appended, for a restore to apply again (withdrawal-journal.ts). */
  withdrawalJournal: string;
  /** Origins besides the request's own that may post forms (an API on its own domain). */
  allowedOrigins: string[];
  /** Trust `X-Forwarded-For` from these proxies (Fastify's `trustProxy`): behind nginx, `127.0.0.1`. */
  trustProxy: string | boolean;
  rateLimit: { max: number; windowSeconds: number };
  /** Where links in notification emails point, e.g. https://sakinawellness.com. */
  publicUrl: string;
  /**
   * A neutral address of this site (a domain that does not name the centre) for the sign-in links
   * of families who asked not to be named; null: such families get no link in production.
   */
  familyLinkUrl: string | null;
  smtp: SmtpConfig | null;
  /** NODE_ENV=production: session cookies are Secure, and demo mode is refused. */
  production: boolean;
  /** Demo mode: a demo staff account and sample enquiries (README "Demo mode"), on a loopback address only. */
  demo: boolean;
  /** Demo mode was asked for, but HOST reaches beyond this machine, so it is off. */
  demoOffForHost: boolean;
  loginLimits: LoginLimits;
  /**
   * Wrong second-factor codes one account may have per sign-in window, from any address: only a
   * password holder can send one, so this cap cannot lock the owner out without the password.
   */
  wrongCodeLimit: number;
  /** How long the audit trail is kept: longer than the enquiries it speaks of. */
  auditRetentionMonths: number;
  pipeline: PipelineSettings;
}

export interface LoginLimits {
  /** Sign-in attempts one account may have from one address per window; then 429 until the window ends. */
  perAccount: number;
  /** Sign-in attempts one address may have per window, whatever the accounts. */
  perAddress: number;
  windowSeconds: number;
}

export interface PipelineSettings {
  /** The first response is due this many minutes after arrival, counted within the centre's service hours. */
  firstResponseMinutes: number;
  /** After this many failed tries in a row, an item asks for a decision. */
  maxFailedAttempts: number;
}

type Env = Record<string, string | undefined>;

function integer(env: Env, name: string, fallback: number, min = 0): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) throw new Error(`${name} must be a whole number of at least ${min}.`);
  return value;
}

const list = (raw: string | undefined) =>
  (raw ?? '')
    .split(',')
    .map((item) => item.trim().replace(/\/+$/, ''))
    .filter(Boolean);

function trustProxy(raw: string | undefined): string | boolean {
  if (raw === undefined || raw === '' || raw === 'false') return false;
  return raw === 'true' ? true : raw;
}

function smtp(env: Env): SmtpConfig | null {
  const url = env.SMTP_URL?.trim();
  if (!url) return null;
  const to = env.ADMISSIONS_EMAIL?.trim();
  if (!to) throw new Error('SMTP_URL is set, so ADMISSIONS_EMAIL (who receives new enquiries) must be set too.');
  const familyFrom = env.FAMILY_MAIL_FROM?.trim();
  return { url, to, from: env.MAIL_FROM?.trim() || to, ...(familyFrom ? { familyFrom } : {}) };
}

/** Demo mode is on only when asked for (DEMO=true), and can never be on with NODE_ENV=production. */
function demo(env: Env, production: boolean): boolean {
  const raw = env.DEMO?.trim().toLowerCase();
  if (raw !== undefined && raw !== '' && raw !== 'true' && raw !== 'false')
    throw new Error('DEMO must be true or false.');
  if (production && raw === 'true')
    throw new Error(
      'DEMO=true and NODE_ENV=production: demo mode (a demo account with a public password) is never on in production.',
    );
  return !production && raw === 'true';
}

function migrationDatabaseUrl(env: Env): string | null {
  const url = env.MIGRATION_DATABASE_URL?.trim() || null;
  if (url && !env.DATABASE_URL?.trim())
    throw new Error(
      'MIGRATION_DATABASE_URL (the schema owner, for migrations) is set, so DATABASE_URL must be set too.',
    );
  return url;
}

/** Whether `host` is reachable from this machine only. */
const isLoopback = (host: string) => host === 'localhost' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host);

/** Reads the environment (README "Configuration"); a value that makes no sense stops the start. */
export function readConfig(env: Env = process.env): ServerConfig {
  const production = env.NODE_ENV?.trim() === 'production';
  const demoWanted = demo(env, production);
  // A demo's account has a published password: by default it listens on this machine only.
  const host = env.HOST?.trim() || (demoWanted ? '127.0.0.1' : '0.0.0.0');
  return {
    port: integer(env, 'PORT', 3000),
    host,
    distDir: path.resolve(ROOT, env.DIST_DIR?.trim() || 'dist'),
    dataDir: path.resolve(ROOT, env.DATA_DIR?.trim() || 'data'),
    withdrawalJournal: path.resolve(
      ROOT,
      env.WITHDRAWALS_JOURNAL?.trim() || path.join(env.DATA_DIR?.trim() || 'data', 'withdrawals.journal'),
    ),
    databaseUrl: env.DATABASE_URL?.trim() || null,
    migrationDatabaseUrl: migrationDatabaseUrl(env),
    allowedOrigins: list(env.ALLOWED_ORIGINS),
    trustProxy: trustProxy(env.TRUST_PROXY?.trim()),
    rateLimit: {
      max: integer(env, 'FORM_RATE_LIMIT', 5, 1),
      windowSeconds: integer(env, 'FORM_RATE_WINDOW_SECONDS', 600, 1),
    },
    publicUrl: (env.PUBLIC_URL?.trim() || 'https://sakinawellness.com').replace(/\/+$/, ''),
    familyLinkUrl: env.FAMILY_LINK_URL?.trim().replace(/\/+$/, '') || null,
    smtp: smtp(env),
    production,
    demo: demoWanted && isLoopback(host),
    demoOffForHost: demoWanted && !isLoopback(host),
    loginLimits: {
      perAccount: integer(env, 'LOGIN_FAILURE_LIMIT', 5, 1),
      perAddress: integer(env, 'LOGIN_FAILURE_LIMIT_PER_ADDRESS', 20, 1),
      windowSeconds: integer(env, 'LOGIN_FAILURE_WINDOW_SECONDS', 900, 1),
    },
    wrongCodeLimit: integer(env, 'LOGIN_CODE_FAILURE_LIMIT', 10, 1),
    auditRetentionMonths: integer(env, 'AUDIT_RETENTION_MONTHS', AUDIT_RETENTION_MONTHS, RETENTION_MONTHS + 1),
    pipeline: {
      firstResponseMinutes: integer(env, 'FIRST_RESPONSE_MINUTES', PIPELINE_DEFAULTS.firstResponseMinutes, 1),
      maxFailedAttempts: integer(env, 'MAX_FAILED_ATTEMPTS', PIPELINE_DEFAULTS.maxFailedAttempts, 1),
    },
  };
}
