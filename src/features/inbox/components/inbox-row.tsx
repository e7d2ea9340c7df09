import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { fillPlaceholders } from '@/i18n/fill-placeholders';
import { INBOX_KIND_LABELS, type InboxListItem, type InboxSummary } from '#contracts/inbox';
import { isOpenStage } from '#contracts/pipeline';
import { inboxItemPath } from '#contracts/routes';
import { bulkWording, inboxWording as wording } from '../content/inbox-wording';
import { useInboxText } from '../hooks/use-inbox-text';
import { NextDue, nextDue } from './next-due';
import { RowMarkers } from './row-markers';
import { StageBadge } from './stage-badge';

const focusRing =
  'focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus';

interface RowProps {
  item: InboxListItem;
  now: number;
}

/** A table row's selection for the bulk actions, while several are being selected. */
export interface RowSelection {
  selected: boolean;
  onToggle: (selected: boolean) => void;
}

function Reference({ reference }: { reference: string }) {
  return (
    <bdi dir="ltr" className="whitespace-nowrap font-mono">
      {reference}
    </bdi>
  );
}

/** The owner's name, or "Unassigned" in the muted colour and in words. */
function Owner({ item }: { item: InboxSummary }) {
  const t = useInboxText();
  return item.owner ? (
    <span dir="auto" data-user-content>
      {item.owner.name}
    </span>
  ) : (
    <span className="text-fg-muted">{t.text(wording.noOwner)}</span>
  );
}

/** How long ago an open item arrived ("2 hours ago"), with the full date a hover away; a finished one's date. */
function Received({ item, now }: RowProps) {
  const t = useInboxText();
  const open = isOpenStage(item.stage);
  return (
    <time dateTime={item.receivedAt} title={open ? t.dateTime(item.receivedAt) : undefined}>
      {open ? t.ago(item.receivedAt, now) : t.dateTime(item.receivedAt)}
    </time>
  );
}

/** One item as a card (phones and tablets): the whole card is the link to it. */
export function InboxCard({ item, now }: RowProps) {
  const t = useInboxText();
  const columns = wording.columns;
  const details: Array<[string, ReactNode]> = [
    [t.text(columns.owner), <Owner item={item} />],
    ...(nextDue(item) ? [[t.text(columns.next), <NextDue item={item} now={now} />] as [string, ReactNode]] : []),
    [t.text(columns.contact), t.code('contactMethod', item.contactMethod)],
    [t.text(columns.time), t.code('preferredTime', item.preferredTime)],
    [t.text(columns.programme), t.code('programme', item.programme)],
  ];
  return (
    <Link
      to={inboxItemPath(item.reference)}
      data-row-link
      className={`block rounded-xl border border-line bg-surface-raised p-4 transition-colors hover:border-brand ${focusRing}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="text-sm text-fg-muted">
          <Reference reference={item.reference} /> · {t.text(INBOX_KIND_LABELS[item.kind])}
        </span>
        <StageBadge stage={item.stage} closeReason={item.closeReason} />
      </div>
      <p className="mt-2 text-lg font-semibold text-fg" dir="auto" data-user-content>
        {item.name}
      </p>
      <p className="text-sm text-fg-muted">
        {fillPlaceholders(t.text(wording.receivedAgo), { age: <Received item={item} now={now} /> })}
        {item.forWhom && ` · ${t.code('forWhom', item.forWhom)}`}
      </p>
      <div className="mt-3 empty:hidden">
        <RowMarkers item={item} now={now} />
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        {details.map(([label, value]) => (
          <div key={label}>
            <dt className="text-fg-muted">{label}</dt>
            <dd className="text-fg">{value}</dd>
          </div>
        ))}
      </dl>
    </Link>
  );
}

/** The table's column headings, in order: `InboxTableRow` fills them. */
export const TABLE_COLUMNS = [
  wording.columns.reference,
  wording.columns.name,
  wording.columns.stage,
  wording.columns.owner,
  wording.columns.received,
  wording.columns.next,
  wording.columns.contact,
  wording.columns.attention,
];

/**
 * One item as a table row (laptop and wider). Its reference is the link, stretched over the whole
 * row (its ::after fills the row, which is its containing block): the row is one target and one
 * tab stop, and the focus ring goes round the row.
 */
export function InboxTableRow({ item, now, selection }: RowProps & { selection: RowSelection | null }) {
  const t = useInboxText();
  return (
    <tr className="relative align-top hover:bg-surface-sunken">
      {selection && (
        <td className="px-4 py-3">
          {/* Above the stretched link, so a click here selects rather than opens. */}
          <input
            type="checkbox"
            checked={selection.selected}
            onChange={(event) => selection.onToggle(event.target.checked)}
            aria-label={t.text(bulkWording.selectOne).replace('{reference}', item.reference)}
            className={`relative z-10 size-5 cursor-pointer accent-brand ${focusRing}`}
          />
        </td>
      )}
      <th scope="row" className="px-4 py-3 text-start font-medium">
        <Link
          to={inboxItemPath(item.reference)}
          data-row-link
          className="text-brand underline underline-offset-4 after:absolute after:inset-0 focus-visible:outline-none focus-visible:after:outline focus-visible:after:outline-2 focus-visible:after:-outline-offset-2 focus-visible:after:outline-focus"
        >
          <Reference reference={item.reference} />
        </Link>
        <span className="block text-xs font-normal text-fg-muted">{t.text(INBOX_KIND_LABELS[item.kind])}</span>
      </th>
      <td className="px-4 py-3">
        <span className="block font-medium text-fg" dir="auto" data-user-content>
          {item.name}
        </span>
        {item.programme && <span className="block text-xs text-fg-muted">{t.code('programme', item.programme)}</span>}
      </td>
      <td className="px-4 py-3">
        <StageBadge stage={item.stage} closeReason={item.closeReason} />
      </td>
      <td className="px-4 py-3 text-fg">
        <Owner item={item} />
      </td>
      <td className="px-4 py-3 text-fg">
        <Received item={item} now={now} />
      </td>
      <td className="px-4 py-3 text-fg">
        <NextDue item={item} now={now} />
      </td>
      <td className="px-4 py-3 text-fg">
        {t.code('contactMethod', item.contactMethod)}
        {item.preferredTime && (
          <span className="block text-xs text-fg-muted">{t.code('preferredTime', item.preferredTime)}</span>
        )}
      </td>
      <td className="px-4 py-3">
        <RowMarkers item={item} now={now} />
      </td>
    </tr>
  );
}
