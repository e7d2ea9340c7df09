import type { Language } from '#contracts/languages';
import { inboxItemPath } from '#contracts/routes';
import { staffMailer } from '../accounts/invitation-mail';
import type { SmtpConfig } from '../config/config';
import type { Database } from '../db/database';

/** The words of "this item is yours now": its reference, who gave it and where it opens; nothing the family wrote. */
export function assignmentText(language: Language, reference: string, by: string, link: string) {
  if (language === 'ar')
    return {
      subject: `أُسند إليك ${reference}`,
      text: [
        `أسند إليك ${by} الاستفسار ${reference} في صندوق الوارد.`,
        '',
        `افتحه بعد تسجيل الدخول: ${link}`,
        '',
        'لا تحمل هذه الرسالة أي بيانات شخصية، عن قصد.',
      ].join('\n'),
    };
  return {
    subject: `${reference} was assigned to you`,
    text: [
      `${by} assigned ${reference} to you in the admissions inbox.`,
      '',
      `Sign in to open it: ${link}`,
      '',
      'This email carries no personal details on purpose.',
    ].join('\n'),
  };
}

/**
 * Tells a colleague, in their language, that an item was given to them (issue 31): an enabled member
 * only, and never the one who took it for themselves.
 */
export function assignmentMailer(smtp: SmtpConfig, db: Database, publicUrl: string) {
  const send = staffMailer(smtp);
  return async (to: string, reference: string, by: string) => {
    const [reader] = await db.query<{ email: string; language: string }>(
      'SELECT email, language FROM staff WHERE id = $1::bigint AND NOT disabled',
      [to],
    );
    if (!reader) return;
    const link = `${publicUrl}${inboxItemPath(reference)}`;
    await send(reader.email, assignmentText(reader.language === 'ar' ? 'ar' : 'en', reference, by, link));
  };
}
