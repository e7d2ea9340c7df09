import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { ROOT, readConfig } from './config';

/** What the build is made from: when any of it is newer than the build, `npm start` builds again. */
const SOURCES = ['src', 'index.html', 'vite.config.ts', 'tailwind.config.ts', 'postcss.config.js', 'package-lock.json'];

function newestChange(target: string): number {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(target).reduce((newest, name) => Math.max(newest, newestChange(path.join(target, name))), 0);
}

const { distDir } = readConfig();
const built = path.join(distDir, 'index.html');
const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0;
const changedAt = Math.max(...SOURCES.map((source) => newestChange(path.join(ROOT, source))));
if (builtAt < changedAt) {
  console.log(
    builtAt === 0
      ? 'No build yet: building the site first.'
      : 'The sources changed since the last build: building again.',
  );
  const build = spawnSync('npm', ['run', 'build'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, DIST_DIR: undefined },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

await import('./main');
