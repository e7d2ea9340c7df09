/**
 * Links built from what a family typed: only from checked digits and a plain address, never
 * from the raw text, so a stored value can never become another kind of link.
 */

const PHONE = /^\+?[\d\s().-]{6,24}$/;

/** The international digits of a phone number (E.164 without "+"), or null when it is not one. */
function phoneDigits(phone: string | null): { digits: string; international: boolean } | null {
  if (phone === null) return null;
  const trimmed = phone.trim();
  if (!PHONE.test(trimmed)) return null;
  const digits = trimmed.replace(/\D/g, '');
  if (digits.length < 6 || digits.length > 15) return null;
  return { digits, international: trimmed.startsWith('+') };
}

export function telHref(phone: string | null): string | null {
  const parsed = phoneDigits(phone);
  if (!parsed) return null;
  return `tel:${parsed.international ? '+' : ''}${parsed.digits}`;
}

/** WhatsApp needs the number with its country code. */
export function whatsappHref(phone: string | null): string | null {
  const parsed = phoneDigits(phone);
  if (!parsed?.international) return null;
  return `https://wa.me/${parsed.digits}`;
}

const EMAIL = /^[^\s@<>()"',;:\\/?#[\]]+@[^\s@<>()"',;:\\/?#[\]]+\.[^\s@<>()"',;:\\/?#[\]]+$/;

export function mailtoHref(email: string | null): string | null {
  if (email === null) return null;
  const trimmed = email.trim();
  return EMAIL.test(trimmed) && trimmed.length <= 254 ? `mailto:${trimmed}` : null;
}
