import { readConfig } from '../config/config';
import { runCommand } from './run-command';
import { backupKey, encryptBackup, writePrivateFile } from '../backup/backup-file';
import type { Snapshot } from '../backup/snapshot';
import { fail, fileArgument, messageOf } from './command-line';

const USAGE = `Usage: BACKUP_KEY=... npm run backup -- FILE
Writes an encrypted backup of the database to FILE (mode 0600) while the server runs.`;

try {
  const file = fileArgument(USAGE);
  const key = backupKey();
  const text = await runCommand(readConfig(), { command: 'snapshot' });
  writePrivateFile(file, encryptBackup(Buffer.from(text), key));
  const { tables } = JSON.parse(text) as Snapshot;
  const counts = Object.entries(tables).map(([name, rows]) => `${rows.length} ${name}`);
  console.log(`Backed up ${counts.join(', ')} to ${file} (encrypted, readable by this user only).`);
} catch (error) {
  fail(messageOf(error));
}
