import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** What the server writes is its user's alone: folders 0700, files 0600. */
const PRIVATE_UMASK = 0o077;

/**
 * Makes `dir` private to this process's user: created 0700, and everything in it (what an older
 * start or the embedded database wrote with looser modes) stripped of group and other rights.
 * From now on the process creates files 0600 and folders 0700 (umask 077), whatever its parent set.
 */
export function makePrivate(dir: string) {
  process.umask(PRIVATE_UMASK);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  tighten(dir);
}

function tighten(target: string) {
  const stats = lstatSync(target);
  // A link is not followed: what it points at is not the server's to change.
  if (stats.isSymbolicLink()) return;
  if ((stats.mode & PRIVATE_UMASK) !== 0) chmodSync(target, stats.mode & 0o7700 & ~PRIVATE_UMASK);
  if (stats.isDirectory()) for (const name of readdirSync(target)) tighten(path.join(target, name));
}
