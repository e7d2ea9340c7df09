// `npm start` and `npm run staff`: plain Node, no TypeScript toolchain. Where the build tools are installed,
// builds first when the build is missing or older than its sources (a fresh clone); then runs the bundled entry.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ENTRIES = {
  main: 'dist-server/main.js',
  staff: 'dist-server/staff.js',
  audit: 'dist-server/audit.js',
  backup: 'dist-server/backup.js',
  restore: 'dist-server/restore.js',
};
const BUILT = [path.join(process.env.DIST_DIR || 'dist', 'index.html'), ...Object.values(ENTRIES)];
const SOURCES = [
  'src',
  'server',
  'index.html',
  'vite.config.ts',
  'tools',
  'tailwind.config.ts',
  'postcss.config.js',
  'package-lock.json',
];

const entry = ENTRIES[process.argv[2]];
if (!entry) {
  console.error(`Usage: node server/launch.js ${Object.keys(ENTRIES).join('|')} [arguments]`);
  process.exit(2);
}

function newestChange(target) {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(target).reduce((newest, name) => Math.max(newest, newestChange(path.join(target, name))), 0);
}

const builtAt = Math.min(...BUILT.map((file) => newestChange(path.resolve(ROOT, file))));
const changedAt = Math.max(...SOURCES.map((source) => newestChange(path.join(ROOT, source))));
// A production install (npm prune --omit=dev) has no build tools: it serves the build it was deployed with.
const canBuild = existsSync(path.join(ROOT, 'node_modules/vite'));
if (builtAt === 0 && !canBuild) {
  console.error('No build, and no build tools in this install: run "npm ci && npm run build" first.');
  process.exit(1);
}
if (builtAt < changedAt && canBuild) {
  console.log(
    builtAt === 0 ? 'No build yet: building first.' : 'The sources changed since the last build: building again.',
  );
  const build = spawnSync('npm', ['run', 'build'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, DIST_DIR: undefined },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// The entry reads its own arguments from process.argv.slice(2).
process.argv.splice(2, 1);
await import(pathToFileURL(path.join(ROOT, entry)).href);
