import { site } from '@/config/site';
import type { Bilingual } from '@/i18n/text';

/** The message a WhatsApp chat opens with, in the visitor's language. */
export const whatsappGreeting: Bilingual = {
  en: `Hello, I would like to ask about a confidential assessment at ${site.name.en}.`,
  ar: `السلام عليكم، أودّ الاستفسار عن تقييم سرّي في ${site.name.ar}.`,
};

const digits = (phone: string) => phone.replace(/\D/g, '');

/** `tel:+97145550100` from "+971 4 555 0100"; emergency numbers stay short ("tel:999"). */
export const telHref = (phone: string) => `tel:${phone.trim().startsWith('+') ? '+' : ''}${digits(phone)}`;

/** A wa.me link to the centre's WhatsApp, optionally with a first message typed in. */
export const whatsappHref = (message?: string) =>
  `https://wa.me/${digits(site.whatsapp)}${message ? `?text=${encodeURIComponent(message)}` : ''}`;

/** A mailto: link with a subject line added. */
export const withMailSubject = (href: string, subject: string) =>
  `${href}${href.includes('?') ? '&' : '?'}subject=${encodeURIComponent(subject)}`;

/** A mailto: link to the centre's address. */
export const mailtoHref = (subject?: string) =>
  subject ? withMailSubject(`mailto:${site.email}`, subject) : `mailto:${site.email}`;
