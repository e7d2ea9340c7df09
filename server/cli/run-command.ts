import type { ServerConfig } from '../config/config';
import { openDatabase } from '../db/database';
import { migrateAsOwner } from '../db/migrate';
import { runStaffCommand, type StaffCommand } from '../admin/commands';
import { sendToServer } from './admin-client';

/**
 * Runs a command of the staff, audit or backup scripts and answers what to print. The embedded
 * database admits one process: it is opened when free, else the running server is asked through
 * its admin socket. PostgreSQL is always opened directly.
 */
export async function runCommand(config: ServerConfig, command: StaffCommand): Promise<string> {
  const db = await openDatabase(config).catch((error: unknown) => {
    if (!config.databaseUrl && error instanceof Error && error.message.startsWith('Another server')) return null;
    throw error;
  });
  if (!db) return sendToServer(config.dataDir, command);
  try {
    await migrateAsOwner(db, config.migrationDatabaseUrl);
    return await runStaffCommand(db, command);
  } finally {
    await db.close();
  }
}
