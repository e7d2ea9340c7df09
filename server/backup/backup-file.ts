import { createCipheriv, createDecipheriv, randomBytes, scryptSync } from 'node:crypto';
import { closeSync, fsyncSync, openSync, renameSync, rmSync, writeSync } from 'node:fs';
import { gunzipSync, gzipSync } from 'node:zlib';

/**
 * A backup file: a header naming the format, then AES-256-GCM over the gzipped snapshot, under a
 * key derived (scrypt, a fresh salt per file) from BACKUP_KEY. GCM's tag makes a wrong key and a
 * damaged file fail alike, before anything is restored.
 */
const MAGIC = Buffer.from('SAKINA-BACKUP-1\n');
const SALT_BYTES = 16;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const HEADER_BYTES = MAGIC.length + SALT_BYTES + IV_BYTES + TAG_BYTES;
export const MIN_KEY_LENGTH = 32;

/** BACKUP_KEY from the environment, or an Error saying how to make one. */
export function backupKey(env: Record<string, string | undefined> = process.env): string {
  const key = env.BACKUP_KEY?.trim() ?? '';
  if (key.length < MIN_KEY_LENGTH)
    throw new Error(
      `BACKUP_KEY must be set to a secret of at least ${MIN_KEY_LENGTH} characters (e.g. "openssl rand -base64 32"), kept apart from the backups.`,
    );
  return key;
}

const deriveKey = (secret: string, salt: Buffer) => scryptSync(secret, salt, 32);

export function encryptBackup(plain: Buffer, secret: string): Buffer {
  const salt = randomBytes(SALT_BYTES);
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', deriveKey(secret, salt), iv);
  cipher.setAAD(MAGIC);
  const body = Buffer.concat([cipher.update(gzipSync(plain)), cipher.final()]);
  return Buffer.concat([MAGIC, salt, iv, cipher.getAuthTag(), body]);
}

export function decryptBackup(file: Buffer, secret: string): Buffer {
  if (file.length < HEADER_BYTES || !file.subarray(0, MAGIC.length).equals(MAGIC))
    throw new Error('This is not a backup file of this server.');
  let offset = MAGIC.length;
  const take = (bytes: number) => file.subarray(offset, (offset += bytes));
  const salt = take(SALT_BYTES);
  const iv = take(IV_BYTES);
  const tag = take(TAG_BYTES);
  const decipher = createDecipheriv('aes-256-gcm', deriveKey(secret, salt), iv);
  decipher.setAAD(MAGIC);
  decipher.setAuthTag(tag);
  try {
    return gunzipSync(Buffer.concat([decipher.update(file.subarray(offset)), decipher.final()]));
  } catch {
    throw new Error(
      'The backup could not be decrypted: BACKUP_KEY is not the key it was made with, or the file is damaged.',
    );
  }
}

/** Writes `bytes` to `file` readable by this user only (0600), whole or not at all. */
export function writePrivateFile(file: string, bytes: Buffer) {
  const partial = `${file}.partial-${process.pid}`;
  const fd = openSync(partial, 'wx', 0o600);
  try {
    writeSync(fd, bytes);
    fsyncSync(fd);
  } catch (error) {
    closeSync(fd);
    rmSync(partial, { force: true });
    throw error;
  }
  closeSync(fd);
  renameSync(partial, file);
}
