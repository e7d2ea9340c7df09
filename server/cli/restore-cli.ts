import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { readConfig } from '../config/config';
import { openDatabase } from '../db/database';
import { backupKey, decryptBackup } from '../backup/backup-file';
import { isSnapshot, refuseNewerSnapshot, restoreSnapshot } from '../backup/snapshot';
import { undoRestoreInto } from '../backup/restore-target';
import { eraseSubmissionTraces } from '../items/submission-traces';
import { readWithdrawals } from '../withdrawal/withdrawal-journal';
import { reapplyWithdrawals } from '../withdrawal/withdrawal-store';
import { fail, fileArgument, messageOf } from './command-line';

const USAGE = `Usage: BACKUP_KEY=... npm run restore -- FILE
Restores a backup into an empty DATA_DIR (or, with DATABASE_URL, an empty database). Stop the server first.`;

try {
  const file = fileArgument(USAGE);
  const key = backupKey();
  if (!existsSync(file)) fail(`No such file: ${file}`);
  const config = readConfig();
  // Checked before the database is opened: opening creates files in it.
  // The withdrawals journal may be there already: the restore applies it again.
  const journalName = path.relative(config.dataDir, config.withdrawalJournal);
  if (
    !config.databaseUrl &&
    existsSync(config.dataDir) &&
    readdirSync(config.dataDir).some((name) => name !== journalName)
  )
    fail(`DATA_DIR (${config.dataDir}) is not empty: restore into a new folder, then point DATA_DIR at it.`);
  const snapshot: unknown = JSON.parse(decryptBackup(readFileSync(file), key).toString('utf8'));
  if (!isSnapshot(snapshot)) fail('The file decrypted, but does not hold a backup this version can read.');
  refuseNewerSnapshot(snapshot);
  // A refused restore leaves the folder as it found it; a PostgreSQL database keeps what was made in it.
  const undo = config.databaseUrl ? () => undefined : undoRestoreInto(config.dataDir);
  const { restored, reapplied } = await openDatabase(config)
    .then(async (db) => {
      try {
        const restored = await restoreSnapshot(db, snapshot);
        // Withdrawals made after the backup: deleted again, and their traces erased, before any start.
        const reapplied = await reapplyWithdrawals(db, readWithdrawals(config.withdrawalJournal));
        await eraseSubmissionTraces(db);
        return { restored, reapplied };
      } finally {
        await db.close();
      }
    })
    .catch((error: unknown) => {
      undo();
      throw error;
    });
  const summary = Object.entries(restored).map(([name, rows]) => `${rows} ${name}`);
  console.log(`Restored ${summary.join(', ')} from the backup of ${snapshot.takenAt}.`);
  console.log(
    `Re-applied ${reapplied.length} withdrawal${reapplied.length === 1 ? '' : 's'} made after the backup (${config.withdrawalJournal}).`,
  );
} catch (error) {
  fail(messageOf(error));
}
