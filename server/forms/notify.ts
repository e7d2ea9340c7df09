import nodemailer from 'nodemailer';
import type { SmtpConfig } from '../config/config';

export type Notify = (reference: string) => Promise<void>;

/**
 * The admissions team's email for a new enquiry: its reference and where to read it, and
 * nothing the family wrote (health details are read only after signing in).
 */
export function enquiryNotifier(smtp: SmtpConfig, publicUrl: string): Notify {
  const transport = nodemailer.createTransport(smtp.url);
  return async (reference) => {
    await transport.sendMail({
      from: smtp.from,
      to: smtp.to,
      subject: `New admissions enquiry ${reference}`,
      text: [
        `A new admissions enquiry has arrived: ${reference}.`,
        '',
        `Sign in to read it: ${publicUrl}/login`,
        '',
        'This email carries no personal details on purpose.',
      ].join('\n'),
    });
  };
}
