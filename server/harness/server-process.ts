import { spawn, type ChildProcess } from 'node:child_process';
import { ROOT } from '../config/config';

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Everything the process wrote, for the log checks. */
  output: () => string;
  /** Resolves when the process has ended. */
  exited: Promise<void>;
  /** Stops it as a process manager would (SIGTERM) and resolves once it has ended. */
  stop: () => Promise<void>;
}

/**
 * The processes started here that have not ended yet. A test that fails or times out mid-way leaves
 * its own running (a staff CLI left holding the data folder's lock once sent the next test's CLI to
 * a server that was not there): the server tests' setup (leftovers.ts) ends them when the test ends.
 */
export const runningProcesses = new Set<ChildProcess>();

function track<Child extends ChildProcess>(child: Child): Child {
  runningProcesses.add(child);
  const forget = () => runningProcesses.delete(child);
  child.once('exit', forget).once('error', forget);
  return child;
}

/** `node --import tsx …args` from the repository's root with `input` on a piped (non-terminal) standard input. */
export function runScript(args: string[], env: Record<string, string | undefined>, input = '') {
  const child = track(
    spawn(process.execPath, ['--import', 'tsx', ...args], {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ['pipe', 'pipe', 'pipe'],
    }),
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stdin.end(input);
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.once('exit', (code) => resolve({ code, output })),
  );
}

/**
 * The server on a free loopback port: from its sources (through tsx), or `compiled` as `npm start`
 * runs it after `npm run build` (dist-server/main.js, plain node).
 */
export function startServerProcess(
  env: Record<string, string | undefined>,
  { compiled = false } = {},
): Promise<ServerProcess> {
  const args = compiled ? ['dist-server/main.js'] : ['--import', 'tsx', 'server/main.ts'];
  const child = track(
    spawn(process.execPath, args, {
      cwd: ROOT,
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
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
      const stop = () => {
        child.kill('SIGTERM');
        return exited;
      };
      resolve({ url: address, child, output: () => output, exited, stop });
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    void exited.then(() => reject(new Error(`The server stopped before listening:\n${output}`)));
  });
}
