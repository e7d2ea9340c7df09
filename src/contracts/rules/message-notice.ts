import type { Bilingual, Language } from '../languages';
import type { NoticeState } from '../messages';
import { clockStart, type FamilyWindow } from './pipeline-rules';

/** How discreet a family asked the centre to be, and in which language it writes to them. */
export type Discretion = { nameCentre: boolean; language: Language };

/**
 * The notice that a new message waits in the family's space. It never carries the message (it takes
 * none): a phone's lock screen or a shared inbox shows only that something is there. Without the
 * family's leave to name the centre, it names nothing; the sending side keeps to the channel and
 * hours they allowed.
 */
export function messageNotice({ nameCentre, language }: Discretion, centreName: Bilingual): string {
  if (!nameCentre)
    return language === 'ar'
      ? 'لديكم رسالة جديدة. سجّلوا الدخول برقمكم المرجعي ورمزكم لقراءتها.'
      : 'You have a new message. Sign in with your reference and code to read it.';
  return language === 'ar'
    ? `لديكم رسالة جديدة من ${centreName.ar}. سجّلوا الدخول برقمكم المرجعي ورمزكم لقراءتها.`
    : `You have a new message from ${centreName.en}. Sign in with your reference and code to read it.`;
}

/** The notice's subject line, as discreet as its text. */
export function messageNoticeSubject({ nameCentre, language }: Discretion, centreName: Bilingual): string {
  if (!nameCentre) return language === 'ar' ? 'رسالة جديدة' : 'A new message';
  return language === 'ar' ? `رسالة جديدة من ${centreName.ar}` : `A new message from ${centreName.en}`;
}

/** What the notice rule reads of an item: the family's chosen channel, its email, the hours it allows. */
export interface NoticeTarget {
  /** How the family asked to be contacted (phone, whatsapp, email); null when it said nothing. */
  channel: string | null;
  email: string | null;
  /** Null when the family set no hours: any time will do. */
  window: FamilyWindow | null;
}

/**
 * How a new message for the family is announced at `now`: by email only, and only when email is the
 * channel they chose and they gave an address (a phone call or a WhatsApp message is the staff
 * member's to make); within their hours, else held until their next allowed hour. Without a mail
 * server (`canMail` false) nothing is sent: the family reads it at their next sign-in.
 */
export function noticeRoute(
  { channel, email, window }: NoticeTarget,
  now: Date,
  canMail: boolean,
): { state: Exclude<NoticeState, 'held'> } | { state: 'held'; at: Date } {
  if (!canMail || channel !== 'email' || !email) return { state: 'notSent' };
  const opens = clockStart(now, window);
  return opens.getTime() > now.getTime() ? { state: 'held', at: opens } : { state: 'emailed' };
}
