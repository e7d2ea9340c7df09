import type { Direction } from '@/i18n/languages';

/** A value axis from zero: its top and ticks, whole numbers at a step of 1, 2 or 5 times a power of ten. */
export interface NiceScale {
  top: number;
  step: number;
  ticks: number[];
}

/** The smallest such axis above `max` with at most `maxSteps` steps (a count axis: never below 1). */
export function niceScale(max: number, maxSteps = 4): NiceScale {
  const ceiling = Math.max(1, Math.ceil(Number.isFinite(max) ? max : 0));
  let step = 1;
  for (let magnitude = 1; ; magnitude *= 10) {
    const found = [1, 2, 5].map((factor) => factor * magnitude).find((size) => Math.ceil(ceiling / size) <= maxSteps);
    if (found !== undefined) {
      step = found;
      break;
    }
  }
  const top = Math.ceil(ceiling / step) * step;
  const ticks = Array.from({ length: top / step + 1 }, (_, index) => index * step);
  return { top, step, ticks };
}

/**
 * A physical x for a box laid out from the start edge: the same in left-to-right, mirrored across
 * `width` in right-to-left (the box's right edge lands where its left edge was from the other side).
 */
export const mirrorX = (x: number, boxWidth: number, width: number, dir: Direction) =>
  dir === 'rtl' ? width - x - boxWidth : x;

/** A horizontal bar in a track 100 units long: it grows from the start edge (the right, in Arabic). */
export function barSpan(value: number, max: number, dir: Direction): { x: number; width: number } {
  const share = max > 0 ? Math.min(1, Math.max(0, value / max)) : 0;
  // A count above zero stays visible however small beside the largest.
  const width = value > 0 ? Math.max(share * 100, 0.75) : 0;
  return { x: mirrorX(0, width, 100, dir), width };
}

export interface ColumnOptions {
  width: number;
  height: number;
  dir: Direction;
  /** Room for the value axis's labels, at the start side. */
  axis?: number;
  /** Room under the plot for the category labels. */
  bottom?: number;
  /** Room above the tallest column for its value. */
  top?: number;
  /** Room at the end side. */
  end?: number;
  /** The narrowest space a category label needs; labels are thinned to fit. */
  labelWidth?: number;
}

export interface Column {
  value: number;
  x: number;
  y: number;
  width: number;
  height: number;
  /** The centre of the column's band: where its label and value sit. */
  centre: number;
  /** Whether its category label is drawn (labels are thinned when the bands are narrow). */
  labelled: boolean;
}

export interface ColumnLayout {
  columns: Column[];
  scale: NiceScale;
  /** The value axis's ticks: y, and where the label sits (x) with its physical anchor. */
  ticks: { value: number; y: number }[];
  tickX: number;
  tickAnchor: 'start' | 'end';
  /** The plot's physical edges. */
  plot: { left: number; right: number; top: number; bottom: number };
  /** Whether every column has room for its value above it. */
  valuesFit: boolean;
}

/**
 * Columns for `values` in order along the reading direction: the first at the left in English, at
 * the right in Arabic, the value axis at the start side. Coordinates are the SVG's own pixels.
 */
export function columnLayout(
  values: number[],
  { width, height, dir, axis = 44, bottom = 28, top = 20, end = 12, labelWidth = 64 }: ColumnOptions,
): ColumnLayout {
  const scale = niceScale(Math.max(0, ...values));
  const plotWidth = Math.max(1, width - axis - end);
  const plotTop = top;
  const plotBottom = Math.max(plotTop + 1, height - bottom);
  const plotHeight = plotBottom - plotTop;
  const band = plotWidth / Math.max(1, values.length);
  const columnWidth = Math.max(1, Math.min(band * 0.7, 48));
  const everyNth = Math.max(1, Math.ceil(values.length / Math.max(1, Math.floor(plotWidth / labelWidth))));
  const columns = values.map((value, index) => {
    const columnHeight = value > 0 ? Math.max(1, (value / scale.top) * plotHeight) : 0;
    const start = axis + index * band + (band - columnWidth) / 2;
    const x = mirrorX(start, columnWidth, width, dir);
    return {
      value,
      x,
      y: plotBottom - columnHeight,
      width: columnWidth,
      height: columnHeight,
      centre: x + columnWidth / 2,
      labelled: index % everyNth === 0,
    };
  });
  const ticks = scale.ticks.map((value) => ({ value, y: plotBottom - (value / scale.top) * plotHeight }));
  const plotStart = mirrorX(axis, plotWidth, width, dir);
  return {
    columns,
    scale,
    ticks,
    tickX: dir === 'rtl' ? width - axis + 6 : axis - 6,
    tickAnchor: dir === 'rtl' ? 'start' : 'end',
    plot: { left: plotStart, right: plotStart + plotWidth, top: plotTop, bottom: plotBottom },
    valuesFit: band >= 28,
  };
}
