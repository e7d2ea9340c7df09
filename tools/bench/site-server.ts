import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface SiteServer {
  /** The embedded database's folder (the staff command reaches the running server through it). */
  dataDir: string;
  /** The server's address once it listens; rejects if it stops first. */
  listening: Promise<string>;
  /** Ends the server (SIGTERM) and removes its data folder; safe to call at any time, and twice. */
  stop: () => Promise<void>;
}

/**
 * The production server as `npm start` runs it (dist-server/main.js, plain node) on the build in `root`/dist,
 * with an empty embedded database in a temporary folder. Its own headers, compression and 404 page are what a
 * visitor gets, which `vite preview` would not give. PORT=0: the system picks a free port, read from the log.
 * Returned at once, so a stop during start-up (Ctrl-C) still ends the process. `env` adds to the server's settings.
 */
export function startSiteServer(root: string, env: Record<string, string> = {}): SiteServer {
  for (const built of ['dist/index.html', 'dist-server/main.js']) {
    if (!existsSync(path.join(root, built))) throw new Error(`${built} not found: run "npm run build" first.`);
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-load-'));
  const child = spawn(process.execPath, ['dist-server/main.js'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve())).then(() =>
    rmSync(dataDir, { recursive: true, force: true }),
  );
  let output = '';
  let listening = false;
  const address = new Promise<string>((resolve, reject) => {
    // Read to the end, so a full pipe never stalls the server's request log.
    const read = (chunk: Buffer) => {
      if (listening) return;
      output += chunk.toString();
      const url = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
      if (!url) return;
      listening = true;
      resolve(url);
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    void exited.then(() => {
      if (!listening) reject(new Error(`The server stopped before listening:\n${output}`));
    });
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  return { dataDir, listening: address, stop };
}
