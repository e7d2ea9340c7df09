import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Chip } from '@/components/ui/chip';
import { SEARCH_MAX_LENGTH } from '#contracts/limits';
import { Spinner } from '@/components/ui/spinner';
import { TextInput } from '@/components/ui/text-input';
import { inboxItemPath } from '#contracts/routes';
import { LAPTOP_QUERY, useMediaQuery } from '@/hooks/use-media-query';
import { inboxSearch, useInbox } from '../api/get-inbox';
import { describeItems, inboxWording as wording, kindWording, statusWording } from '../content/inbox-wording';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { useInboxText } from '../hooks/use-inbox-text';
import { INBOX_STATUSES, isInboxStatus, type InboxStatus, type InboxSummary } from '#contracts/inbox';
import { StatusBadge } from './status-badge';

/**
 * The admissions inbox: newest first, filtered by status and searched by name, phone or reference.
 * The filter and the search live in the address, so Back and a reload keep them.
 * Cards on phones, a table from laptop width.
 */
export function InboxList() {
  const t = useInboxText();
  const [params, setParams] = useSearchParams();
  const statusParam = params.get('status');
  const status = isInboxStatus(statusParam) ? statusParam : null;
  const [typed, setTyped] = useState(() => params.get('q') ?? '');
  const q = useDebouncedValue(typed.slice(0, SEARCH_MAX_LENGTH));
  const inbox = useInbox({ status, q });
  const wide = useMediaQuery(LAPTOP_QUERY);
  const filterId = useId();

  const update = (next: { status?: InboxStatus | null; q?: string }) => {
    setParams(inboxSearch({ status, q: typed, ...next }), { replace: true });
  };

  const counts = inbox.data?.counts;
  const total = counts ? INBOX_STATUSES.reduce((sum, each) => sum + counts[each], 0) : undefined;
  const chipLabel = (label: string, count: number | undefined) =>
    count === undefined ? label : `${label} (${t.number(count)})`;

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-4 laptop:flex-row laptop:items-end laptop:justify-between">
        <div role="group" aria-labelledby={filterId} className="flex flex-col gap-2">
          <span id={filterId} className="text-sm font-medium text-fg">
            {t.text(wording.filterLabel)}
          </span>
          <div className="flex flex-wrap gap-2">
            <Chip selected={status === null} onClick={() => update({ status: null })}>
              {chipLabel(t.text(wording.allStatuses), total)}
            </Chip>
            {INBOX_STATUSES.map((each) => (
              <Chip key={each} selected={status === each} onClick={() => update({ status: each })}>
                {chipLabel(t.text(statusWording[each]), counts?.[each])}
              </Chip>
            ))}
          </div>
        </div>
        <TextInput
          label={t.text(wording.searchLabel)}
          name="q"
          value={typed}
          maxLength={SEARCH_MAX_LENGTH}
          autoComplete="off"
          placeholder={t.text(wording.searchPlaceholder)}
          onChange={(event) => {
            setTyped(event.target.value);
            update({ q: event.target.value });
          }}
          className="laptop:w-96"
        />
      </div>
      <InboxResults
        state={inbox}
        wide={wide}
        searching={q.trim() !== '' || status !== null}
        onRetry={() => void inbox.refetch()}
      />
    </div>
  );
}

interface ResultsProps {
  state: ReturnType<typeof useInbox>;
  wide: boolean;
  searching: boolean;
  onRetry: () => void;
}

function InboxResults({ state, wide, searching, onRetry }: ResultsProps) {
  const t = useInboxText();
  if (state.isPending)
    return (
      <div className="flex justify-center py-12">
        <Spinner size="lg" label={wording.loading} showLabel />
      </div>
    );
  if (state.isError)
    return (
      <Alert
        tone="danger"
        title={t.text(wording.loadFailed)}
        actions={
          <Button colour="outlined" size="sm" onClick={onRetry}>
            {t.text(wording.tryAgain)}
          </Button>
        }
      />
    );
  const { items } = state.data;
  return (
    <section aria-busy={state.isFetching} className="flex flex-col gap-3">
      <p role="status" className="text-sm text-fg-muted">
        {t.text(describeItems(items.length, t.number(items.length)))}
      </p>
      {items.length === 0 ? (
        <p className="rounded-xl border border-dashed border-line p-8 text-center text-fg-muted">
          {t.text(searching ? wording.emptySearch : wording.empty)}
        </p>
      ) : wide ? (
        <InboxTable items={items} />
      ) : (
        <ul className="flex flex-col gap-3">
          {items.map((item) => (
            <li key={item.reference}>
              <InboxCard item={item} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Reference({ reference }: { reference: string }) {
  return (
    <bdi dir="ltr" className="font-mono">
      {reference}
    </bdi>
  );
}

function InboxCard({ item }: { item: InboxSummary }) {
  const t = useInboxText();
  const columns = wording.columns;
  const rows: Array<[string, string]> = [
    [t.text(columns.forWhom), t.code('forWhom', item.forWhom)],
    [t.text(columns.contact), t.code('contactMethod', item.contactMethod)],
    [t.text(columns.time), t.code('preferredTime', item.preferredTime)],
    [t.text(columns.programme), t.code('programme', item.programme)],
  ];
  return (
    <Link
      to={inboxItemPath(item.reference)}
      className="block rounded-xl border border-line bg-surface-raised p-4 transition-colors hover:border-brand focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="text-sm text-fg-muted">
          <Reference reference={item.reference} /> · {t.text(kindWording[item.kind])}
        </span>
        <StatusBadge status={item.status} />
      </div>
      <p className="mt-2 text-lg font-semibold text-fg" dir="auto" data-user-content>
        {item.name}
      </p>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-fg-muted">{label}</dt>
            <dd className="text-fg">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-sm text-fg-muted">
        {t.text(columns.received)}: <time dateTime={item.receivedAt}>{t.dateTime(item.receivedAt)}</time>
      </p>
    </Link>
  );
}

function InboxTable({ items }: { items: InboxSummary[] }) {
  const t = useInboxText();
  const columns = wording.columns;
  const headers = [
    columns.reference,
    columns.status,
    columns.name,
    columns.forWhom,
    columns.contact,
    columns.time,
    columns.programme,
    columns.received,
  ];
  return (
    <div className="overflow-x-auto rounded-xl border border-line">
      <table className="w-full text-start text-sm">
        <thead className="bg-surface-sunken">
          <tr>
            {headers.map((header) => (
              <th key={header.en} scope="col" className="px-4 py-3 text-start font-semibold text-fg">
                {t.text(header)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line bg-surface-raised">
          {items.map((item) => (
            <tr key={item.reference} className="hover:bg-surface-sunken">
              <th scope="row" className="px-4 py-3 text-start font-medium">
                <Link to={inboxItemPath(item.reference)} className="rounded-sm text-brand underline underline-offset-4">
                  <Reference reference={item.reference} />
                </Link>
                <span className="block text-xs font-normal text-fg-muted">{t.text(kindWording[item.kind])}</span>
              </th>
              <td className="px-4 py-3">
                <StatusBadge status={item.status} />
              </td>
              <td className="px-4 py-3 font-medium text-fg" dir="auto" data-user-content>
                {item.name}
              </td>
              <td className="px-4 py-3 text-fg">{t.code('forWhom', item.forWhom)}</td>
              <td className="px-4 py-3 text-fg">{t.code('contactMethod', item.contactMethod)}</td>
              <td className="px-4 py-3 text-fg">{t.code('preferredTime', item.preferredTime)}</td>
              <td className="px-4 py-3 text-fg">{t.code('programme', item.programme)}</td>
              <td className="px-4 py-3 text-fg-muted">
                <time dateTime={item.receivedAt}>{t.dateTime(item.receivedAt)}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
