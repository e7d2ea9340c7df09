/**
 * What runs inside the page: the observers installed before any page script, the wait for a settled page,
 * and the machine's benchmark index. Each function is sent to the browser as source text, so it uses only
 * what it declares itself.
 */

/** A long task or a layout shift as the page observed it (times in ms since navigation start). */
export interface LongTask {
  start: number;
  duration: number;
}
export interface Shift {
  start: number;
  value: number;
  hadRecentInput: boolean;
  /** The shifted elements, as tag#id.class, for finding the cause. */
  sources: string[];
}

/**
 * A long animation frame (over 50 ms), split without a trace: its scripts, the rendering callbacks before
 * style (requestAnimationFrame, observers), style and layout, and the rest (HTML parsing, GC, the browser's
 * own tasks).
 */
export interface LongFrame {
  start: number;
  duration: number;
  scripts: number;
  renderCallbacks: number;
  styleAndLayout: number;
  other: number;
}

/** A long animation frame's scripts over 5 ms: where the blocking time was spent, by source. */
export interface FrameScript {
  frameStart: number;
  invoker: string;
  sourceURL: string;
  sourceFunctionName: string;
  duration: number;
}

export interface Observed {
  longTasks: LongTask[];
  shifts: Shift[];
  /** first-paint and first-contentful-paint. */
  paints: Record<string, number>;
  /** The last largest-contentful-paint candidate's time, or null. */
  lcp: number | null;
  frameScripts: FrameScript[];
  frames: LongFrame[];
  /** When the web fonts had been fetched and when the app took over (also `bench:…` marks in a trace). */
  marks: { fontsLoaded?: number; appReady?: number };
  /** When `settle` found the page settled (ms since navigation start). */
  settledAt: number;
}

/** What the observers keep while the page loads: entries as they come, read once the page has settled. */
interface Recording {
  entries: PerformanceEntry[];
  shifts: Shift[];
  marks: Observed['marks'];
  lastLongTaskEnd: number;
}

declare global {
  interface Window {
    __bench?: Recording;
  }
}

/**
 * `fn` called with `arg`, as source text for `addInitScript` or `evaluate`. The TypeScript loader (tsx) wraps
 * named functions in `__name(…)`, a helper the page does not have: the wrapper supplies a stand-in.
 */
export const inPage = <T>(fn: (arg: T) => unknown, arg: T) =>
  `((__name) => (${fn.toString()})(${JSON.stringify(arg) ?? 'undefined'}))((f) => f)`;

/**
 * Installed before any page script: keeps long tasks, paints, LCP and long animation frames as they come,
 * and layout shifts with their elements named at once (a removed element has no name later). The callbacks
 * do as little as they can, as they run on the main thread being measured.
 */
export function observe(): void {
  const seen: Recording = { entries: [], shifts: [], marks: {}, lastLongTaskEnd: 0 };
  window.__bench = seen;
  // The two moments the page's own script marks on <html>, timed and marked for a trace.
  const marked = new MutationObserver(() => {
    const html = document.documentElement;
    const moments = { fontsLoaded: html.dataset.fonts === 'loaded', appReady: html.dataset.app === 'ready' };
    for (const [name, reached] of Object.entries(moments) as [keyof Observed['marks'], boolean][]) {
      if (!reached || seen.marks[name] !== undefined) continue;
      seen.marks[name] = performance.now();
      performance.mark(`bench:${name}`);
    }
  });
  marked.observe(document, { subtree: true, attributes: true, attributeFilter: ['data-fonts', 'data-app'] });
  const describe = (node: Node | null) => {
    if (!(node instanceof Element)) return node ? node.nodeName : '(removed)';
    const id = node.id ? `#${node.id}` : '';
    const classes = [...node.classList].slice(0, 3).map((name) => `.${name}`);
    return `${node.localName}${id}${classes.join('')}`;
  };
  const watch = (type: string, record: (entries: PerformanceEntryList) => void) => {
    try {
      new PerformanceObserver((list) => record(list.getEntries())).observe({ type, buffered: true });
    } catch {
      // An entry type this browser lacks (long-animation-frame before Chromium 123) is left out.
    }
  };
  const keep = (entries: PerformanceEntryList) => seen.entries.push(...entries);
  watch('longtask', (entries) => {
    keep(entries);
    for (const entry of entries)
      seen.lastLongTaskEnd = Math.max(seen.lastLongTaskEnd, entry.startTime + entry.duration);
  });
  watch('layout-shift', (entries) => {
    for (const entry of entries) {
      const shift = entry as PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node: Node | null }[];
      };
      seen.shifts.push({
        start: shift.startTime,
        value: shift.value,
        hadRecentInput: shift.hadRecentInput,
        sources: (shift.sources ?? []).map((source) => describe(source.node)),
      });
    }
  });
  watch('paint', keep);
  watch('largest-contentful-paint', keep);
  watch('long-animation-frame', keep);
}

/**
 * Resolves with what was observed once the page has loaded, the first-paint script has fetched the web fonts
 * (data-fonts="loaded" on <html>), the app has taken over (data-app="ready"), the fonts are ready, and no
 * long task has ended for `quietMs`. Rejects after `timeoutMs`, naming the step that did not happen.
 */
export function settle({ quietMs, timeoutMs }: { quietMs: number; timeoutMs: number }): Promise<Observed> {
  const html = document.documentElement;
  const seen = window.__bench;
  if (!seen) return Promise.reject(new Error('the observers were not installed before the page scripts'));
  let step = 'the load event';
  const until = (done: () => boolean) =>
    new Promise<void>((resolve) => {
      if (done()) return resolve();
      const watcher = new MutationObserver(() => {
        if (!done()) return;
        watcher.disconnect();
        resolve();
      });
      watcher.observe(html, { attributes: true });
    });
  const quiet = () =>
    new Promise<void>((resolve) => {
      const check = () => {
        const left = seen.lastLongTaskEnd + quietMs - performance.now();
        if (left <= 0) resolve();
        else setTimeout(check, left);
      };
      check();
    });
  // The recording as figures, read once the page has settled; defined here, as this function runs in the page.
  const readRecording = (seen: Recording): Omit<Observed, 'settledAt'> => {
    const ofType = (type: string) => seen.entries.filter((entry) => entry.entryType === type);
    const frames = ofType('long-animation-frame') as (PerformanceEntry & {
      renderStart: number;
      styleAndLayoutStart: number;
      scripts: { invoker: string; sourceURL: string; sourceFunctionName: string; duration: number }[];
    })[];
    return {
      longTasks: ofType('longtask').map((task) => ({ start: task.startTime, duration: task.duration })),
      shifts: seen.shifts,
      paints: Object.fromEntries(ofType('paint').map((paint) => [paint.name, paint.startTime])),
      lcp: ofType('largest-contentful-paint').at(-1)?.startTime ?? null,
      frames: frames.map((frame) => {
        const end = frame.startTime + frame.duration;
        const scripts = frame.scripts.reduce((sum, script) => sum + script.duration, 0);
        const styleAndLayout = frame.styleAndLayoutStart ? end - frame.styleAndLayoutStart : 0;
        const renderCallbacks = frame.renderStart ? (frame.styleAndLayoutStart || end) - frame.renderStart : 0;
        const other = Math.max(0, frame.duration - scripts - renderCallbacks - styleAndLayout);
        return { start: frame.startTime, duration: frame.duration, scripts, renderCallbacks, styleAndLayout, other };
      }),
      frameScripts: frames.flatMap((frame) =>
        frame.scripts
          .filter((script) => script.duration >= 5)
          .map(({ invoker, sourceURL, sourceFunctionName, duration }) => ({
            frameStart: frame.startTime,
            invoker,
            sourceURL,
            sourceFunctionName,
            duration,
          })),
      ),
      marks: seen.marks,
    };
  };
  const steps = async () => {
    if (document.readyState !== 'complete') await new Promise((loaded) => addEventListener('load', loaded));
    step = 'the web fonts (data-fonts="loaded" on <html>)';
    await until(() => html.dataset.fonts === 'loaded');
    step = 'the app taking over (data-app="ready" on <html>)';
    await until(() => html.dataset.app === 'ready');
    step = 'document.fonts.ready';
    await document.fonts.ready;
    step = `${quietMs} ms without a long task`;
    await quiet();
    const settledAt = performance.now();
    return { ...readRecording(seen), settledAt };
  };
  return Promise.race([
    steps(),
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`not settled after ${timeoutMs} ms: waiting for ${step}`)), timeoutMs),
    ),
  ]);
}

/**
 * The machine's speed as Lighthouse measures it (its `benchmarkIndex`, reported by perf.mjs too): the mean of
 * a GC-heavy score (10,000-character strings built per second, ÷ 10) and a copy score (100,000-integer array
 * copies per second, ÷ 10), 500 ms each, run unthrottled. Our equivalent of `computeBenchmarkIndex` in
 * Lighthouse 12's core/lib/page-functions.js (github.com/GoogleChrome/lighthouse); there, 1000+ is a desktop
 * and 125+ a mid-tier phone (Moto G4).
 */
export function benchmarkIndex(): number {
  const gcHeavy = () => {
    const start = Date.now();
    let iterations = 0;
    while (Date.now() - start < 500) {
      let text = '';
      for (let j = 0; j < 10000; j++) text += 'a';
      // Uses the string, so the loop is not optimised away.
      if (text.length === 1) throw new Error('unreachable');
      iterations++;
    }
    return Math.round(iterations / 10 / ((Date.now() - start) / 1000));
  };
  const copying = () => {
    const a: number[] = [];
    const b: number[] = [];
    for (let i = 0; i < 100000; i++) a[i] = b[i] = i;
    const start = Date.now();
    let iterations = 0;
    // The clock is read every 10th copy only, as Lighthouse does (a JCC-alignment cliff on some Intel CPUs).
    while (iterations % 10 !== 0 || Date.now() - start < 500) {
      const from = iterations % 2 === 0 ? a : b;
      const to = iterations % 2 === 0 ? b : a;
      for (let j = 0; j < from.length; j++) to[j] = from[j];
      iterations++;
    }
    return Math.round(iterations / 10 / ((Date.now() - start) / 1000));
  };
  return (gcHeavy() + copying()) / 2;
}
