import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { readConfig } from '../config/config';
import { openDatabase } from '../db/database';
import { backupKey, decryptBackup } from '../backup/backup-file';
import { isSnapshot, refuseNewerSnapshot, restoreSnapshot } from '../backup/snapshot';
import { undoRestoreInto } from '../backup/restore-target';
import { fail, fileArgument, messageOf } from './command-line';

const USAGE = `Usage: BACKUP_KEY=... npm run restore -- FILE
Restores a backup into an empty DATA_DIR (or, with DATABASE_URL, an empty database). Stop the server first.`;

try {
  const file = fileArgument(USAGE);
  const key = backupKey();
  if (!existsSync(file)) fail(`No such file: ${file}`);
  const config = readConfig();
  // Checked before the database is opened: opening creates files in it.
  if (!config.databaseUrl && existsSync(config.dataDir) && readdirSync(config.dataDir).length > 0)
    fail(`DATA_DIR (${config.dataDir}) is not empty: restore into a new folder, then point DATA_DIR at it.`);
  const snapshot: unknown = JSON.parse(decryptBackup(readFileSync(file), key).toString('utf8'));
  if (!isSnapshot(snapshot)) fail('The file decrypted, but does not hold a backup this version can read.');
  refuseNewerSnapshot(snapshot);
  // A refused restore leaves the folder as it found it; a PostgreSQL database keeps what was made in it.
  const undo = config.databaseUrl ? () => undefined : undoRestoreInto(config.dataDir);
  const counts = await openDatabase(config)
    .then(async (db) => {
      try {
        return await restoreSnapshot(db, snapshot);
      } finally {
        await db.close();
      }
    })
    .catch((error: unknown) => {
      undo();
      throw error;
    });
  const summary = Object.entries(counts).map(([name, rows]) => `${rows} ${name}`);
  console.log(`Restored ${summary.join(', ')} from the backup of ${snapshot.takenAt}.`);
} catch (error) {
  fail(messageOf(error));
}
