import type { Direction } from '@/i18n/languages';
import { useElementWidth } from '../hooks/use-element-width';
import { columnLayout } from '../lib/chart-scale';

export interface ColumnDatum {
  key: string;
  value: number;
  /** Under the column: "Mar 2". */
  label: string;
  /** The value in the page's digits. */
  valueText: string;
  /** A pointer's tooltip: "Week beginning March 2, 2026: 12". */
  title: string;
}

interface ColumnChartProps {
  data: ColumnDatum[];
  dir: Direction;
  /** Formats an axis tick in the page's digits. */
  tick: (value: number) => string;
  height?: number;
}

/**
 * Columns in time order along the reading direction: the earliest at the left in English and at
 * the right in Arabic, with the value axis at the start side. Drawn at the width it is shown (text
 * keeps its size on a phone); labels under the columns are thinned when they would crowd.
 * The SVG's own `direction` is left-to-right so the axis labels' `text-anchor` is a physical side;
 * the labels under the columns, centred, read in the page's direction ("٢ نوفمبر" right to left).
 */
export function ColumnChart({ data, dir, tick, height = 240 }: ColumnChartProps) {
  const [ref, width] = useElementWidth<HTMLDivElement>(640);
  const layout = columnLayout(
    data.map((datum) => datum.value),
    { width, height, dir },
  );
  return (
    <div ref={ref} className="w-full min-w-0 overflow-hidden">
      <svg
        width={width}
        height={height}
        viewBox={`0 0 ${width} ${height}`}
        direction="ltr"
        className="block h-auto w-full"
        focusable="false"
        data-chart="columns"
        data-dir={dir}
      >
        {layout.ticks.map((line) => (
          <g key={line.value}>
            <line
              x1={layout.plot.left}
              x2={layout.plot.right}
              y1={line.y}
              y2={line.y}
              className={line.value === 0 ? 'stroke-fg-muted' : 'stroke-line'}
              strokeWidth="1"
            />
            <text
              x={layout.tickX}
              y={line.y}
              dy="0.32em"
              textAnchor={layout.tickAnchor}
              className="fill-fg-muted text-xs"
              data-tick={line.value}
            >
              {tick(line.value)}
            </text>
          </g>
        ))}
        {layout.columns.map((column, index) => {
          const datum = data[index];
          if (!datum) return null;
          return (
            <g key={datum.key} data-column={datum.key}>
              <rect x={column.x} y={column.y} width={column.width} height={column.height} rx="2" className="fill-brand">
                <title>{datum.title}</title>
              </rect>
              {layout.valuesFit && column.value > 0 && (
                <text
                  x={column.centre}
                  y={column.y - 5}
                  textAnchor="middle"
                  direction={dir}
                  className="fill-fg text-[0.6875rem]"
                >
                  {datum.valueText}
                </text>
              )}
              {column.labelled && (
                <text
                  x={column.centre}
                  y={height - 8}
                  textAnchor="middle"
                  direction={dir}
                  className="fill-fg-muted text-xs"
                  data-label={datum.key}
                >
                  {datum.label}
                </text>
              )}
            </g>
          );
        })}
      </svg>
    </div>
  );
}
