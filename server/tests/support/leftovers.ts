import type { ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { afterAll, afterEach, beforeEach } from 'vitest';
import { fixtureSites } from './fixture-site';
import { runningProcesses } from '../../harness/server-process';
import { undroppedDatabases } from './test-database';

/**
 * The server tests' setup file: what support code started and a test left behind, because it failed
 * or timed out before its own clean-up, ends here, so one failure cannot make the next test fail.
 * A process ends with the test that started it (with the file when a beforeAll started it);
 * databases and fixture builds end with the file.
 */

const ended = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

async function stop(children: ChildProcess[]) {
  for (const child of children) child.kill('SIGKILL');
  await Promise.all(children.map(ended));
}

let startedBefore = new Set<ChildProcess>();
beforeEach(() => {
  startedBefore = new Set(runningProcesses);
});
afterEach(() => stop([...runningProcesses].filter((child) => !startedBefore.has(child))));

afterAll(async () => {
  await stop([...runningProcesses]);
  for (const database of [...undroppedDatabases]) await database.drop();
  for (const dir of fixtureSites.splice(0)) rmSync(dir, { recursive: true, force: true });
});
