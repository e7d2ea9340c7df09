import { isEmail } from '#contracts/email';
import { site } from '@/config/site';
import type { Bilingual } from '@/i18n/text';

/*
 * tel:, wa.me and mailto: links, for the centre's own details and for what a family typed alike.
 * Built only from checked digits and a plain address, never from the raw text, so a stored value
 * can never become another kind of link; null when the value is not a number or an address.
 */

/** The message a WhatsApp chat opens with, in the visitor's language. */
export const whatsappGreeting: Bilingual = {
  en: `Hello, I would like to ask about a confidential assessment at ${site.name.en}.`,
  ar: `السلام عليكم، أودّ الاستفسار عن تقييم سرّي في ${site.name.ar}.`,
};

const PHONE = /^\+?[\d\s().-]{3,24}$/;

/** A phone number's digits: from 3 (an emergency number, "999") to 15 (E.164's longest); null when it is not one. */
function phoneDigits(phone: string | null): { digits: string; international: boolean } | null {
  if (phone === null) return null;
  const trimmed = phone.trim();
  if (!PHONE.test(trimmed)) return null;
  const digits = trimmed.replace(/\D/g, '');
  if (digits.length < 3 || digits.length > 15) return null;
  return { digits, international: trimmed.startsWith('+') };
}

/** `tel:+97145550100` from "+971 4 555 0100"; emergency numbers stay short ("tel:999"). */
export function telHref(phone: string | null): string | null {
  const parsed = phoneDigits(phone);
  if (!parsed) return null;
  return `tel:${parsed.international ? '+' : ''}${parsed.digits}`;
}

/** A wa.me link, optionally with a first message typed in. WhatsApp needs the number with its country code. */
export function whatsappHref(phone: string | null, message?: string): string | null {
  const parsed = phoneDigits(phone);
  if (!parsed?.international || parsed.digits.length < 6) return null;
  return `https://wa.me/${parsed.digits}${message ? `?text=${encodeURIComponent(message)}` : ''}`;
}

/** A mailto: link with a subject line added. */
export const withMailSubject = (href: string, subject: string) =>
  `${href}${href.includes('?') ? '&' : '?'}subject=${encodeURIComponent(subject)}`;

// A plain address only: nothing a mailto: link would read as a query, a header or a second address.
const LINK_UNSAFE = /[<>()"',;:\\/?#[\]]/;

/** A mailto: link to a plain address (no query of its own), optionally with a subject line. */
export function mailtoHref(email: string | null, subject?: string): string | null {
  if (email === null) return null;
  const trimmed = email.trim();
  if (!isEmail(trimmed) || LINK_UNSAFE.test(trimmed)) return null;
  const href = `mailto:${trimmed}`;
  return subject ? withMailSubject(href, subject) : href;
}

/** The centre's details are ours: one that makes no link is a mistake in config/site.ts, stopped here, not a dead button. */
function ours(href: string | null, detail: string): string {
  if (href === null) throw new Error(`config/site.ts: "${detail}" makes no link.`);
  return href;
}

/** The links to the centre itself. */
export const centreLinks = {
  phone: ours(telHref(site.phone), site.phone),
  email: ours(mailtoHref(site.email), site.email),
  /** The centre's WhatsApp, optionally with a first message typed in. */
  whatsapp: (message?: string) => ours(whatsappHref(site.whatsapp, message), site.whatsapp),
};
