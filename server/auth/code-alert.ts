import nodemailer from 'nodemailer';
import type { Language } from '#contracts/languages';
import type { SmtpConfig } from '../config/config';
import type { Database } from '../db/database';

/** What the alert is about: the account whose code step was paused, its cap and how long. */
export interface CodeLockout {
  staffId: string;
  name: string;
  email: string;
  wrongCodes: number;
  minutes: number;
}

interface Recipient {
  email: string;
  name: string;
  language: Language;
  /** Whether this is the account's own owner (else an admin). */
  owner: boolean;
}

const arabicDigits = (value: number) => value.toLocaleString('ar-EG');

/**
 * The alert's words, in the reader's language: what happened and what to do. Nothing of the
 * guesses (no code, no address): the audit trail holds those for the admins.
 */
export function codeLockoutText(reader: Recipient, lockout: CodeLockout) {
  const { name, email, wrongCodes, minutes } = lockout;
  if (reader.language === 'ar') {
    const what = `ثم أدخل ${arabicDigits(wrongCodes)} رموز تحقق غير صحيحة خلال ${arabicDigits(minutes)} دقيقة، فأُوقف تسجيل الدخول بالرمز إلى`;
    return reader.owner
      ? {
          subject: 'إيقاف مؤقت لتسجيل الدخول إلى حسابك في سكينة',
          text: [
            `مرحبًا ${reader.name}،`,
            '',
            `أدخل أحدهم كلمة المرور الصحيحة لحسابك (${email})، ${what} حسابك مدةً أقصاها ${arabicDigits(minutes)} دقيقة.`,
            '',
            'إن لم تكن أنت من حاول الدخول، فكلمة مرورك معروفة لشخص آخر: غيّرها من صفحة «حسابي» حالما تتمكن من الدخول، وأبلغ مسؤول النظام. وإن كنت أنت، فانتظر ثم أعد المحاولة بأحدث رمز يعرضه التطبيق.',
          ].join('\n'),
        }
      : {
          subject: 'تنبيه أمني: إيقاف مؤقت لتسجيل الدخول إلى حساب في سكينة',
          text: [
            `مرحبًا ${reader.name}،`,
            '',
            `أدخل أحدهم كلمة المرور الصحيحة لحساب ${name} (${email})، ${what} هذا الحساب مدةً أقصاها ${arabicDigits(minutes)} دقيقة.`,
            '',
            'إن لم يكن صاحب الحساب هو من حاول الدخول، فكلمة مروره معروفة لشخص آخر: اطلب منه تغييرها، أو أوقف الحساب من صفحة «حسابات الفريق» إلى أن يفعل. يعرض «سجل التدقيق» هذه المحاولات.',
          ].join('\n'),
        };
  }
  const what = `then ${wrongCodes} wrong verification codes within ${minutes} minutes, so signing in with a code is paused for up to ${minutes} minutes`;
  return reader.owner
    ? {
        subject: 'Sign-in to your Sakina staff account is paused',
        text: [
          `Hello ${reader.name},`,
          '',
          `Someone entered the right password for your account (${email}), ${what}.`,
          '',
          'If this was not you, your password is known to someone else: change it on My Account as soon as you can sign in, and tell an administrator. If it was you, wait, then try again with the newest code from your app.',
        ].join('\n'),
      }
    : {
        subject: 'Security alert: sign-in to a Sakina staff account is paused',
        text: [
          `Hello ${reader.name},`,
          '',
          `Someone entered the right password for the account of ${name} (${email}), ${what}.`,
          '',
          'If its owner did not do this, their password is known to someone else: ask them to change it, or disable the account on Staff Accounts until they do. The Audit Trail lists the attempts.',
        ].join('\n'),
      };
}

/** Who is told: the account's owner and every enabled admin, each in the language of their account. */
async function recipientsOf(db: Database, staffId: string): Promise<Recipient[]> {
  const rows = await db.query<{ email: string; name: string; language: string; owner: boolean }>(
    `SELECT email, name, language, id = $1::bigint AS owner FROM staff
     WHERE id = $1::bigint OR (role = 'admin' AND NOT disabled) ORDER BY id`,
    [staffId],
  );
  return rows.map((row) => ({ ...row, language: row.language === 'ar' ? 'ar' : 'en' }));
}

/** Emails an account's lock-out to its owner and the admins; each send stands alone, so one failure spares the rest. */
export function codeLockoutMailer(smtp: SmtpConfig, db: Database) {
  const transport = nodemailer.createTransport({
    url: smtp.url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 15_000,
  });
  return async (lockout: CodeLockout): Promise<{ sent: number; failed: number }> => {
    const results = await Promise.allSettled(
      (await recipientsOf(db, lockout.staffId)).map((reader) =>
        transport.sendMail({ from: smtp.from, to: reader.email, ...codeLockoutText(reader, lockout) }),
      ),
    );
    const failed = results.filter((result) => result.status === 'rejected').length;
    return { sent: results.length - failed, failed };
  };
}
