import net from 'node:net';
import { adminSocketPath } from '../admin/admin-socket';
import type { StaffCommand } from '../admin/commands';

/** Sends a command to the running server's admin socket; answers its output or throws its error. */
export function sendToServer(dataDir: string, command: StaffCommand): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.createConnection(adminSocketPath(dataDir));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('connect', () => socket.write(`${JSON.stringify(command)}\n`));
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('error', (error) =>
      reject(
        new Error(`The running server's admin socket (${adminSocketPath(dataDir)}) did not answer: ${error.message}`),
      ),
    );
    socket.on('end', () => {
      try {
        const result = JSON.parse(answer) as { ok: boolean; output?: string; error?: string };
        if (result.ok) resolve(result.output ?? '');
        else reject(new Error(result.error ?? 'failed'));
      } catch {
        reject(new Error('The running server gave no readable answer.'));
      }
    });
  });
}
