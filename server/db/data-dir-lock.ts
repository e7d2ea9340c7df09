import { closeSync, mkdirSync, openSync, readFileSync, rmSync, statSync, writeSync } from 'node:fs';
import path from 'node:path';

const LOCK_FILE = 'server.lock';

/** Reads a /proc file, or null where there is none (not Linux) or it cannot be read. */
function proc(file: string): string | null {
  try {
    return readFileSync(`/proc/${file}`, 'utf8');
  } catch {
    return null;
  }
}

/**
 * When a process started, in clock ticks since boot (Linux's /proc/PID/stat, field 22), or null
 * where that cannot be read. With the PID it names one process: a PID reused after a `kill -9` or
 * a reboot has another start time.
 */
function startTime(pid: number): string | null {
  const stat = proc(`${pid}/stat`);
  // The command name (field 2) may hold spaces and brackets: count fields after its closing one.
  return stat?.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
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

/** When the machine last started, in ms since the epoch (/proc/stat's btime), or null. */
function bootedAt(): number | null {
  const seconds = /^btime (\d+)$/m.exec(proc('stat') ?? '')?.[1];
  return seconds ? Number(seconds) * 1000 : null;
}

/**
 * A lock of the previous version holds the PID alone, so another process that now has that PID
 * looked like its server. It cannot be its server when the lock was written before the machine
 * last started, or when the process is not the program this one is (node, by its command name).
 */
function pidAloneIsStale(file: string, pid: number): boolean {
  const booted = bootedAt();
  if (booted !== null && statSync(file).mtimeMs < booted) return true;
  const command = proc(`${pid}/comm`);
  return command !== null && command !== proc(`${process.pid}/comm`);
}

/** Whether the lock's owner still runs: the same PID, and (where the system tells) the same start time. */
function ownerRuns(file: string): { pid: number } | null {
  const [pidText, started] = readFileSync(file, 'utf8').trim().split(' ');
  const pid = Number(pidText);
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid || !alive(pid)) return null;
  if (!started) return pidAloneIsStale(file, pid) ? null : { pid };
  const now = startTime(pid);
  return now && started !== now ? null : { pid };
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
      const owner = ownerRuns(file);
      if (owner)
        throw new Error(
          `Another server (process ${owner.pid}) is using the database in ${dataDir}. Stop it first, or set DATABASE_URL to share a PostgreSQL database between instances.`,
        );
      rmSync(file, { force: true });
    }
  }
}
