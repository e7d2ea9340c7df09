import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

const LOCK_FILE = 'server.lock';

/**
 * When a process started, in clock ticks since boot (Linux's /proc/PID/stat, field 22), or null
 * where that cannot be read. With the PID it names one process: a PID reused after a `kill -9` or
 * a reboot has another start time.
 */
function startTime(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and brackets: count fields after its closing one.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Whether the lock's owner still runs: the same PID, and (where the system tells) the same start time. */
function ownerRuns(lock: string): { pid: number } | null {
  const [pidText, started] = lock.trim().split(' ');
  const pid = Number(pidText);
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid || !alive(pid)) return null;
  const now = startTime(pid);
  return started && now && started !== now ? null : { pid };
}

/**
 * Makes this process the embedded database's only user: PGlite has no lock of its own, and two
 * processes writing one data folder would corrupt it. A lock left by a process that has ended is
 * taken over, even when another process now has its PID. Returns the release.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE);
  for (;;) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, `${process.pid} ${startTime(process.pid) ?? ''}`.trim());
      closeSync(fd);
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = ownerRuns(readFileSync(file, 'utf8'));
      if (owner)
        throw new Error(
          `Another server (process ${owner.pid}) is using the database in ${dataDir}. Stop it first, or set DATABASE_URL to share a PostgreSQL database between instances.`,
        );
      rmSync(file, { force: true });
    }
  }
}
