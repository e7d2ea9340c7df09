import { spawn, type ChildProcess } from 'node:child_process';
import { ROOT } from '../../config';

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Everything the process wrote, for the log checks. */
  output: () => string;
  /** Resolves when the process has ended. */
  exited: Promise<void>;
}

/** `node server/main.ts` as `npm start` runs it after building, on a free loopback port. */
export function startServerProcess(env: Record<string, string | undefined>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    let listening = false;
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (listening) return;
      const address = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
      if (!address) return;
      listening = true;
      resolve({ url: address, child, output: () => output, exited });
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    void exited.then(() => reject(new Error(`The server stopped before listening:\n${output}`)));
  });
}
