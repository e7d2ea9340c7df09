import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/** A random id's SHA-256: what the database keeps of a cookie, so a copy of the database opens no session. */
export const hashCookieId = (id: string) => createHash('sha256').update(id).digest('base64url');

/** The value of cookie `name` when it has the shape of our ids (256 random bits, base64url), else null. */
export function readIdCookie(request: FastifyRequest, name: string): string | null {
  const header = request.headers.cookie;
  if (!header) return null;
  for (const part of header.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) {
      const id = value.join('=');
      return /^[A-Za-z0-9_-]{43}$/.test(id) ? id : null;
    }
  }
  return null;
}

/** A `Set-Cookie` value: HttpOnly, SameSite=Lax, Secure in production or over https. */
export function idCookie(
  request: FastifyRequest,
  { name, value, path, maxAge, secure }: { name: string; value: string; path: string; maxAge: number; secure: boolean },
) {
  const parts = [`${name}=${value}`, `Path=${path}`, 'HttpOnly', 'SameSite=Lax', `Max-Age=${maxAge}`];
  if (secure || request.protocol === 'https') parts.push('Secure');
  return parts.join('; ');
}
