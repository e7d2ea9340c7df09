import { EmptyNote, LoadFailed, LoadingBlock } from '@/components/ui/load-states';
import { ScrollTable } from '@/components/ui/scroll-table';
import { actions } from '@/content/action-wording';
import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { Button } from '@/components/ui/button';
import { auditActionWords } from '#contracts/audit-view';
import type { AuditEntry } from '../api/get-audit';
import type { useAuditPage } from '../api/get-audit';
import { describeDetail } from '../content/audit-detail';
import { auditWording as wording, entriesText } from '../content/audit-wording';
import { useAuditText } from '../hooks/use-audit-text';

interface AuditResultsProps {
  state: ReturnType<typeof useAuditPage>;
  page: number;
  onPage: (page: number) => void;
  onRetry: () => void;
}

/** The entries of one page as a table (it scrolls sideways in its own region on narrow screens), its count and paging. */
export function AuditResults({ state, page, onPage, onRetry }: AuditResultsProps) {
  const t = useAuditText();
  if (state.isPending) return <LoadingBlock label={wording.loading} />;
  if (state.isError)
    return <LoadFailed title={t.text(wording.loadFailed)} retryLabel={t.text(actions.tryAgain)} onRetry={onRetry} />;
  const { entries, total, pageSize } = state.data;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const status = `${t.text(entriesText(total, t.number(total)))} — ${t.fill(wording.pageOf, {
    page: t.number(page),
    pages: t.number(pages),
  })}`;
  return (
    <div aria-busy={state.isFetching} className="flex flex-col gap-4">
      <p role="status" className="text-sm text-fg-muted">
        {status}
      </p>
      {entries.length === 0 ? (
        <EmptyNote>{t.text(total === 0 ? wording.empty : wording.emptyPage)}</EmptyNote>
      ) : (
        <ScrollTable
          caption={t.text(wording.caption)}
          columns={Object.values(wording.columns).map(t.text)}
          minWidth="min-w-[56rem]"
        >
          {entries.map((entry) => (
            <EntryRow key={entry.id} entry={entry} />
          ))}
        </ScrollTable>
      )}
      <nav aria-label={t.text(wording.pagesLabel)} className="flex flex-wrap items-center justify-between gap-3">
        <PageButton direction="previous" disabled={page <= 1} onClick={() => onPage(page - 1)} />
        <span aria-hidden="true" className="text-sm text-fg-muted">
          {t.fill(wording.pageOf, { page: t.number(page), pages: t.number(pages) })}
        </span>
        <PageButton direction="next" disabled={page >= pages} onClick={() => onPage(page + 1)} />
      </nav>
    </div>
  );
}

/** Previous or next: stays focusable when there is no such page (aria-disabled), so focus is never lost. */
function PageButton({
  direction,
  disabled,
  onClick,
}: {
  direction: 'previous' | 'next';
  disabled: boolean;
  onClick: () => void;
}) {
  const t = useAuditText();
  const previous = direction === 'previous';
  return (
    <Button
      colour="outlined"
      size="sm"
      aria-disabled={disabled || undefined}
      onClick={() => {
        if (!disabled) onClick();
      }}
      startIcon={previous ? ChevronLeft : undefined}
      endIcon={previous ? undefined : ChevronRight}
      mirrorIcons
    >
      {t.text(previous ? wording.previous : wording.next)}
    </Button>
  );
}

/** Who acted: the staff email (or the one typed at a failed sign-in), else the command line or the server. */
function who(entry: AuditEntry) {
  if (entry.email) return { email: entry.email };
  if (entry.address === 'command line') return { words: wording.commandLine };
  if (entry.address === 'server start') return { words: wording.serverStart };
  return { words: wording.notSignedIn };
}

function EntryRow({ entry }: { entry: AuditEntry }) {
  const t = useAuditText();
  const actor = who(entry);
  const about = entry.reference ?? entry.account;
  const isAddress = entry.address !== 'command line' && entry.address !== 'server start';
  const detail = describeDetail(entry.action, entry.detail, t.language);
  return (
    <tr className="align-top">
      <td className="whitespace-nowrap px-4 py-3 text-fg">
        <time dateTime={entry.at}>{t.time(entry.at)}</time>
      </td>
      <td className="px-4 py-3 text-fg">
        {actor.email ? (
          <bdi dir="ltr" className="break-all">
            {actor.email}
          </bdi>
        ) : (
          t.text(actor.words)
        )}
      </td>
      <td className="whitespace-nowrap px-4 py-3 text-fg-muted">
        {isAddress ? <bdi dir="ltr">{entry.address}</bdi> : t.text(wording.none)}
      </td>
      <td className="px-4 py-3 font-medium text-fg">
        {auditActionWords(entry.action) ? t.text(auditActionWords(entry.action)) : <bdi dir="ltr">{entry.action}</bdi>}
      </td>
      <td className="whitespace-nowrap px-4 py-3 text-fg">
        {about ? <bdi dir="ltr">{about}</bdi> : t.text(wording.none)}
      </td>
      <td className="px-4 py-3 text-fg-muted">{detail ?? t.text(wording.none)}</td>
    </tr>
  );
}
