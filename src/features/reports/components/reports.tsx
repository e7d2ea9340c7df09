import { EmptyNote, LoadFailed, LoadingBlock } from '@/components/ui/load-states';
import { actions } from '@/content/action-wording';
import { useReports } from '../api/get-reports';
import { reportsWording as wording } from '../content/reports-wording';
import { useReportRange } from '../hooks/use-report-range';
import { useReportsText } from '../hooks/use-reports-text';
import { HeadlineFigures } from './headline-figures';
import { OwnerFigures } from './owner-figures';
import { RangePicker } from './range-picker';
import { ReportCharts } from './report-charts';

/**
 * The reports page's body: the period (kept in the address), then the period's figures and charts,
 * or why there are none. Counts and times only: the answer holds no name, phone, email or message.
 */
export function Reports() {
  const t = useReportsText();
  const { range, choosePreset, chooseDays } = useReportRange();
  const reports = useReports(range);
  let body;
  if (reports.isPending) body = <LoadingBlock label={wording.loading} />;
  else if (reports.isError)
    body = (
      <LoadFailed
        title={t.text(wording.loadFailed)}
        retryLabel={t.text(actions.tryAgain)}
        onRetry={() => void reports.refetch()}
        retryClassName="print:hidden"
      >
        {t.text(wording.loadFailedHint)}
      </LoadFailed>
    );
  else if (reports.data.total === 0) body = <EmptyNote>{t.text(wording.empty)}</EmptyNote>;
  else
    body = (
      <div className="flex flex-col gap-8">
        <HeadlineFigures answer={reports.data} />
        <OwnerFigures answer={reports.data} />
        <ReportCharts answer={reports.data} />
      </div>
    );
  return (
    <div className="flex flex-col gap-8">
      <RangePicker range={range} onPreset={choosePreset} onDays={chooseDays} />
      <div aria-busy={reports.isFetching}>{body}</div>
    </div>
  );
}
