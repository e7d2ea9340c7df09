import type { FastifyRequest } from 'fastify';
import { CENTRE_NAME } from '#contracts/centre-name';
import { FAMILY_LINK_FRAGMENT, FAMILY_LINK_MINUTES, familyLinkMail } from '#contracts/family-link';
import { paths } from '#contracts/routes';
import { noticeRoute } from '#contracts/rules/message-notice';
import { actorParams, auditStep } from '../audit/audit-log';
import { hashLinkToken, linkSite, newLinkToken } from '../auth/enrolment-links';
import type { ServerConfig } from '../config/config';
import type { Database } from '../db/database';
import { named } from '../db/sql';
import { INBOX_UNION } from '../items/inbox-rows';
import { noticeTargetOf, type NoticeSenders } from '../notices/family-notices';
import { FAMILY } from '../withdrawal/withdrawal-store';

/**
 * Where a family's link points: for a family who asked not to be named, the neutral FAMILY_LINK_URL
 * (the site's own address names the centre), which production needs; else the site's.
 */
function linkBase(
  config: Pick<ServerConfig, 'production' | 'publicUrl' | 'familyLinkUrl'>,
  request: FastifyRequest,
  nameCentre: boolean,
) {
  if (nameCentre) return linkSite(config, request);
  return config.familyLinkUrl ?? (config.production ? null : linkSite(config, request));
}

/**
 * Sends a sign-in link for `reference` when the family's rules allow it at `now`: email is the
 * channel they chose, they gave an address, it is within their days and hours, and, when they asked
 * not to be named, there is a neutral address for the link. The link is stored (its hash only, for
 * FAMILY_LINK_MINUTES) and audited as the family's in one statement, then mailed. Answers whether
 * it went; the caller answers the same either way.
 */
export async function sendFamilyLink(
  db: Database,
  reference: string,
  {
    config,
    request,
    send,
    now,
  }: { config: ServerConfig; request: FastifyRequest; send: NoticeSenders | null; now: Date },
): Promise<boolean> {
  const found = await noticeTargetOf(db, reference);
  if (!found || noticeRoute(found.target, now, send !== null).state !== 'emailed' || !send) return false;
  const { recipient } = found;
  const base = linkBase(config, request, recipient.nameCentre);
  if (!base || !recipient.email) return false;
  const token = newLinkToken();
  await db.query(
    ...named(
      `WITH expired AS (DELETE FROM family_sign_in_links WHERE expires_at <= now()),
       issued AS (
         INSERT INTO family_sign_in_links (token_hash, reference, expires_at)
         VALUES (:hash, :reference, now() + make_interval(mins => :minutes::int)) RETURNING reference
       ), ${auditStep('audited', 'family-link-sent', 'issued', { about: 'reference' })}
       SELECT reference FROM issued`,
      { hash: hashLinkToken(token), reference, minutes: FAMILY_LINK_MINUTES, ...actorParams(FAMILY) },
    ),
  );
  const mail = familyLinkMail(recipient, CENTRE_NAME, `${base}${paths.login}#${FAMILY_LINK_FRAGMENT}${token}`);
  await (recipient.nameCentre ? send.named : send.discreet)(recipient.email, mail);
  return true;
}

/**
 * Uses a link: the enquiry it opens, once, while it lasts and the enquiry is still held; null for a
 * link used, expired or unknown, or an enquiry gone (withdrawn links go with it; expired ones age out).
 */
export async function takeFamilyLink(db: Database, token: string): Promise<string | null> {
  const [row] = await db.query<{ reference: string }>(
    `DELETE FROM family_sign_in_links link WHERE token_hash = $1 AND expires_at > now()
       AND EXISTS (SELECT 1 FROM ${INBOX_UNION} WHERE inbox.reference = link.reference)
     RETURNING reference`,
    [hashLinkToken(token)],
  );
  return row?.reference ?? null;
}
