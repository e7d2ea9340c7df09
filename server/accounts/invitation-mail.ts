import nodemailer from 'nodemailer';
import { INVITATION_HOURS } from '#contracts/accounts';
import type { Language } from '#contracts/languages';
import type { SmtpConfig } from '../config/config';

/** Sends an invitation's link to the new member, in the invitation's language. */
export type SendInvitation = (to: { email: string; name: string; language: Language }, link: string) => Promise<void>;

const arabicDigits = (value: number) => value.toLocaleString('ar-EG');

/** The email's words: who invites, what to do, how long the link lasts; nothing else about the centre's work. */
export function invitationText(language: Language, name: string, link: string) {
  if (language === 'ar')
    return {
      subject: 'دعوة إلى مساحة فريق سكينة',
      text: [
        `مرحبًا ${name}،`,
        '',
        'دُعيت إلى الانضمام إلى فريق سكينة للعافية. افتح الرابط التالي لتضع كلمة مرورك وتفعّل التحقق الثاني:',
        '',
        link,
        '',
        `يصلح الرابط مرة واحدة خلال ${arabicDigits(INVITATION_HOURS)} ساعة. إن لم تكن تنتظر هذه الدعوة فتجاهل هذه الرسالة.`,
      ].join('\n'),
    };
  return {
    subject: 'Your invitation to the Sakina staff area',
    text: [
      `Hello ${name},`,
      '',
      'You have been invited to join the Sakina Wellness team. Open this link to set your password and your second factor:',
      '',
      link,
      '',
      `The link works once, within ${INVITATION_HOURS} hours. If you did not expect this invitation, ignore this email.`,
    ].join('\n'),
  };
}

/** One email to one staff member. */
export type SendStaffMail = (to: string, message: { subject: string; text: string }) => Promise<void>;

/** `Sakina Wellness <team@…>` → `team@…`: a display name says whose mail it is before it is opened. */
export const bareAddress = (from: string) => /<([^<>]+)>\s*$/.exec(from)?.[1]?.trim() ?? from.trim();

/**
 * The sender of a notice to a family that did not allow the centre's name: FAMILY_MAIL_FROM (an
 * address whose name and domain do not name the centre), else MAIL_FROM without its display name.
 */
export const discreetSmtp = (smtp: SmtpConfig): SmtpConfig => ({
  ...smtp,
  from: smtp.familyFrom ?? bareAddress(smtp.from),
});

/**
 * Emails to staff over SMTP (invitations, enrolment links). A server that does not answer fails
 * the send within seconds, so the admin's page is never kept waiting long (the link is shown to
 * pass on either way).
 */
export function staffMailer(smtp: SmtpConfig): SendStaffMail {
  const transport = nodemailer.createTransport({
    url: smtp.url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 15_000,
  });
  return async (to, { subject, text }) => {
    await transport.sendMail({ from: smtp.from, to, subject, text });
  };
}

/** Invitation emails over SMTP. */
export function invitationMailer(smtp: SmtpConfig): SendInvitation {
  const send = staffMailer(smtp);
  return (to, link) => send(to.email, invitationText(to.language, to.name, link));
}
