import type { Bilingual } from '@/i18n/text';
import { CLINICAL_DECISION_LABELS } from '#contracts/clinical';
import { COUNTRY_NAMES } from '#contracts/countries';
import { HEARD_FROM_LABELS } from '#contracts/forms/discretion';
import { PROGRAMME_LABELS } from '#contracts/forms/enquiry-rules';
import { LANGUAGE_NAMES } from '#contracts/languages';
import { CLOSE_REASON_LABELS } from '#contracts/pipeline';
import type { Breakdown, Count, ReportsAnswer } from '#contracts/reports';
import { funnelWording } from '../content/category-wording';
import { reportsWording as wording } from '../content/reports-wording';
import { useReportsText, type ReportsText } from '../hooks/use-reports-text';
import { shareOf, sortCounts } from '../lib/report-format';
import { BarChart, type BarRow } from './bar-chart';
import { ChartCard, type TableData } from './chart-card';
import { ColumnChart } from './column-chart';
import { FunnelChart } from './funnel-chart';

/** "12 (30%)": a count and its share of `whole`, in the page's digits. */
function countAndShare(t: ReportsText, count: number, whole: number) {
  const share = shareOf(count, whole);
  return share === null
    ? t.number(count)
    : t.fill(wording.countAndShare, { count: t.number(count), share: t.percent(share) });
}

interface CategoryChartProps {
  title: Bilingual;
  note?: Bilingual;
  column: Bilingual;
  counts: Count[];
  wordings: Readonly<Record<string, Bilingual>>;
  /** Said instead of bars when nothing was counted. */
  emptyText?: Bilingual;
  /** Items in groups too small to name over this period (src/contracts/rules/small-groups.ts). */
  smallGroups?: { below: number; hidden: number };
}

/** One category's counts as horizontal bars, largest first, "not stated" last, each with its share. */
function CategoryChart({
  title,
  note,
  column,
  counts,
  wordings,
  emptyText = wording.noEnquiries,
  smallGroups,
}: CategoryChartProps) {
  const t = useReportsText();
  const sorted = sortCounts(counts);
  const hidden = smallGroups?.hidden ?? 0;
  // Shares are of every item, the unnamed ones included.
  const whole = sorted.reduce((sum, entry) => sum + entry.count, hidden);
  const rows: BarRow[] = sorted.map((entry) => ({
    key: entry.key ?? '(none)',
    label: t.label(wordings, entry.key),
    value: entry.count,
    valueText: countAndShare(t, entry.count, whole),
  }));
  const table: TableData = {
    columns: [t.text(column), t.text(wording.columns.count), t.text(wording.columns.share)],
    rows: sorted.map((entry, index) => {
      const share = shareOf(entry.count, whole);
      return {
        key: rows[index]?.key ?? String(index),
        head: rows[index]?.label ?? '',
        cells: [t.number(entry.count), share === null ? '—' : t.percent(share)],
      };
    }),
  };
  return (
    <ChartCard title={t.text(title)} note={note && t.text(note)} table={table}>
      {rows.length === 0 && hidden === 0 ? (
        <p className="text-sm text-fg-muted">{t.text(emptyText)}</p>
      ) : (
        <BarChart rows={rows} dir={t.dir} />
      )}
      {smallGroups && hidden > 0 && (
        <p className="mt-3 text-sm text-fg-muted">
          {t.fill(wording.smallGroups, { count: t.number(hidden), below: t.number(smallGroups.below) })}
        </p>
      )}
    </ChartCard>
  );
}

function WeeksChart({ perWeek }: { perWeek: ReportsAnswer['perWeek'] }) {
  const t = useReportsText();
  const table: TableData = {
    columns: [t.text(wording.columns.week), t.text(wording.columns.count)],
    rows: perWeek.map((entry) => ({
      key: entry.week,
      head: t.week(entry.week, 'long'),
      cells: [t.number(entry.count)],
    })),
  };
  return (
    <ChartCard
      title={t.text(wording.perWeek)}
      note={t.text(wording.perWeekNote)}
      table={table}
      className="laptop:col-span-2"
    >
      <ColumnChart
        dir={t.dir}
        tick={t.number}
        data={perWeek.map((entry) => ({
          key: entry.week,
          value: entry.count,
          label: t.week(entry.week, 'short'),
          valueText: t.number(entry.count),
          title: `${t.text(wording.columns.week)} ${t.week(entry.week, 'long')}: ${t.number(entry.count)}`,
        }))}
      />
    </ChartCard>
  );
}

const FUNNEL_STEPS = ['arrived', 'inContact', 'assessmentBooked', 'admitted'] as const;

function PipelineChart({ funnel }: { funnel: ReportsAnswer['funnel'] }) {
  const t = useReportsText();
  const steps = FUNNEL_STEPS.map((step) => ({
    key: step,
    label: t.text(funnelWording[step]),
    value: funnel[step],
    valueText: countAndShare(t, funnel[step], funnel.arrived),
  }));
  const table: TableData = {
    columns: [t.text(wording.columns.stage), t.text(wording.columns.count), t.text(wording.columns.shareOfArrived)],
    rows: steps.map((step) => {
      const share = shareOf(step.value, funnel.arrived);
      return {
        key: step.key,
        head: step.label,
        cells: [t.number(step.value), share === null ? '—' : t.percent(share)],
      };
    }),
  };
  return (
    <ChartCard title={t.text(wording.funnel)} note={t.text(wording.funnelNote)} table={table}>
      <FunnelChart steps={steps} />
    </ChartCard>
  );
}

/** The category charts in the page's order, each by its breakdown of the answer. */
const CATEGORY_CHARTS: readonly (Omit<CategoryChartProps, 'counts' | 'smallGroups'> & { breakdown: Breakdown })[] = [
  {
    breakdown: 'byProgramme',
    title: wording.byProgramme,
    note: wording.enquiriesOnly,
    column: wording.columns.programme,
    wordings: PROGRAMME_LABELS,
  },
  {
    breakdown: 'byCountry',
    title: wording.byCountry,
    note: wording.countryNote,
    column: wording.columns.country,
    wordings: COUNTRY_NAMES,
  },
  { breakdown: 'byLanguage', title: wording.byLanguage, column: wording.columns.language, wordings: LANGUAGE_NAMES },
  {
    breakdown: 'byHeardFrom',
    title: wording.byHeardFrom,
    note: wording.enquiriesOnly,
    column: wording.columns.heardFrom,
    wordings: HEARD_FROM_LABELS,
  },
  {
    breakdown: 'closeReasons',
    title: wording.closeReasons,
    column: wording.columns.reason,
    wordings: CLOSE_REASON_LABELS,
    emptyText: wording.noneClosed,
  },
  {
    breakdown: 'decisions',
    title: wording.decisions,
    note: wording.decisionsNote,
    column: wording.columns.decision,
    wordings: CLINICAL_DECISION_LABELS,
    emptyText: wording.noneDecided,
  },
];

/** The period's charts, each with its table: weeks across the page, the rest two by two from laptop width. */
export function ReportCharts({ answer }: { answer: ReportsAnswer }) {
  const { smallGroups } = answer;
  return (
    <div className="grid grid-cols-1 gap-6 laptop:grid-cols-2 print:block print:space-y-8">
      <WeeksChart perWeek={answer.perWeek} />
      <PipelineChart funnel={answer.funnel} />
      {CATEGORY_CHARTS.map(({ breakdown, ...chart }) => (
        <CategoryChart
          key={breakdown}
          {...chart}
          counts={answer[breakdown]}
          smallGroups={smallGroups ? { below: smallGroups.below, hidden: smallGroups.hidden[breakdown] } : undefined}
        />
      ))}
    </div>
  );
}
