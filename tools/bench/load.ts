import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium, type Browser } from 'playwright-core';
import { unprefixedPath } from '#contracts/addresses';
import { benchPaths, NOT_FOUND_PATH } from './bench-pages';
import { BLOCKING_MS, figuresOf, frameParts, medians, scriptTimes, table, type Figures } from './figures';
import { benchmarkIndex, inPage, observe, settle, type Observed } from './page-probe';
import { startSiteServer, type SiteServer } from './site-server';
import { measureStaffPath, STAFF_SERVER_ENV } from './staff-path';
import { TRACE_CATEGORIES, summariseTrace, traceFileName } from './trace-summary';

/**
 * `npm run bench:load` (after `npm run build`): loads each page family of the production build, in both
 * languages, in Chromium as a mid-range phone (412×823 at 1.75×, touch, CPU slowed 4× through the DevTools
 * protocol), each load in a fresh context (cold cache), served by the production server (dist-server/main.js).
 * Per page it prints the medians over the runs of the longest task after first paint, the total blocking time,
 * the layout shift, first contentful paint and largest contentful paint, and the longest task before first
 * paint, with the machine's Lighthouse benchmark index (measured unthrottled before and after). Exits 1 when a
 * page's median longest task after first paint is over 50 ms. The task before paint is reported, not judged:
 * it is chiefly the browser's navigation commit, as long for a static page without script (`--reference`).
 *
 *   --runs N        loads per page (default 3); the runs go round the pages, so drift hits every page alike
 *   --throttle N    the CPU slowdown (default 4)
 *   --pages a,b     page ids (`contactUs`, `notFound`: both languages), paths (`/ar/fees`) or `all` (every
 *                   prerendered page in both languages and the 404); default one page of each family
 *   --detail        also prints, per page, the long animation frames' time by part (scripts, style and layout,
 *                   the rest) and their scripts by invoker and source: medians, untraced, so the bench's own
 *   --reference F   also loads the static HTML file F in the same runs, as the row `/__bench-reference` (e.g.
 *                   perf's limit page, ../shared/perf/limit/index.html): what the browser costs a page with no script
 *   --json FILE     writes every run's figures, long tasks, shifts and long frames' scripts
 *   --trace DIR     also loads each page once more under a DevTools trace (not counted in the figures), writes
 *                   DIR/<page>.json (open it in Chromium's Performance panel) and prints where the time went
 *   --only P        `pages` (the visitor pages) or `staff` (the staff path, staff-path.ts); default both
 *
 * The staff path: log in with a second factor → Today → the inbox → an item, then the inbox loaded anew; per
 * step the median ms from the click (or the navigation's start) to the tiles, first rows or item painted.
 * Exits 1 too when the inbox's first rows after the link take over STAFF_BAR_MS (the new load is reported).
 */
const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    throttle: { type: 'string', default: '4' },
    pages: { type: 'string' },
    detail: { type: 'boolean', default: false },
    json: { type: 'string' },
    trace: { type: 'string' },
    reference: { type: 'string' },
    only: { type: 'string' },
  },
});
if (options.only && options.only !== 'pages' && options.only !== 'staff') throw new Error('--only is pages or staff.');
/** Issue 34's bar: the inbox's first rows painted within 1.5 s of navigation after sign-in, at 4×. */
const STAFF_BAR_MS = 1500;
const positive = (name: string, raw: string) => {
  const value = Number(raw);
  if (!(value > 0) || !Number.isFinite(value)) throw new Error(`--${name} must be a positive number, not "${raw}".`);
  return value;
};
const runs = Math.round(positive('runs', options.runs));
const throttle = positive('throttle', options.throttle);
/** Where the reference page is answered, beside the site (same origin, same server, same connection). */
const REFERENCE_PATH = '/__bench-reference';
/** The reference page, marked as settled as the site marks itself (fonts in, app ready): it has neither. */
const referenceHtml =
  options.reference &&
  readFileSync(options.reference, 'utf8').replace(/<html\b/i, '<html data-fonts="loaded" data-app="ready"');
const pagePaths =
  options.only === 'staff'
    ? []
    : [...benchPaths(options.pages?.split(',').map((name) => name.trim())), ...(referenceHtml ? [REFERENCE_PATH] : [])];

/** A phone like Lighthouse's mobile preset (Moto G Power: 412×823 at 1.75×). */
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
/** How long the main thread must stay free of long tasks before a page counts as settled. */
const QUIET_MS = 2000;
const TIMEOUT_MS = 60_000;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
let server: SiteServer | undefined;
let url = '';
let browser: Browser | undefined;

let stopping: Promise<void> | undefined;
/** Closes the browser and ends the server, once, whether the run ended or was interrupted. */
function shutDown() {
  stopping ??= (async () => {
    await browser?.close().catch(() => undefined);
    await server?.stop();
  })();
  return stopping;
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void shutDown().then(() => process.exit(130)));
}

/** One cold load of `pagePath` under the CPU throttle: what the page observed until it settled. */
async function load(pagePath: string, tracePath?: string): Promise<Observed> {
  // English pages stay English: the first-paint script sends a browser that prefers Arabic to the /ar twin.
  const context = await browser!.newContext({ ...PHONE, locale: 'en-US' });
  try {
    await context.addInitScript({ content: inPage(observe, undefined) });
    if (pagePath === REFERENCE_PATH && referenceHtml)
      // With the site's own response headers: they change what a navigation costs (≈ 90 ms without, ≈ 230 with).
      await context.route(url + REFERENCE_PATH, async (route) => {
        const site = await route.fetch({ url: `${url}/`, method: 'HEAD' });
        const { 'content-encoding': _encoding, 'content-length': _length, etag: _etag, ...headers } = site.headers();
        await route.fulfill({ status: 200, headers, body: referenceHtml });
      });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
    if (tracePath) await browser!.startTracing(page, { path: tracePath, categories: TRACE_CATEGORIES });
    const response = await page.goto(url + pagePath, { timeout: TIMEOUT_MS });
    // The page asked for, as a visitor gets it: not an error page, not a redirect to its twin.
    const expected = unprefixedPath(pagePath) === NOT_FOUND_PATH ? 404 : 200;
    if (response?.status() !== expected) throw new Error(`status ${response?.status()}, expected ${expected}`);
    if (new URL(page.url()).pathname !== pagePath) throw new Error(`the page went on to ${page.url()}`);
    // Straight through the protocol: Playwright's evaluate would first install its helper script in the page,
    // itself a long task on a slowed CPU.
    const answer = await cdp.send('Runtime.evaluate', {
      expression: inPage(settle, { quietMs: QUIET_MS, timeoutMs: TIMEOUT_MS }),
      awaitPromise: true,
      returnByValue: true,
    });
    if (answer.exceptionDetails)
      throw new Error(answer.exceptionDetails.exception?.description ?? answer.exceptionDetails.text);
    if (tracePath) await browser!.stopTracing();
    return answer.result.value as Observed;
  } catch (error) {
    throw new Error(`${pagePath}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  } finally {
    await context.close();
  }
}

/** The benchmark index in a blank page of its own, unthrottled. */
async function measureIndex() {
  const context = await browser!.newContext();
  const page = await context.newPage();
  const index = (await page.evaluate(inPage(benchmarkIndex, undefined))) as number;
  await context.close();
  return index;
}

async function main() {
  server = startSiteServer(root, STAFF_SERVER_ENV);
  url = await server.listening;
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'],
    handleSIGINT: false,
    handleSIGTERM: false,
  });
  const indexBefore = await measureIndex();
  // Other work on the machine slows every figure: the load average says how much there was.
  const loadBefore = loadavg()[0];
  console.log(
    `${pagePaths.length} pages × ${runs} runs, CPU ${throttle}× slower, ${url}; benchmark index ${indexBefore}, load average ${loadBefore.toFixed(1)}`,
  );

  // One load thrown away, as Lighthouse's harness does: the server's and the system's first-request costs.
  if (pagePaths.length) await load(pagePaths[0]);
  const observed = new Map<string, Observed[]>(pagePaths.map((pagePath) => [pagePath, []]));
  for (let run = 1; run <= runs; run++) {
    for (const pagePath of pagePaths) {
      const seen = await load(pagePath);
      observed.get(pagePath)!.push(seen);
      const figures = figuresOf(seen);
      console.log(
        `run ${run}/${runs} ${pagePath}: longest after paint ${figures.longestTask.toFixed(0)} ms (before ${figures.beforePaint.toFixed(0)}), TBT ${figures.tbt.toFixed(0)} ms, CLS ${figures.cls.toFixed(3)}`,
      );
    }
  }

  const staff =
    options.only === 'pages'
      ? []
      : await measureStaffPath({ browser, url, dataDir: server.dataDir, root, runs, throttle, context: PHONE });

  const traces: Record<string, ReturnType<typeof summariseTrace>> = {};
  if (options.trace) {
    mkdirSync(options.trace, { recursive: true });
    for (const pagePath of pagePaths) {
      const file = path.join(options.trace, traceFileName(pagePath));
      await load(pagePath, file);
      traces[pagePath] = summariseTrace(file, path.join(root, 'dist'));
      console.log(`\n${pagePath}: trace in ${file}\n${traces[pagePath].text}`);
    }
  }
  const indexAfter = await measureIndex();
  const loadAfter = loadavg()[0];

  const rows = pagePaths.map((pagePath) => {
    const figures: Figures[] = observed.get(pagePath)!.map(figuresOf);
    return {
      path: pagePath,
      runs: figures,
      median: medians(figures),
      worstTask: Math.max(...figures.map((f) => f.longestTask)),
    };
  });
  console.log(
    `\nMedians of ${runs} runs, ms (CLS unitless); CPU ${throttle}×; benchmark index ${indexBefore} before, ${indexAfter} after; load average ${loadBefore.toFixed(1)} before, ${loadAfter.toFixed(1)} after\n`,
  );
  if (rows.length) console.log(table(rows));
  for (const { step, median } of staff) console.log(`staff path, ${step}: ${median.toFixed(0)} ms`);
  // Chromium's throttling slows the page's own CPU time; other processes' time comes on top, unscaled.
  const busy = Math.max(loadBefore, loadAfter) > availableParallelism();
  const drift = Math.min(indexBefore, indexAfter) < 0.7 * Math.max(indexBefore, indexAfter);
  if (busy || drift)
    console.log(
      `\n⚠ The machine was busy (load average over its ${availableParallelism()} cores, or the benchmark index moved by over 30%): compare these figures only with a run as quiet.`,
    );
  if (options.detail) {
    for (const row of rows) {
      const seen = observed.get(row.path)!;
      const parts = frameParts(seen);
      const part = (value: number) => value.toFixed(0);
      console.log(
        `\n${row.path}: long animation frames ${part(parts.duration)} ms: scripts ${part(parts.scripts)}, style and layout ${part(parts.styleAndLayout)}, rendering callbacks ${part(parts.renderCallbacks)}, the rest (parsing, GC, …) ${part(parts.other)}`,
      );
      for (const script of scriptTimes(seen)) console.log(`  ${script.ms.toFixed(0).padStart(5)}  ${script.name}`);
    }
  }

  if (options.json) {
    const report = {
      at: new Date().toISOString(),
      throttle,
      runs,
      phone: PHONE,
      benchmarkIndex: { before: indexBefore, after: indexAfter },
      loadAverage: { before: loadBefore, after: loadAfter },
      pages: rows.map((row) => ({ ...row, observed: observed.get(row.path) })),
      staff,
      traces: Object.fromEntries(Object.entries(traces).map(([page, summary]) => [page, summary.figures])),
    };
    writeFileSync(options.json, `${JSON.stringify(report, null, 2)}\n`);
    console.log(`\nFigures written to ${options.json}`);
  }

  // The bar is the navigation after sign-in (the link); the inbox loaded anew is reported beside it.
  const slowInbox = staff.filter(({ step, median }) => step === 'inbox (link)' && median > STAFF_BAR_MS);
  for (const { step } of slowInbox) console.log(`\n✗ The inbox's first rows over ${STAFF_BAR_MS} ms: ${step}`);
  const over = rows.filter((row) => row.path !== REFERENCE_PATH && row.median.longestTask > BLOCKING_MS);
  if (over.length) {
    console.log(`\n✗ A task over ${BLOCKING_MS} ms after first paint on ${over.length} of ${rows.length} pages:`);
    for (const row of over) console.log(`  ${row.path}: ${row.median.longestTask.toFixed(0)} ms`);
    return 1;
  }
  if (rows.length) console.log(`\n✓ No page's longest task after first paint is over ${BLOCKING_MS} ms`);
  return slowInbox.length ? 1 : 0;
}

const code = await main().catch((error: unknown) => {
  // An interrupted run's loads fail as the browser closes: only the interruption is news.
  if (!stopping) console.error(error instanceof Error ? error.message : error);
  return 2;
});
await shutDown();
process.exit(code);
