import ArrowLeft from 'lucide-react/icons/arrow-left';
import type { InboxItem } from '#contracts/inbox';
import { paths } from '#contracts/routes';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { TextLink } from '@/components/ui/text-link';
import { isApiError } from '@/lib/api-client';
import { useInboxItem } from '../api/get-inbox-item';
import { inboxWording as wording, kindWording } from '../content/inbox-wording';
import { useInboxText } from '../hooks/use-inbox-text';
import { DetailPanel } from './detail-panel';
import { FamilyContactLinks } from './family-contact-links';
import { ItemChanges } from './item-changes';
import { ItemHistory } from './item-history';
import { SentFields } from './sent-fields';
import { StatusBadge } from './status-badge';

/** One enquiry or message: everything the family sent, how to reach them, its status, notes and history. */
export function InboxDetail({ reference }: { reference: string }) {
  const t = useInboxText();
  const item = useInboxItem(reference);
  const back = (
    <TextLink to={paths.inbox} className="inline-flex items-center gap-1 self-start">
      <ArrowLeft aria-hidden className="size-4 rtl:rotate-180" />
      {t.text(wording.back)}
    </TextLink>
  );
  if (item.isPending)
    return (
      <div className="flex flex-col gap-6">
        {back}
        <Spinner size="lg" label={wording.loading} showLabel className="self-center" />
      </div>
    );
  if (item.isError) {
    const missing = isApiError(item.error) && item.error.kind === 'http' && item.error.status === 404;
    return (
      <div className="flex flex-col gap-6">
        {back}
        <Alert
          tone="danger"
          title={t.text(missing ? wording.notFound : wording.itemFailed)}
          actions={
            missing ? undefined : (
              <Button colour="outlined" size="sm" onClick={() => void item.refetch()}>
                {t.text(wording.tryAgain)}
              </Button>
            )
          }
        />
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      {back}
      <ItemView item={item.data} />
    </div>
  );
}

/** The item's panels: what was sent and how to reach them on the wide side, its status, notes and history beside. */
function ItemView({ item }: { item: InboxItem }) {
  const t = useInboxText();
  return (
    <div className="grid gap-6 laptop:grid-cols-3">
      <div className="flex flex-col gap-6 laptop:col-span-2">
        <div className="flex flex-wrap items-center gap-3">
          <StatusBadge status={item.status} />
          <span className="text-sm text-fg-muted">
            {t.text(kindWording[item.kind])} · <time dateTime={item.receivedAt}>{t.dateTime(item.receivedAt)}</time>
          </span>
        </div>
        <FamilyContactLinks item={item} />
        <DetailPanel title={t.text(wording.sent)}>
          <SentFields item={item} />
        </DetailPanel>
      </div>
      <div className="flex flex-col gap-6">
        <ItemChanges item={item} />
        <DetailPanel title={t.text(wording.history)}>
          <ItemHistory history={item.history} />
        </DetailPanel>
      </div>
    </div>
  );
}
