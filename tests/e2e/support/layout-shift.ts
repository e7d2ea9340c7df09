import type { Page } from '@playwright/test';

/** What one page load recorded, from before its first script ran. */
export interface LoadRecord {
  /** Every layout shift, each with the nodes that moved. */
  shifts: { at: number; value: number; hadRecentInput: boolean; sources: string[] }[];
  /** First contentful paint, ms. */
  firstPaint: number | null;
  /** When the first-paint script marked the web fonts fetched (data-fonts="loaded" on <html>), ms. */
  fontsFetched: number | null;
}

declare global {
  interface Window {
    __loadRecord?: LoadRecord & { flush: () => void };
  }
}

/**
 * Runs in the page before any of its scripts (page.addInitScript): a layout-shift observer that names each
 * moved node while it still exists, the first paint's time and the moment the web fonts had arrived.
 */
export function recordLoad() {
  const record: LoadRecord = { shifts: [], firstPaint: null, fontsFetched: null };
  const rect = (r: DOMRectReadOnly) =>
    `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`;
  const name = (node: Node | null): string => {
    if (!node) return '(a node outside the document)';
    if (!(node instanceof Element))
      return `text "${(node.textContent ?? '').trim().slice(0, 40)}" in ${name(node.parentNode)}`;
    const classes = [...node.classList].slice(0, 4).join('.');
    const text = (node.textContent ?? '').trim().slice(0, 40);
    return `<${node.localName}${node.id ? `#${node.id}` : ''}${classes ? `.${classes}` : ''}>${text ? ` "${text}"` : ''}`;
  };
  const take = (entries: PerformanceEntryList) => {
    for (const entry of entries as LayoutShift[]) {
      record.shifts.push({
        at: Math.round(entry.startTime),
        value: entry.value,
        hadRecentInput: entry.hadRecentInput,
        sources: entry.sources.map(
          (source) => `${name(source.node)}: ${rect(source.previousRect)} → ${rect(source.currentRect)}`,
        ),
      });
    }
  };
  const shifts = new PerformanceObserver((list) => take(list.getEntries()));
  shifts.observe({ type: 'layout-shift', buffered: true });
  // Entries not yet handed to the callback, for the final read.
  window.__loadRecord = Object.assign(record, { flush: () => take(shifts.takeRecords()) });
  new PerformanceObserver((list) => {
    const paint = list.getEntriesByName('first-contentful-paint')[0];
    if (paint) record.firstPaint = paint.startTime;
  }).observe({ type: 'paint', buffered: true });
  // <html> may not exist yet: watch the document for its attribute.
  new MutationObserver((_, observer) => {
    if (document.documentElement?.dataset.fonts !== 'loaded') return;
    record.fontsFetched = performance.now();
    observer.disconnect();
  }).observe(document, { attributes: true, attributeFilter: ['data-fonts'], subtree: true });
}

/** The load's record, once two more frames have been drawn (a shift is reported after its frame). */
export async function readLoad(page: Page): Promise<LoadRecord> {
  return page.evaluate(async () => {
    for (let frame = 0; frame < 2; frame++) await new Promise((done) => requestAnimationFrame(done));
    const record = window.__loadRecord;
    if (!record) throw new Error('the layout-shift recorder did not run before the page');
    record.flush();
    const { shifts, firstPaint, fontsFetched } = record;
    return { shifts, firstPaint, fontsFetched };
  });
}

/**
 * What is wrong with a load's record: fonts that did not arrive after the first paint (the check would test
 * nothing) and any layout shift without recent input, with the nodes that moved.
 */
export function shiftFindings({ shifts, firstPaint, fontsFetched }: LoadRecord, where: string): string[] {
  const findings: string[] = [];
  if (firstPaint === null || fontsFetched === null || fontsFetched <= firstPaint) {
    findings.push(`${where}: web fonts fetched at ${fontsFetched} ms, first paint at ${firstPaint} ms`);
  }
  const moved = shifts.filter((shift) => !shift.hadRecentInput);
  const total = moved.reduce((sum, shift) => sum + shift.value, 0);
  if (total > 0) {
    findings.push(
      `${where}: layout shift ${total.toFixed(5)} (first paint ${Math.round(firstPaint ?? 0)} ms, ` +
        `fonts fetched ${Math.round(fontsFetched ?? 0)} ms)`,
      ...moved.flatMap((shift) => [
        `  at ${shift.at} ms, ${shift.value.toFixed(5)}:`,
        ...shift.sources.map((source) => `    ${source}`),
      ]),
    );
  }
  return findings;
}

interface LayoutShift extends PerformanceEntry {
  value: number;
  hadRecentInput: boolean;
  sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
}
