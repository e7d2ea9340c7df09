import { LoadFailed, LoadingBlock } from '@/components/ui/load-states';
import { actions } from '@/content/action-wording';
import { useRequests } from '../api/requests';
import { requestsWording as wording } from '../content/requests-wording';
import { useDeskText } from '../hooks/use-desk-text';
import { LogRequestForm } from './log-request-form';
import { RequestsTable } from './requests-table';

/** The desk: logging a request that came by telephone or email, then every request with its 30-day clock. */
export function RequestsDesk() {
  const t = useDeskText();
  const state = useRequests();
  if (state.isPending) return <LoadingBlock label={wording.loading} />;
  if (state.isError)
    return (
      <LoadFailed
        title={t.text(wording.loadFailed)}
        retryLabel={t.text(actions.tryAgain)}
        onRetry={() => void state.refetch()}
      />
    );
  const { today, requests } = state.data;
  return (
    <div className="flex flex-col gap-8" aria-busy={state.isFetching}>
      <LogRequestForm today={today} />
      <RequestsTable requests={requests} today={today} />
    </div>
  );
}
