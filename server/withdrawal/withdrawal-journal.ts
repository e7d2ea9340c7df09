import { existsSync, readFileSync } from 'node:fs';
import { open } from 'node:fs/promises';

/**
 * The withdrawals journal: one line per withdrawal, `REFERENCE ISO-TIME`, appended and fsynced
 * before the family's answer, mode 0600. It lives outside the database (WITHDRAWALS_JOURNAL,
 * DATA_DIR/withdrawals.journal by default) so that a restore of an older backup finds the
 * withdrawals made since and deletes those items again (restore-cli.ts). It names no one: a
 * reference and a time, nothing a family wrote.
 */
export async function appendWithdrawal(file: string, reference: string, at = new Date()) {
  const handle = await open(file, 'a', 0o600);
  try {
    await handle.appendFile(`${reference} ${at.toISOString()}\n`);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

export interface JournalEntry {
  reference: string;
  at: Date;
}

/** The journal's entries; none when there is no journal. A line it cannot read stops the restore. */
export function readWithdrawals(file: string): JournalEntry[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line, index) => {
      const [reference, time] = line.split(' ');
      const at = new Date(time ?? '');
      if (!reference || Number.isNaN(at.getTime())) throw new Error(`${file}, line ${index + 1}: cannot read it.`);
      return { reference, at };
    });
}
