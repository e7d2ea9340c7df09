import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The server's folders stand on each other in one direction. Each runtime folder is on a floor, and
 * its files import only their own folder and lower floors: no import runs upward, and two folders of
 * one floor never import each other, so no pair of folders can. The tooling around the runtime (the
 * operator commands, the harness that drives a server from outside, the bench, dev, the tests) uses
 * the runtime, never the reverse. Read from the import graph rather than lint patterns: a new folder
 * fails until it is given a place, and a same-floor pair is caught as surely as an upward import.
 */
const FLOORS = [
  ['config'],
  ['db'],
  ['http'],
  ['audit', 'items', 'consent'],
  ['auth'],
  ['accounts', 'backup', 'breaches', 'clinical', 'demo', 'exports', 'reports', 'site', 'withdrawal'],
  ['notices'],
  ['family', 'inbox', 'today'],
  ['admin', 'bookings', 'forms', 'messages'],
  // A family's copy of their data gathers from the features below; retention forgets old requests.
  ['requests'],
  ['retention'],
  // server/app.ts and main.ts: the whole server.
  ['.'],
];
/** Each tooling folder, with the other tooling it may use besides the runtime. */
const TOOLING: Record<string, string[]> = { cli: [], harness: [], bench: ['harness'], dev: [], tests: ['harness'] };

const SERVER = path.resolve('server');
const floorOf = new Map(FLOORS.flatMap((folders, floor) => folders.map((folder) => [folder, floor] as const)));

interface Edge {
  /** Both relative to server/, e.g. 'inbox/inbox-plugin.ts' and '../vite.config'. */
  from: string;
  to: string;
}

/** Where a file sits: its first folder under server/, '.' for the files at its top, null outside. */
const folderOf = (file: string) =>
  file.startsWith('../') ? null : file.includes('/') ? (file.split('/')[0] ?? null) : '.';

/** The imports that break the rules above, each as one line. */
function violations(edges: Edge[]): string[] {
  return edges.flatMap(({ from, to }) => {
    const source = folderOf(from) ?? '';
    const target = folderOf(to);
    if (target === source) return [];
    const line = `server/${from} imports ${path.join('server', to)}`;
    if (target === null) return [`${line}: outside server/ (shared code comes through #contracts/*)`];
    const [sourceFloor, targetFloor] = [floorOf.get(source), floorOf.get(target)];
    if (targetFloor === undefined) {
      const allowed = TOOLING[source]?.includes(target) ?? false;
      return allowed
        ? []
        : [`${line}: ${target}/ is tooling, which ${source === '.' ? 'server/' : `${source}/`} may not use`];
    }
    if (sourceFloor === undefined || targetFloor < sourceFloor) return [];
    return [`${line}: ${targetFloor === sourceFloor ? 'same floor' : 'upward'}`];
  });
}

const IMPORT = /(?:\bfrom\s+|\bimport\s*\(\s*|^\s*import\s+)'(\.{1,2}\/[^']*)'/gm;

/** Every relative import of every source file under server/. */
function serverEdges(): Edge[] {
  const files = readdirSync(SERVER, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => /\.(ts|js|mjs)$/.test(file));
  return files.flatMap((from) =>
    [...readFileSync(path.join(SERVER, from), 'utf8').matchAll(IMPORT)].map(([, specifier = '']) => ({
      from,
      to: path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier)),
    })),
  );
}

describe('server/ folders stand on each other in one direction', () => {
  it('has no upward import, no two folders importing each other, no runtime import of tooling', () => {
    const edges = serverEdges();
    expect(edges.length).toBeGreaterThan(100);
    expect(violations(edges)).toEqual([]);
  });

  it('gives every folder of server/ a floor or a place among the tooling', () => {
    const folders = readdirSync(SERVER, { withFileTypes: true }).filter((entry) => entry.isDirectory());
    const unplaced = folders.map(({ name }) => name).filter((name) => !floorOf.has(name) && !(name in TOOLING));
    expect(unplaced).toEqual([]);
  });

  it.each([
    ['an upward import', 'db/database.ts', 'auth/staff'],
    ['two folders of one floor', 'exports/enquiries-export.ts', 'withdrawal/withdrawal-store'],
    ['the runtime using the commands', 'main.ts', 'cli/run-command'],
    ['the runtime using test code', 'inbox/inbox-store.ts', 'tests/support/payloads'],
    ['the bench using test code', 'bench/bench.ts', 'tests/support/test-database'],
    ['the commands using the harness', 'cli/staff-cli.ts', 'harness/server-process'],
    ['a file outside server/', 'dev/dev.ts', '../vite.config'],
  ])('refuses %s', (_name, from, to) => {
    expect(violations([{ from, to }])).toHaveLength(1);
  });

  it('lets a folder use its own files and lower floors, and the tests the harness', () => {
    const allowed = [
      { from: 'inbox/inbox-plugin.ts', to: 'inbox/inbox-store' },
      { from: 'inbox/inbox-plugin.ts', to: 'withdrawal/withdrawal-store' },
      { from: 'main.ts', to: 'admin/admin-socket' },
      { from: 'tests/inbox.test.ts', to: 'harness/staff-client' },
      { from: 'bench/bench.ts', to: 'db/database' },
    ];
    expect(violations(allowed)).toEqual([]);
  });
});
