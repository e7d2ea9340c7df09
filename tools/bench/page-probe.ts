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
  /** When the web fonts joined the stacks and when the app took over (also `bench:…` marks in a trace). */
  marks: { webFonts?: number; appReady?: number };
  /** When `settle` found the page settled (ms since navigation start). */
  settledAt: number;
}

declare global {
  interface Window {
    __bench?: Observed & { lastLongTaskEnd: number };
  }
}

/**
 * `fn` called with `arg`, as source text for `addInitScript` or `evaluate`. The TypeScript loader (tsx) wraps
 * named functions in `__name(…)`, a helper the page does not have: the wrapper supplies a stand-in.
 */
export const inPage = <T>(fn: (arg: T) => unknown, arg: T) =>
  `((__name) => (${fn.toString()})(${JSON.stringify(arg) ?? 'undefined'}))((f) => f)`;

/** Installed before any page script: records long tasks, layout shifts, paints, LCP and long frames' scripts. */
export function observe(): void {
  const seen: NonNullable<Window['__bench']> = {
    longTasks: [],
    shifts: [],
    paints: {},
    lcp: null,
    frameScripts: [],
    frames: [],
    marks: {},
    settledAt: 0,
    lastLongTaskEnd: 0,
  };
  window.__bench = seen;
  // The two moments the page's own script marks on <html>, timed and marked for a trace.
  const marked = new MutationObserver(() => {
    const html = document.documentElement;
    const moments = { webFonts: html.classList.contains('web-fonts'), appReady: html.dataset.app === 'ready' };
    for (const [name, reached] of Object.entries(moments) as [keyof Observed['marks'], boolean][]) {
      if (!reached || seen.marks[name] !== undefined) continue;
      seen.marks[name] = performance.now();
      performance.mark(`bench:${name}`);
    }
  });
  marked.observe(document, { subtree: true, attributes: true, attributeFilter: ['class', 'data-app'] });
  const describe = (node: Node | null) => {
    if (!(node instanceof Element)) return node ? node.nodeName : '(removed)';
    const id = node.id ? `#${node.id}` : '';
    const classes = [...node.classList].slice(0, 3).map((name) => `.${name}`);
    return `${node.localName}${id}${classes.join('')}`;
  };
  const watch = (type: string, record: (entry: PerformanceEntry) => void) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(record)).observe({ type, buffered: true });
    } catch {
      // An entry type this browser lacks (long-animation-frame before Chromium 123) is left out.
    }
  };
  watch('longtask', (entry) => {
    seen.longTasks.push({ start: entry.startTime, duration: entry.duration });
    seen.lastLongTaskEnd = Math.max(seen.lastLongTaskEnd, entry.startTime + entry.duration);
  });
  watch('layout-shift', (entry) => {
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
  });
  watch('paint', (entry) => {
    seen.paints[entry.name] = entry.startTime;
  });
  watch('largest-contentful-paint', (entry) => {
    seen.lcp = entry.startTime;
  });
  watch('long-animation-frame', (entry) => {
    const frame = entry as PerformanceEntry & {
      renderStart: number;
      styleAndLayoutStart: number;
      scripts: { invoker: string; sourceURL: string; sourceFunctionName: string; duration: number }[];
    };
    const end = frame.startTime + frame.duration;
    const scripts = frame.scripts.reduce((sum, script) => sum + script.duration, 0);
    const styleAndLayout = frame.styleAndLayoutStart ? end - frame.styleAndLayoutStart : 0;
    const renderCallbacks = frame.renderStart ? (frame.styleAndLayoutStart || end) - frame.renderStart : 0;
    seen.frames.push({
      start: frame.startTime,
      duration: frame.duration,
      scripts,
      renderCallbacks,
      styleAndLayout,
      other: Math.max(0, frame.duration - scripts - renderCallbacks - styleAndLayout),
    });
    for (const script of frame.scripts) {
      if (script.duration < 5) continue;
      const { invoker, sourceURL, sourceFunctionName, duration } = script;
      seen.frameScripts.push({ frameStart: frame.startTime, invoker, sourceURL, sourceFunctionName, duration });
    }
  });
}

/**
 * Resolves with what was observed once the page has loaded, the first-paint script has put the web fonts in
 * the stacks (.web-fonts on <html>), the app has taken over (data-app="ready"), the fonts are ready, and no
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
  const steps = async () => {
    if (document.readyState !== 'complete') await new Promise((loaded) => addEventListener('load', loaded));
    step = 'the web fonts (.web-fonts on <html>)';
    await until(() => html.classList.contains('web-fonts'));
    step = 'the app taking over (data-app="ready" on <html>)';
    await until(() => html.dataset.app === 'ready');
    step = 'document.fonts.ready';
    await document.fonts.ready;
    step = `${quietMs} ms without a long task`;
    await quiet();
    const { lastLongTaskEnd: _, ...observed } = seen;
    return { ...observed, settledAt: performance.now() };
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
