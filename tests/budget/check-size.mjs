#!/usr/bin/env node
/**
 * Size budget for a visitor's first load: the JavaScript and CSS downloaded
 * before the home page renders, brotli-compressed (quality 11), checked against
 * 88 KB of JavaScript and 15 KB of CSS, where 1 KB = 1000 bytes. It also proves,
 * by module name, that TanStack Query, msw, zod, the icon-name map, Lucide's own
 * modules, the showcase and the mocks are not in that load.
 *
 * The first load is read from the build itself: the entry script, modulepreload
 * links and stylesheets named in the app shell (dist/app-shell.html, the build's index.html), every chunk they import statically
 * (followed through the built code), plus the lazily loaded home route chunk
 * (src/app/routes/home.tsx) and its static imports, with their CSS.
 *
 * This is the project's "size-limit or equivalent": size-limit measures files
 * or entry points it is given, so it can neither follow the router's lazy home
 * chunk (its hashed name changes each build) nor say which modules a chunk
 * holds. The module names come from node_modules/.cache/chunk-modules.json,
 * written by the chunk-modules-report plugin in tools/vite/chunk-modules-report.ts on every build.
 *
 * Usage: node tests/budget/check-size.mjs [dist]   (or DIST=…; default "dist")
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const KB = 1000;
// Issues 23 and 34 set 88 KB (aim: 85 KB); the build measures 87.59 KB since Vite's preload helper left
// the load (tools/vite/bare-dynamic-imports.ts).
const BUDGET = { js: 88 * KB, css: 15 * KB };
const HOME_MODULE = 'src/app/routes/home.tsx';
/** Modules that must stay out of the first load: [label, module id pattern]. */
const FORBIDDEN = [
  ['TanStack Query (@tanstack/)', /(^|\/)node_modules\/@tanstack\//],
  ['msw', /(^|\/)node_modules\/(msw|@mswjs)\//],
  ['zod, the schema library', /(^|\/)node_modules\/zod\//],
  ['the icon-name map (src/components/ui/icon-names)', /^src\/components\/ui\/icon-names\./],
  // Icons draw from the sprite (tools/vite/icon-sprite.ts): Lucide's modules bring its shapes or its runtime.
  ["Lucide's own modules (lucide-react/)", /(^|\/)node_modules\/lucide-react\//],
  ['the showcase (src/showcase/)', /^src\/showcase\//],
  ['the mocks (src/mocks/)', /^src\/mocks\//],
];

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dist = path.resolve(process.argv[2] ?? process.env.DIST ?? 'dist');
const reportFile = path.join(repo, 'node_modules/.cache/chunk-modules.json');

const results = [];
function check(name, ok, detail = '') {
  results.push(ok);
  console.log(`${ok ? '✓' : '✗'} ${name}${detail ? ` — ${detail}` : ''}`);
}

function finish() {
  const failed = results.filter((ok) => !ok).length;
  console.log(`\n${results.length - failed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}

function stop(message) {
  check(message, false);
  finish();
}

/** Tags named `tag` in the HTML, each as a map of its attributes. */
function tags(html, tag) {
  return [...html.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, 'gi'))].map(([, attrs]) =>
    Object.fromEntries(
      [...attrs.matchAll(/([\w-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g)].map(([, key, a, b, c]) => [
        key.toLowerCase(),
        a ?? b ?? c ?? '',
      ]),
    ),
  );
}

/** A URL from index.html ("/assets/x.js") as a path relative to dist ("assets/x.js"). */
const distPath = (url) => decodeURI(new URL(url, 'http://site/').pathname).slice(1);

/** Chunks a built chunk imports statically (`import … from "./x.js"`, `import "./x.js"`, `export … from`). */
function staticImports(file) {
  const code = readFileSync(path.join(dist, file), 'utf8');
  const specifiers = [...code.matchAll(/\b(?:import|export)\s*(?:[\w$*\s{},]*?\bfrom\s*)?["']([^"']+)["']/g)];
  return specifiers.map(([, specifier]) => {
    if (!/^\.{0,2}\//.test(specifier)) stop(`${file} imports "${specifier}", which is not a file of this build`);
    return distPath(new URL(specifier, `http://site/${file}`).href);
  });
}

/** The files plus everything they import statically, in discovery order. */
function withStaticImports(files) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    if (!existsSync(path.join(dist, file))) stop(`${file} is referenced but missing from ${dist}`);
    seen.add(file);
    staticImports(file).forEach(visit);
  };
  files.forEach(visit);
  return [...seen];
}

// The app shell names the entry and its preloads as tags; prerendered pages carry the same list in data-scripts.
const indexFile = path.join(dist, 'app-shell.html');
if (!existsSync(indexFile)) stop(`${indexFile} not found: build first (npx vite build)`);
if (!existsSync(reportFile))
  stop(`${path.relative(repo, reportFile)} not found: build with this repo's vite.config.ts`);

const html = readFileSync(indexFile, 'utf8');
const report = JSON.parse(readFileSync(reportFile, 'utf8'));

// The report is rewritten by every build; make sure it describes this one.
const builtChunks = readdirSync(dist, { recursive: true })
  .map((file) => String(file).split(path.sep).join('/'))
  .filter((file) => file.endsWith('.js') && file !== 'mockServiceWorker.js')
  .sort();
const reportedChunks = Object.keys(report.chunks).sort();
const reportMatches = JSON.stringify(builtChunks) === JSON.stringify(reportedChunks);
check(
  'chunk-modules report describes this build',
  reportMatches,
  reportMatches ? '' : `the last build went to ${report.outDir}; rebuild ${dist}`,
);
if (!reportMatches) finish();

const entries = tags(html, 'script')
  .filter((script) => script.type === 'module' && script.src)
  .map((script) => distPath(script.src));
const preloads = tags(html, 'link')
  .filter((link) => link.rel === 'modulepreload')
  .map((link) => distPath(link.href));
const stylesheets = tags(html, 'link')
  .filter((link) => link.rel === 'stylesheet')
  .map((link) => distPath(link.href));
if (entries.length !== 1) stop(`app-shell.html has ${entries.length} module entry scripts, expected 1`);

const homeChunk = reportedChunks.find((chunk) => report.chunks[chunk].modules.includes(HOME_MODULE));
check('home route chunk found', Boolean(homeChunk), homeChunk ?? `no chunk holds ${HOME_MODULE}`);
if (!homeChunk) finish();

const js = withStaticImports([...entries, ...preloads, homeChunk]);
const css = [...new Set([...stylesheets, ...js.flatMap((chunk) => report.chunks[chunk]?.css ?? [])])];

/*
 * The entry names every lazy chunk by its content hash, and those hashes are the least compressible
 * bytes it holds: two builds of the same first-load sources measured 87.97 and 88.06 KB. So each
 * hash is measured as a stand-in of the same length and kind, drawn from the chunk's name (and its
 * first module, where two chunks share a name): the figure moves when first-load code moves, not
 * when a lazy chunk's content, and so its hash, does.
 */
const HASHED = /^(.+)-([\w-]{8})\.(js|css)$/;
const hashed = readdirSync(path.join(dist, 'assets')).flatMap((name) => {
  const parts = HASHED.exec(name);
  return parts ? [{ name, base: parts[1], hash: parts[2], ext: parts[3] }] : [];
});
const firstModule = (name) => report.chunks[`assets/${name}`]?.modules[0] ?? '';
const standIns = hashed.map(({ name, base, hash, ext }) => {
  const namesakes = hashed
    .filter((other) => other.base === base && other.ext === ext)
    .map((other) => firstModule(other.name))
    .sort();
  const seed = `${base}.${ext}#${namesakes.indexOf(firstModule(name))}`;
  return [name, `${base}-${createHash('sha256').update(seed).digest('base64url').slice(0, hash.length)}.${ext}`];
});
const withStandIns = (text) => standIns.reduce((result, [name, standIn]) => result.replaceAll(name, standIn), text);

const sizes = (file) => {
  const bytes = Buffer.from(withStandIns(readFileSync(path.join(dist, file), 'utf8')));
  const brotli = brotliCompressSync(bytes, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
  });
  return { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length, brotli: brotli.length };
};
const rows = [...js, ...css].map(sizes);
const total = (files) => rows.filter((row) => files.includes(row.file)).reduce((sum, row) => sum + row.brotli, 0);
const kb = (bytes) => `${(bytes / KB).toFixed(2)} KB`;

console.log(`\nFirst load of the home page (${dist}); 1 KB = 1000 bytes\n`);
const width = Math.max(...rows.map((row) => row.file.length), 'file'.length);
console.log(`${'file'.padEnd(width)}  ${'raw'.padStart(10)}  ${'gzip -9'.padStart(10)}  ${'brotli 11'.padStart(10)}`);
for (const row of rows) {
  console.log(
    `${row.file.padEnd(width)}  ${kb(row.raw).padStart(10)}  ${kb(row.gzip).padStart(10)}  ${kb(row.brotli).padStart(10)}`,
  );
}
console.log('');

const jsTotal = total(js);
const cssTotal = total(css);
check(`JavaScript ${kb(jsTotal)} brotli ≤ ${kb(BUDGET.js)}`, jsTotal <= BUDGET.js, `${js.length} chunks`);
check(`CSS ${kb(cssTotal)} brotli ≤ ${kb(BUDGET.css)}`, cssTotal <= BUDGET.css, `${css.length} stylesheets`);

// V8's compile hint (tools/vite/compile-hints.ts) opens the entry, or its functions compile on the main thread.
const hinted = readFileSync(path.join(dist, entries[0]), 'utf8').startsWith('//# allFunctionsCalledOnLoad\n');
check('entry chunk opens with the compile hint', hinted, hinted ? '' : entries[0]);

const modules = js.flatMap((chunk) => (report.chunks[chunk]?.modules ?? []).map((id) => ({ chunk, id })));
check(
  'module names known for every first-load chunk',
  js.every((chunk) => report.chunks[chunk]?.modules.length),
);
for (const [label, pattern] of FORBIDDEN) {
  const found = modules.filter(({ id }) => pattern.test(id));
  check(
    `first load free of ${label}`,
    found.length === 0,
    found
      .slice(0, 5)
      .map(({ chunk, id }) => `${id} in ${chunk}`)
      .join(', '),
  );
}

finish();
