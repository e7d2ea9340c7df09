import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../config/config';

/** The one source of the security headers: nginx includes this file, and the server reads it. */
export const SECURITY_HEADERS_FILE = path.join(ROOT, 'deploy/nginx/security-headers.conf');

const ADD_HEADER = /^\s*add_header\s+([A-Za-z-]+)\s+"([^"]*)"\s+always;\s*$/;

/** The `add_header … always;` lines of the nginx snippet as name → value; any other directive is an error. */
export function parseSecurityHeaders(conf: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of conf.split('\n')) {
    if (line.trim() === '' || line.trim().startsWith('#')) continue;
    const match = ADD_HEADER.exec(line);
    if (!match?.[1] || match[2] === undefined)
      throw new Error(`${SECURITY_HEADERS_FILE}: cannot read "${line.trim()}"`);
    headers[match[1]] = match[2];
  }
  return headers;
}

export const readSecurityHeaders = (file = SECURITY_HEADERS_FILE) => parseSecurityHeaders(readFileSync(file, 'utf8'));
