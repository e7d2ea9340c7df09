import { parseArgs } from 'node:util';
import { readConfig } from '../config';
import { runCommand } from '../staff/run-command';
import { backupKey, encryptBackup, writePrivateFile } from './backup-file';
import type { Snapshot } from './snapshot';

const USAGE = `Usage: BACKUP_KEY=... npm run backup -- FILE
Writes an encrypted backup of the database to FILE (mode 0600) while the server runs.`;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

try {
  const { positionals } = parseArgs({ args: process.argv.slice(2), allowPositionals: true });
  const [file] = positionals;
  if (!file || positionals.length > 1) fail(USAGE);
  const key = backupKey();
  const text = await runCommand(readConfig(), { command: 'snapshot' });
  writePrivateFile(file, encryptBackup(Buffer.from(text), key));
  const { tables } = JSON.parse(text) as Snapshot;
  const counts = Object.entries(tables).map(([name, rows]) => `${rows.length} ${name}`);
  console.log(`Backed up ${counts.join(', ')} to ${file} (encrypted, readable by this user only).`);
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
