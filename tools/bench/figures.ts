import type { Observed } from './page-probe';

/** A task longer than this blocks input (the long-task and TBT threshold). */
export const BLOCKING_MS = 50;

/** One load's figures, in ms but for the shift. */
export interface Figures {
  /** The longest task's part after first contentful paint (clipped as TBT clips): what can block a tap. */
  longestTask: number;
  /**
   * The longest task wholly before first contentful paint: chiefly the browser's own navigation commit
   * (a new window and its script context), which a static page without script has as well (`--reference`).
   */
  beforePaint: number;
  tbt: number;
  cls: number;
  fcp: number | null;
  lcp: number | null;
  longTasks: number;
}

/**
 * The figures of one load. TBT as Lighthouse counts it: each long task's part after first contentful paint,
 * less 50 ms, summed (to the end of the observation rather than to time-to-interactive, which is later than
 * every long task here). CLS: every layout shift without recent input, summed (no session windows: the page
 * is loaded, not used).
 */
export function figuresOf(observed: Observed): Figures {
  const fcp = observed.paints['first-contentful-paint'] ?? null;
  const afterPaint = (task: { start: number; duration: number }) =>
    Math.max(0, task.start + task.duration - Math.max(task.start, fcp ?? 0));
  const tbt = observed.longTasks.reduce((sum, task) => sum + Math.max(0, afterPaint(task) - BLOCKING_MS), 0);
  return {
    longestTask: Math.max(0, ...observed.longTasks.map(afterPaint)),
    beforePaint: Math.max(0, ...observed.longTasks.filter((task) => afterPaint(task) === 0).map((t) => t.duration)),
    tbt,
    cls: observed.shifts.filter((shift) => !shift.hadRecentInput).reduce((sum, shift) => sum + shift.value, 0),
    fcp,
    lcp: observed.lcp,
    longTasks: observed.longTasks.length,
  };
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Each figure's median over the runs (a figure missing from a run is left out of its median). */
export function medians(runs: readonly Figures[]): Figures {
  const of = (key: keyof Figures) => {
    const values = runs.map((run) => run[key]).filter((value): value is number => value !== null);
    return values.length ? median(values) : null;
  };
  return {
    longestTask: of('longestTask') ?? 0,
    beforePaint: of('beforePaint') ?? 0,
    tbt: of('tbt') ?? 0,
    cls: of('cls') ?? 0,
    fcp: of('fcp'),
    lcp: of('lcp'),
    longTasks: of('longTasks') ?? 0,
  };
}

const ms = (value: number | null) => (value === null ? '–' : value.toFixed(0));

/**
 * The table of medians, one row per page, with the worst run's longest task (after first paint) beside the
 * median, and the longest task before first paint apart.
 */
export function table(rows: readonly { path: string; median: Figures; worstTask: number }[]): string {
  const header = ['page', 'longest task', 'worst run', 'TBT', 'CLS', 'FCP', 'LCP', 'long tasks', 'before paint'];
  const cells = rows.map(({ path, median: figures, worstTask }) => [
    path,
    ms(figures.longestTask),
    ms(worstTask),
    ms(figures.tbt),
    figures.cls.toFixed(3),
    ms(figures.fcp),
    ms(figures.lcp),
    String(figures.longTasks),
    ms(figures.beforePaint),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...cells.map((row) => row[column].length)));
  const line = (row: string[]) =>
    row.map((cell, column) => (column ? cell.padStart(widths[column]) : cell.padEnd(widths[column]))).join('  ');
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...cells.map(line)].join('\n');
}

const withoutOrigin = (text: string) => text.replace(/https?:\/\/[^/\s]+/g, '');

/**
 * Script time in long animation frames by what started it (invoker) and where its code lives (source URL):
 * the untraced, unprofiled view of the blocking time. Each key's median over the runs (0 where a run lacks it).
 */
export function scriptTimes(runs: readonly Observed[]): { name: string; ms: number }[] {
  const perRun = runs.map((observed) => {
    const totals = new Map<string, number>();
    for (const script of observed.frameScripts) {
      const source = withoutOrigin(script.sourceURL);
      const name = [
        withoutOrigin(script.invoker),
        source && source !== withoutOrigin(script.invoker) ? `(${source})` : '',
      ]
        .filter(Boolean)
        .join(' ');
      totals.set(name, (totals.get(name) ?? 0) + script.duration);
    }
    return totals;
  });
  const names = new Set(perRun.flatMap((totals) => [...totals.keys()]));
  return [...names]
    .map((name) => ({ name, ms: median(perRun.map((totals) => totals.get(name) ?? 0)) }))
    .filter((row) => row.ms >= 1)
    .sort((a, b) => b.ms - a.ms);
}

/** The long animation frames' time by part, each part's median over the runs (see LongFrame). */
export function frameParts(runs: readonly Observed[]) {
  const parts = ['scripts', 'styleAndLayout', 'renderCallbacks', 'other', 'duration'] as const;
  return Object.fromEntries(
    parts.map((part) => [part, median(runs.map((run) => run.frames.reduce((sum, frame) => sum + frame[part], 0)))]),
  ) as Record<(typeof parts)[number], number>;
}
