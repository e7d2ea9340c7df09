import { chmodSync, rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { Database } from '../db/database';
import { runStaffCommand, type StaffCommand } from './commands';

/**
 * The embedded database admits one process, so while the server runs, `npm run staff` sends its
 * command here: a Unix socket in DATA_DIR that only the server's own OS user may open (mode 0600).
 * Nothing of it is on the network.
 */
export const adminSocketPath = (dataDir: string) => path.join(dataDir, 'admin.sock');

export async function listenAdminSocket(dataDir: string, db: Database): Promise<() => Promise<void>> {
  const file = adminSocketPath(dataDir);
  // Ours to replace: the data folder's lock is held by this process.
  rmSync(file, { force: true });
  const server = net.createServer((socket) => {
    let input = '';
    socket.setEncoding('utf8');
    const read = (chunk: string) => {
      input += chunk;
      if (input.length > 16_384) {
        socket.destroy();
        return;
      }
      if (!input.includes('\n')) return;
      // One command per connection: whatever follows its line is not run.
      socket.off('data', read);
      let command: StaffCommand;
      try {
        command = JSON.parse(input.slice(0, input.indexOf('\n'))) as StaffCommand;
      } catch {
        socket.end(`${JSON.stringify({ ok: false, error: 'Unreadable command.' })}\n`);
        return;
      }
      runStaffCommand(db, command).then(
        (output) => socket.end(`${JSON.stringify({ ok: true, output })}\n`),
        (error: unknown) =>
          socket.end(`${JSON.stringify({ ok: false, error: error instanceof Error ? error.message : 'failed' })}\n`),
      );
    };
    socket.on('data', read);
    socket.on('error', () => socket.destroy());
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(file, () => resolve());
  });
  chmodSync(file, 0o600);
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      rmSync(file, { force: true });
    });
}
