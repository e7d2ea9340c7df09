import { CENTRE_NAME } from '#contracts/centre-name';
import { callReminder, callReminderSubject } from '#contracts/rules/call-reminder';
import type { Database } from '../db/database';
import { mailFamily, recipientOf, type NoticeSenders, type RecipientRow } from '../notices/family-notices';
import { familyZone } from './bookings-store';

interface DueRow extends RecipientRow {
  id: string;
  starts_at: Date | string;
  time_zone: string | null;
  phone_country: string;
}

/**
 * Sends the reminders that are due, each taken by one statement (so of several instances only one
 * sends it) and marked sent before it goes: at most once, never twice. A reminder whose call has
 * begun (the server was down at its time) is dropped. One the mail server refuses is marked failed,
 * for the staff to see on the item, and `warn` is told its error code (never the address).
 */
export async function sendDueReminders(db: Database, send: NoticeSenders, warn: (code: unknown) => void) {
  const due = await db.query<DueRow>(
    `WITH taken AS (
       UPDATE bookings
       SET reminder = CASE WHEN starts_at > now() THEN 'sent' END,
           reminder_at = CASE WHEN starts_at > now() THEN now() END
       WHERE reminder = 'planned' AND reminder_at <= now()
       RETURNING id, reference, starts_at, reminder
     )
     SELECT taken.id, taken.reference, taken.starts_at, e.email, e.language, e.name_centre, e.time_zone, e.phone_country
     FROM taken JOIN enquiries e ON e.reference = taken.reference
     WHERE taken.reminder = 'sent'`,
  );
  for (const row of due) {
    const startsAt = new Date(row.starts_at);
    await mailFamily(send, recipientOf(row), (discretion) => ({
      subject: callReminderSubject(discretion, CENTRE_NAME),
      text: callReminder(discretion, CENTRE_NAME, startsAt, familyZone(row)),
    })).catch(async (error: unknown) => {
      warn((error as { code?: unknown }).code);
      await db.query(`UPDATE bookings SET reminder = 'failed' WHERE id = $1`, [row.id]);
    });
  }
}
