import ArrowLeft from 'lucide-react/icons/arrow-left';
import { LoadFailed } from '@/components/ui/load-states';
import { actions } from '@/content/action-wording';
import { paths } from '#contracts/routes';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { TextLink } from '@/components/ui/text-link';
import { isApiError } from '@/lib/api-client';
import { useInboxItem } from '../api/get-inbox-item';
import { inboxWording as wording } from '../content/inbox-wording';
import { useInboxText } from '../hooks/use-inbox-text';
import { ItemWrites } from './item-changes';
import { ItemView } from './item-view';
import { NowProvider } from './now-provider';

/** When the family withdrew the item, from the server's 410 `{ error: 'withdrawn', withdrawnAt }`; else null. */
function withdrawnAt(error: unknown): string | null {
  if (!isApiError(error) || error.kind !== 'http' || error.status !== 410) return null;
  const body = error.body as { withdrawnAt?: unknown } | null;
  const at = typeof body?.withdrawnAt === 'string' ? body.withdrawnAt : '';
  return Number.isNaN(Date.parse(at)) ? null : at;
}

interface InboxDetailProps {
  reference: string;
  /** The time the page counts from; the system clock unless a test passes its own. */
  clock?: () => Date;
}

/** One enquiry or message: the family's rules and what they sent, and the team's pipeline for it. */
export function InboxDetail({ reference, clock }: InboxDetailProps) {
  const t = useInboxText();
  const item = useInboxItem(reference);
  const back = (
    <TextLink to={paths.inbox} className="inline-flex items-center gap-1 self-start">
      <ArrowLeft aria-hidden className="size-4 rtl:rotate-180" />
      {t.text(wording.back)}
    </TextLink>
  );
  const withdrawn = item.isError ? withdrawnAt(item.error) : null;
  let body;
  if (item.isPending) body = <Spinner size="lg" label={wording.loading} showLabel className="self-center" />;
  else if (withdrawn) {
    body = (
      <Alert tone="info" title={t.text(wording.withdrawn).replace('{date}', t.dateTime(withdrawn))}>
        {t.text(wording.withdrawnDetail)}
      </Alert>
    );
  } else if (item.isError) {
    const missing = isApiError(item.error) && item.error.kind === 'http' && item.error.status === 404;
    body = (
      <LoadFailed
        title={t.text(missing ? wording.notFound : wording.itemFailed)}
        retryLabel={missing ? undefined : t.text(actions.tryAgain)}
        onRetry={() => void item.refetch()}
      />
    );
  } else
    body = (
      <NowProvider clock={clock}>
        <ItemWrites item={item.data}>
          <ItemView item={item.data} />
        </ItemWrites>
      </NowProvider>
    );
  return (
    <div className="flex flex-col gap-6">
      {back}
      {body}
    </div>
  );
}
