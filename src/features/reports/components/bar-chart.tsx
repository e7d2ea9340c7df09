import type { Direction } from '@/i18n/languages';
import { cn } from '@/lib/cn';
import { barSpan } from '../lib/chart-scale';

export interface BarRow {
  key: string;
  label: string;
  value: number;
  /** The figures beside the bar, in the page's digits: "12 (30%)". */
  valueText: string;
}

interface BarChartProps {
  rows: BarRow[];
  dir: Direction;
  /** The longest bar's value; the largest row's by default. */
  max?: number;
}

/**
 * Horizontal bars, one row per category: the label (wrapping, in HTML), then the bar and its
 * figures. Bars grow from the start edge: from the left in English, from the right in Arabic, where
 * the rows' grid also runs right to left. Each bar is its own small SVG, stretched to its track.
 */
export function BarChart({ rows, dir, max = Math.max(0, ...rows.map((row) => row.value)) }: BarChartProps) {
  return (
    <div
      className="grid grid-cols-[minmax(0,1fr)_max-content] items-center gap-x-2 gap-y-1 tablet:grid-cols-[minmax(0,10rem)_minmax(0,1fr)_max-content] tablet:gap-x-3 tablet:gap-y-3"
      data-chart="bars"
    >
      {rows.map((row, index) => {
        const span = barSpan(row.value, max, dir);
        return (
          // One row's three cells sit in the chart's grid, so every track starts and ends at the same place.
          <div key={row.key} className="contents">
            <span
              className={cn(
                'col-span-2 break-words text-sm text-fg tablet:col-span-1',
                index > 0 && 'mt-2 tablet:mt-0',
              )}
            >
              {row.label}
            </span>
            <svg
              viewBox="0 0 100 10"
              preserveAspectRatio="none"
              className="h-4 w-full"
              focusable="false"
              data-bar={row.key}
            >
              <rect x="0" y="0" width="100" height="10" className="fill-surface-sunken" />
              <rect x={span.x} y="0" width={span.width} height="10" className="fill-brand" />
            </svg>
            <span className="whitespace-nowrap text-end text-sm tabular-nums text-fg">{row.valueText}</span>
          </div>
        );
      })}
    </div>
  );
}
