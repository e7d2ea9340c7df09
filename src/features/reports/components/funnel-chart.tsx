import { barSpan } from '../lib/chart-scale';

export interface FunnelStep {
  key: string;
  label: string;
  value: number;
  /** "40 (62%)": the count and its share of what arrived. */
  valueText: string;
}

/**
 * The pipeline as a funnel: one centred bar per stage, as wide as its share of what arrived, under
 * the stage's name and figures (name at the start, figures at the end, so both mirror in Arabic).
 */
export function FunnelChart({ steps }: { steps: FunnelStep[] }) {
  const arrived = steps[0]?.value ?? 0;
  return (
    <ol className="flex flex-col gap-3" data-chart="funnel">
      {steps.map((step) => {
        // Centred: the same in both directions.
        const { width } = barSpan(step.value, arrived, 'ltr');
        return (
          <li key={step.key} className="flex flex-col gap-1">
            <span className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
              <span className="text-fg">{step.label}</span>
              <span className="whitespace-nowrap tabular-nums text-fg">{step.valueText}</span>
            </span>
            <svg viewBox="0 0 100 10" preserveAspectRatio="none" className="h-6 w-full" focusable="false">
              <rect x="0" y="0" width="100" height="10" className="fill-surface-sunken" />
              <rect x={(100 - width) / 2} y="0" width={width} height="10" className="fill-brand" />
            </svg>
          </li>
        );
      })}
    </ol>
  );
}
