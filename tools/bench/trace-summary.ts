import { existsSync, readFileSync } from 'node:fs';
import { SourceMap, type SourceMapPayload } from 'node:module';
import path from 'node:path';
import { activityOf, type Frame } from './activities';

/**
 * Where a traced load's main-thread time went: its long tasks, each split by kind of work (the self time of
 * the trace's events, grouped as Lighthouse's main-thread breakdown groups them), and the CPU profile's self
 * time inside long tasks by script and by function. Functions of a build made with `vite build --sourcemap
 * hidden` (same code, maps beside the chunks) are named by their source file and line.
 *
 * The profiler and the trace itself cost time (Chromium's profiler start-up is a long task of its own): read
 * the shares and the names here, and the durations from the bench's untraced runs.
 */

/**
 * What Chromium's Performance panel records, with the CPU profile. Not the invalidation tracking: it makes
 * every style invalidation many times slower, so a script that sets an attribute on <html> looks like the cost.
 */
export const TRACE_CATEGORIES = [
  '-*',
  'loading',
  'v8',
  'v8.execute',
  'blink.user_timing',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.stack',
  'disabled-by-default-devtools.timeline.frame',
  'disabled-by-default-v8.cpu_profiler',
  'toplevel',
];

/** `/` → home.json, `/ar/contact-us` → ar-contact-us.json. */
export const traceFileName = (pagePath: string) =>
  `${pagePath === '/' ? 'home' : pagePath.slice(1).replace(/[^\w-]+/g, '-')}.json`;

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: { data?: Record<string, unknown>; beginData?: Record<string, unknown>; [key: string]: unknown };
}
interface Span extends TraceEvent {
  dur: number;
  children: Span[];
}
/** Partial for the profiler's own nodes ((root), (program), (idle)). */
interface CallFrame {
  functionName: string;
  url?: string;
  lineNumber?: number;
  columnNumber?: number;
}
interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: CallFrame;
}

/** Kinds of main-thread work, by trace event name (after Lighthouse's core/lib/tracehouse/task-groups.js). */
const GROUPS = {
  'script evaluation': [
    'EvaluateScript',
    'v8.evaluateModule',
    'v8.run',
    'v8.callFunction',
    'FunctionCall',
    'TimerFire',
    'FireAnimationFrame',
    'FireIdleCallback',
    'RunMicrotasks',
    'EventDispatch',
    'V8.Execute',
    'v8.newInstance',
  ],
  'script parse & compile': [
    'v8.compile',
    'v8.compileModule',
    'V8.CompileCode',
    'v8.produceCache',
    'v8.produceModuleCache',
    'v8.deserializeOnBackground',
  ],
  'HTML parsing': ['ParseHTML'],
  'style recalculation': ['UpdateLayoutTree', 'RecalculateStyles', 'ParseAuthorStyleSheet'],
  layout: ['Layout'],
  'paint & composite': ['PrePaint', 'Paint', 'Layerize', 'Commit', 'UpdateLayer', 'UpdateLayerTree', 'PaintImage'],
  'garbage collection': ['MinorGC', 'MajorGC', 'BlinkGC.AtomicPhase', 'V8.GC_SCAVENGER', 'V8.GC_MARK_COMPACTOR'],
  'profiler start-up (trace only)': ['CpuProfiler::StartProfiling'],
} as const;
type Group = keyof typeof GROUPS | 'other';
const groupOf = new Map<string, Group>(
  Object.entries(GROUPS).flatMap(([group, names]) => names.map((name) => [name, group as Group])),
);

const LONG_TASK_US = 50_000;
const ms = (us: number) => us / 1000;

export interface TraceFigures {
  /** Long tasks: start (ms after navigation start), duration, self time by group, and what ran. */
  longTasks: {
    start: number;
    duration: number;
    groups: Partial<Record<Group, number>>;
    /** The outermost events that ran, largest first. */
    label: string;
    /** CPU profile self time by source module (or script), largest first, ms. */
    code: { name: string; ms: number }[];
  }[];
  /** Self time in long tasks by group, ms. */
  groups: Partial<Record<Group, number>>;
  /** CPU profile self time in long tasks by script URL, by source module (with maps) and by function, ms. */
  scripts: { name: string; ms: number }[];
  modules: { name: string; ms: number }[];
  functions: { name: string; ms: number }[];
  /** CPU profile time in long tasks by what the page was doing (activities.ts), with source maps only, ms. */
  activities: { name: string; ms: number }[];
  /** The page's `bench:` marks and paint events, ms after navigation start. */
  moments: Record<string, number>;
}

/** The complete events of one thread as a forest (B/E pairs joined), in time order. */
function spansOf(events: TraceEvent[]): Span[] {
  const flat: Span[] = [];
  const open: TraceEvent[] = [];
  for (const event of [...events].sort((a, b) => a.ts - b.ts)) {
    if (event.ph === 'X') flat.push({ ...event, dur: event.dur ?? 0, children: [] });
    else if (event.ph === 'B') open.push(event);
    else if (event.ph === 'E') {
      const begin = open.pop();
      if (begin) flat.push({ ...begin, dur: event.ts - begin.ts, children: [] });
    }
  }
  flat.sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const roots: Span[] = [];
  const stack: Span[] = [];
  for (const span of flat) {
    while (stack.length && stack.at(-1)!.ts + stack.at(-1)!.dur <= span.ts) stack.pop();
    (stack.at(-1)?.children ?? roots).push(span);
    stack.push(span);
  }
  return roots;
}

/** Self time by group under `span`: each event's time less its children's, to its nearest grouped ancestor. */
function selfTimes(span: Span, into: Partial<Record<Group, number>>, inherited: Group = 'other') {
  const group = groupOf.get(span.name) ?? inherited;
  const childTime = span.children.reduce((sum, child) => sum + child.dur, 0);
  into[group] = (into[group] ?? 0) + ms(Math.max(0, span.dur - childTime));
  for (const child of span.children) selfTimes(child, into, group);
}

const fileOf = (url: unknown) => (typeof url === 'string' && url ? url.replace(/^https?:\/\/[^/]+/, '') : '');

/** The outermost grouped events of a task, largest first, as "what ran": kind, script and function. */
function labelOf(task: Span): string {
  const found: Span[] = [];
  const visit = (span: Span) => (groupOf.has(span.name) ? found.push(span) : span.children.forEach(visit));
  task.children.forEach(visit);
  const totals = new Map<string, number>();
  for (const span of found) {
    const data = span.args?.data ?? span.args?.beginData ?? {};
    const where = [fileOf(data.url), data.functionName].filter(Boolean).join(' ');
    const key = where ? `${span.name} ${where}` : span.name;
    totals.set(key, (totals.get(key) ?? 0) + span.dur);
  }
  return [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([key, dur]) => `${key} ${ms(dur).toFixed(0)}`)
    .join(', ');
}

/** Original positions for built chunks that have a source map beside them. */
function sourceMapper(dist: string) {
  const maps = new Map<string, SourceMap | null>();
  const mapOf = (file: string) => {
    if (!maps.has(file)) {
      const mapFile = path.join(dist, `${file}.map`);
      maps.set(
        file,
        existsSync(mapFile) ? new SourceMap(JSON.parse(readFileSync(mapFile, 'utf8')) as SourceMapPayload) : null,
      );
    }
    return maps.get(file)!;
  };
  /** The source line, shortened: names an anonymous function better than its position does. */
  const lineText = (map: SourceMap, source: string, line: number) => {
    const index = map.payload.sources.indexOf(source);
    const text = map.payload.sourcesContent?.[index]?.split('\n')[line]?.trim() ?? '';
    return text.length > 70 ? `${text.slice(0, 69)}…` : text;
  };
  /** `src/app/router.tsx:125` or `node_modules/react-dom/…:4012`, or null without a map. */
  return (frame: CallFrame): { module: string; line: number; name?: string; text: string } | null => {
    const file = fileOf(frame.url).slice(1);
    if (!file.endsWith('.js')) return null;
    const map = mapOf(file);
    if (!map) return null;
    const entry = map.findEntry(frame.lineNumber ?? 0, frame.columnNumber ?? 0) as {
      originalSource?: string;
      originalLine?: number;
      name?: string;
    };
    if (!entry.originalSource) return null;
    const source = entry.originalSource.replace(/^.*?((node_modules|src|tools)\/)/, '$1');
    const line = entry.originalLine ?? 0;
    return { module: source, line: line + 1, name: entry.name, text: lineText(map, entry.originalSource, line) };
  };
}

/** Self time by sample inside long tasks, from the main thread's CPU profile. */
function profileSelfTimes(events: TraceEvent[], pid: number, tid: number, tasks: Span[]) {
  const profile = events.find((event) => event.name === 'Profile' && event.pid === pid && event.tid === tid);
  if (!profile) return { nodes: new Map<number, ProfileNode>(), samples: [] };
  const nodes = new Map<number, ProfileNode>();
  const samples: { node: number; ts: number }[] = [];
  let ts = Number(profile.args?.data?.startTime ?? profile.ts);
  for (const chunk of events) {
    if (chunk.name !== 'ProfileChunk' || chunk.id !== profile.id || chunk.pid !== pid) continue;
    const data = chunk.args?.data as {
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      timeDeltas?: number[];
    };
    for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    (data.cpuProfile?.samples ?? []).forEach((node, index) => {
      ts += data.timeDeltas?.[index] ?? 0;
      samples.push({ node, ts });
    });
  }
  const taskAt = (time: number) => tasks.findIndex((task) => time >= task.ts && time < task.ts + task.dur);
  /** Node ids from the sample's node to the root. */
  const stackOf = (id: number) => {
    const stack: number[] = [];
    for (let node = nodes.get(id); node; node = node.parent === undefined ? undefined : nodes.get(node.parent))
      stack.push(node.id);
    return stack;
  };
  return {
    nodes,
    samples: samples.flatMap((sample, index) => {
      const next = samples[index + 1];
      const node = nodes.get(sample.node);
      const task = taskAt(sample.ts);
      if (!next || !node || task < 0) return [];
      return [{ frame: node.callFrame, stack: stackOf(sample.node), us: next.ts - sample.ts, task }];
    }),
  };
}

const ranked = (totals: Map<string, number>, count: number) =>
  [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, us]) => ({ name, ms: ms(us) }));

const add = (totals: Map<string, number>, key: string, us: number) => totals.set(key, (totals.get(key) ?? 0) + us);

/** The summary of the trace in `file` (written by the bench's `--trace`), with the build in `dist` for names. */
export function summariseTrace(file: string, dist: string): { text: string; figures: TraceFigures } {
  const raw = JSON.parse(readFileSync(file, 'utf8')) as { traceEvents: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(raw) ? raw : raw.traceEvents;
  // The page's main thread: the one that parsed its HTML.
  const parse = events.find(
    (event) => event.name === 'ParseHTML' && String(event.args?.beginData?.url ?? '').startsWith('http'),
  );
  if (!parse) throw new Error(`${file}: no page HTML was parsed in this trace`);
  const { pid, tid } = parse;
  const pageUrl = String(parse.args?.beginData?.url);
  const start =
    events.find(
      (event) =>
        event.name === 'navigationStart' && event.pid === pid && event.args?.data?.documentLoaderURL === pageUrl,
    )?.ts ?? parse.ts;
  const at = (ts: number) => ms(ts - start);

  const threadEvents = events.filter((event) => event.pid === pid && event.tid === tid);
  const tasks = spansOf(threadEvents).filter(
    (span) => span.name === 'RunTask' && span.dur > LONG_TASK_US && span.ts >= start,
  );
  const total: Partial<Record<Group, number>> = {};
  const groupsByTask = tasks.map((task) => {
    const groups: Partial<Record<Group, number>> = {};
    selfTimes(task, groups);
    for (const [group, value] of Object.entries(groups)) total[group as Group] = (total[group as Group] ?? 0) + value;
    return groups;
  });

  const mapped = sourceMapper(dist);
  const scripts = new Map<string, number>();
  const modules = new Map<string, number>();
  const functions = new Map<string, number>();
  const codeByTask = tasks.map(() => new Map<string, number>());
  const activities = new Map<string, number>();
  const profile = profileSelfTimes(events, pid, tid, tasks);
  const frames = new Map<number, Frame>();
  /** The node's call frame with its original module and name, once per node. */
  const frameOf = (id: number) => {
    let frame = frames.get(id);
    if (!frame) {
      const { callFrame } = profile.nodes.get(id)!;
      const original = mapped(callFrame);
      // The profiler's own nodes ((root), (program)) have no script position.
      const { url = '', lineNumber = -1, columnNumber = -1, functionName } = callFrame;
      frame = { url, lineNumber, columnNumber, functionName, module: original?.module, name: original?.name };
      frames.set(id, frame);
    }
    return frame;
  };
  const withMaps = profile.samples.some(({ frame }) => mapped(frame));
  for (const { frame, stack, us, task } of profile.samples) {
    if (withMaps) add(activities, activityOf(stack.map(frameOf)), us);
    const script = fileOf(frame.url) || frame.functionName;
    add(scripts, script, us);
    const original = mapped(frame);
    if (original) add(modules, original.module, us);
    const name = frame.functionName || '(anonymous)';
    const where = original
      ? `${original.module}:${original.line} ${original.name ?? `«${original.text}»`}`
      : `${script}:${(frame.lineNumber ?? 0) + 1}:${(frame.columnNumber ?? 0) + 1}`;
    add(functions, frame.url ? `${name} ${where}` : name, us);
    if (frame.url) add(codeByTask[task], original?.module ?? script, us);
  }
  const longTasks = tasks.map((task, index) => ({
    start: at(task.ts),
    duration: ms(task.dur),
    groups: groupsByTask[index],
    label: labelOf(task),
    code: ranked(codeByTask[index], 4),
  }));

  const moments: Record<string, number> = {};
  for (const event of threadEvents) {
    const name = event.name.startsWith('bench:') ? event.name.slice(6) : event.name;
    if (['firstContentfulPaint', 'bench:fontsLoaded', 'bench:appReady', 'MarkLoad'].includes(event.name))
      moments[name] ??= at(event.ts);
  }

  const figures: TraceFigures = {
    longTasks,
    groups: total,
    scripts: ranked(scripts, 12),
    modules: ranked(modules, 20),
    functions: ranked(functions, 25),
    activities: ranked(activities, 20),
    moments,
  };
  return { text: describe(figures), figures };
}

const round = (value: number) => value.toFixed(0);

/** The summary as text: moments, long tasks, groups, then scripts, modules and functions by self time. */
function describe(figures: TraceFigures): string {
  const lines = [
    `moments (ms): ${Object.entries(figures.moments)
      .map(([name, time]) => `${name} ${round(time)}`)
      .join(', ')}`,
    `long tasks: ${figures.longTasks.length}, ${round(figures.longTasks.reduce((sum, task) => sum + task.duration, 0))} ms`,
  ];
  for (const task of figures.longTasks) {
    const groups = Object.entries(task.groups)
      .filter(([, value]) => value >= 1)
      .sort((a, b) => b[1] - a[1])
      .map(([group, value]) => `${group} ${round(value)}`)
      .join(', ');
    lines.push(`  at ${round(task.start).padStart(5)}  ${round(task.duration).padStart(4)} ms  ${groups}`);
    lines.push(`                     ran: ${task.label}`);
    const code = task.code.filter((row) => row.ms >= 1);
    if (code.length)
      lines.push(`                     code: ${code.map((row) => `${row.name} ${round(row.ms)}`).join(', ')}`);
  }
  const list = (title: string, rows: [string, number][]) => {
    if (!rows.length) return;
    lines.push(title);
    for (const [name, value] of rows) lines.push(`  ${round(value).padStart(5)}  ${name}`);
  };
  list(
    'self time in long tasks by kind (ms):',
    Object.entries(figures.groups).sort((a, b) => b[1] - a[1]),
  );
  list(
    'CPU profile, time in long tasks by activity (ms):',
    figures.activities.map((row) => [row.name, row.ms]),
  );
  list(
    'CPU profile, self time in long tasks by script (ms):',
    figures.scripts.map((row) => [row.name, row.ms]),
  );
  list(
    '… by source module (ms):',
    figures.modules.map((row) => [row.name, row.ms]),
  );
  list(
    '… by function (ms):',
    figures.functions.map((row) => [row.name, row.ms]),
  );
  return lines.join('\n');
}
