import type { FastifyInstance } from 'fastify';
import { CENTRE_NAME } from '#contracts/centre-name';
import type { Language } from '#contracts/languages';
import {
  messageNotice,
  messageNoticeSubject,
  type Discretion,
  type NoticeTarget,
} from '#contracts/rules/message-notice';
import { referenceKind } from '#contracts/reference';
import { discreetSmtp, staffMailer, type SendStaffMail } from '../accounts/invitation-mail';
import type { SmtpConfig } from '../config/config';
import type { Database } from '../db/database';
import { familyWindowOf } from '../items/contact-rules';
import { INBOX_UNION, TABLES } from '../items/inbox-rows';

/** Whom a notice goes to and in which words: the item's email, language and leave to name the centre. */
export interface NoticeRecipient {
  reference: string;
  email: string | null;
  language: Language;
  nameCentre: boolean;
}

export interface RecipientRow {
  reference: string;
  email: string | null;
  language: string;
  name_centre: boolean | null;
}

export const recipientOf = (row: RecipientRow): NoticeRecipient => ({
  reference: row.reference,
  email: row.email,
  language: row.language === 'ar' ? 'ar' : 'en',
  // A contact message, or an enquiry from before the choice existed, names nothing.
  nameCentre: row.name_centre === true,
});

/** What the notice rule reads of an item, and to whom it would go; null when no such item. */
export async function noticeTargetOf(
  db: Database,
  reference: string,
): Promise<{ target: NoticeTarget; recipient: NoticeRecipient } | null> {
  const [row] = await db.query<RecipientRow & { contact_method: string | null }>(
    `SELECT * FROM ${INBOX_UNION} WHERE inbox.reference = $1`,
    [reference],
  );
  if (!row) return null;
  return {
    target: { channel: row.contact_method, email: row.email, window: familyWindowOf(row) },
    recipient: recipientOf(row),
  };
}

/** The two senders of notices: the centre's own, and the discreet one (invitation-mail.ts `discreetSmtp`). */
export interface NoticeSenders {
  named: SendStaffMail;
  discreet: SendStaffMail;
}

/** The senders over `smtp`; null without a mail server. */
export const noticeSenders = (smtp: SmtpConfig | null): NoticeSenders | null =>
  smtp ? { named: staffMailer(smtp), discreet: staffMailer(discreetSmtp(smtp)) } : null;

/** Sends `mail` to the family: from the centre's own address only with their leave to name it. */
export async function mailFamily(
  senders: NoticeSenders,
  recipient: NoticeRecipient,
  mail: (discretion: Discretion) => { subject: string; text: string },
) {
  if (!recipient.email) return;
  const discretion = { nameCentre: recipient.nameCentre, language: recipient.language };
  await (recipient.nameCentre ? senders.named : senders.discreet)(recipient.email, mail(discretion));
}

/** Sends the notice: no word of the message, and the centre's name only with the family's leave. */
export const sendNotice = (senders: NoticeSenders, recipient: NoticeRecipient) =>
  mailFamily(senders, recipient, (discretion) => ({
    subject: messageNoticeSubject(discretion, CENTRE_NAME),
    text: messageNotice(discretion, CENTRE_NAME),
  }));

/**
 * The notices held until the family's hours that are due now: each is taken by one statement (so
 * of several instances only one sends it), recorded in the item's history as sent, then sent.
 */
export async function sendDueNotices(db: Database, send: NoticeSenders, warn: (reference: string) => void) {
  for (const table of Object.values(TABLES)) {
    const due = await db.query<RecipientRow>(
      `WITH due AS (
         UPDATE ${table} SET notice_due_at = NULL WHERE notice_due_at <= now()
         RETURNING reference, email, language, ${table === TABLES.enquiry ? 'name_centre' : 'NULL::boolean AS name_centre'}
       ), noted AS (
         INSERT INTO inbox_events (reference, by_name, type, notice) SELECT reference, '', 'notice', 'emailed' FROM due
       )
       SELECT * FROM due`,
    );
    for (const row of due)
      await sendNotice(send, recipientOf(row)).catch(() => {
        warn(row.reference);
        if (referenceKind(row.reference))
          return db.query(
            `INSERT INTO inbox_events (reference, by_name, type, notice) VALUES ($1, '', 'notice', 'notSent')`,
            [row.reference],
          );
      });
  }
}

/** How often due notices and reminders are looked for: a family's hour opens at most this late. */
const SWEEP_EVERY_MS = 60_000;

/** Runs `sweep` each minute while `app` runs; a failure is logged by its code only (a mail server's message may quote an address). */
export function sweepEachMinute(app: FastifyInstance, what: string, sweep: () => Promise<void>) {
  const run = () =>
    sweep().catch((error: unknown) => app.log.warn({ code: (error as { code?: unknown }).code }, `${what} failed`));
  const timer = setInterval(() => void run(), SWEEP_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
