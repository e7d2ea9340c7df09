import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { ENROLMENT_LINK_HOURS } from '#contracts/enrolment-link';
import { LANGUAGES, type Language } from '#contracts/languages';
import { STAFF_ROLES } from '#contracts/roles';
import { ENROL_PATH } from '#contracts/routes';
import { actorParams, auditStep, type Actor } from '../audit/audit-log';
import type { ServerConfig } from '../config/config';
import type { Database } from '../db/database';
import { named, sqlList } from '../db/sql';
import { hashCookieId } from './cookies';
import { normaliseEmail, type AccountKey } from './staff';

type Querier = Pick<Database, 'query'>;

/**
 * A one-time link's token (an invitation's or an enrolment link's): 32 random bytes in base64url
 * (43 characters). Only its SHA-256 is stored.
 */
export const newLinkToken = () => randomBytes(32).toString('base64url');
export const hashLinkToken = hashCookieId;

/**
 * Where a link's pages are (an invitation's, an enrolment link's): PUBLIC_URL in production;
 * elsewhere (development, tests) the origin of the page that asked, which the HTTP shell has
 * checked is this site's or an allowed one.
 */
export const linkSite = (config: Pick<ServerConfig, 'production' | 'publicUrl'>, request: FastifyRequest) =>
  config.production ? config.publicUrl : (request.headers.origin ?? config.publicUrl);

/** An enrolment link's address: its page on `site`, the token in the fragment (no server log or Referer carries it). */
export const enrolmentLinkAddress = (site: string, token: string) => `${site}${ENROL_PATH}#${token}`;

/** The values of `issueEnrolmentLinkSteps`' names. */
export const enrolmentLinkValues = (token: string) => ({
  linkHash: hashLinkToken(token),
  linkHours: ENROLMENT_LINK_HOURS,
});

/**
 * Steps of a statement that give each row of `source` (columns `id`, `account`) a new enrolment
 * link, valid ENROLMENT_LINK_HOURS, replacing the one it had, with its audit entry. Each step is
 * followed by a comma; `link` answers `expires_at`. Needs `enrolmentLinkValues` and the actor's names.
 */
export const issueEnrolmentLinkSteps = (source: string) => `link AS (
         INSERT INTO enrolment_links (staff_id, token_hash, expires_at)
         SELECT id, :linkHash::text, now() + make_interval(hours => :linkHours::int) FROM ${source}
         ON CONFLICT (staff_id) DO UPDATE
           SET token_hash = excluded.token_hash, created_at = now(), expires_at = excluded.expires_at
         RETURNING staff_id, expires_at
       ), ${auditStep('link_audit', 'enrolment-link-issued', source, { about: 'account' })},`;

/**
 * A new enrolment link for an enabled account with no second factor (a new account from the
 * command line), with its audit entry: its expiry, or null when there is no such account.
 */
export async function issueEnrolmentLink(
  db: Querier,
  account: AccountKey,
  token: string,
  actor: Actor,
): Promise<{ expiresAt: string } | null> {
  const byId = typeof account !== 'string';
  const [row] = await db.query<{ expires_at: Date | string }>(
    ...named(
      `WITH owner AS (
         SELECT id, email AS account FROM staff
         WHERE ${byId ? 'id = :account::bigint' : 'email = :account::text'} AND NOT disabled AND totp_secret IS NULL
       ), ${issueEnrolmentLinkSteps('owner')}
       done AS (SELECT 1)
       SELECT expires_at FROM link`,
      {
        ...actorParams(actor),
        ...enrolmentLinkValues(token),
        account: byId ? account.id : normaliseEmail(account),
      },
    ),
  );
  return row ? { expiresAt: new Date(row.expires_at).toISOString() } : null;
}

/** The account an open enrolment link is for. */
export interface LinkOwner {
  staffId: string;
  email: string;
  name: string;
  language: Language;
  passwordHash: string;
}

/**
 * Whose an open link is: not expired or replaced, of an enabled account with a role this version
 * knows and still no second factor. Null for anything else, alike.
 */
export async function findEnrolmentLink(db: Querier, token: string): Promise<LinkOwner | null> {
  const [row] = await db.query<LinkOwner>(
    `SELECT st.id::text AS "staffId", st.email, st.name, st.language, st.password_hash AS "passwordHash"
     FROM enrolment_links l JOIN staff st ON st.id = l.staff_id
     WHERE l.token_hash = $1 AND l.expires_at > now() AND NOT st.disabled AND st.totp_secret IS NULL
       AND st.role IN ${sqlList(STAFF_ROLES)}`,
    [hashLinkToken(token)],
  );
  if (!row) return null;
  return { ...row, language: LANGUAGES.includes(row.language) ? row.language : 'en' };
}

/** When the link issued last for an account ends (for the answer that shows it). */
export async function enrolmentLinkExpiry(db: Querier, staffId: string): Promise<string> {
  const [row] = await db.query<{ expires_at: Date | string }>(
    'SELECT expires_at FROM enrolment_links WHERE staff_id = $1::bigint',
    [staffId],
  );
  if (!row) throw new Error('The account has no enrolment link.');
  return new Date(row.expires_at).toISOString();
}
