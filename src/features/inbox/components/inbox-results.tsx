import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { LoadFailed } from '@/components/ui/load-states';
import { SkeletonRows } from '@/components/ui/skeleton-rows';
import { actions } from '@/content/action-wording';
import type { InboxListItem } from '#contracts/inbox';
import { STAGE_LABELS, STAGES, type Stage } from '#contracts/pipeline';
import type { useInbox } from '../api/get-inbox';
import { bulkWording, describeItems, inboxWording as wording } from '../content/inbox-wording';
import { useFocusFirstNew } from '../hooks/use-focus-first-new';
import { useInboxText } from '../hooks/use-inbox-text';
import { useNow } from '../hooks/use-now';
import { BulkActions } from './bulk-actions';
import { InboxCard, InboxTableRow, TABLE_COLUMNS } from './inbox-row';

interface ResultsProps {
  state: ReturnType<typeof useInbox>;
  wide: boolean;
  /** Grouped under stage headings (all stages shown), or one list (one stage chosen). */
  grouped: boolean;
  /** What narrows the list, for the empty list's words. */
  narrowed: 'search' | 'filter' | null;
  onRetry: () => void;
  /** Asks for the next page of rows, offered while more match than are shown; null past the most one answer holds. */
  onMore: (() => void) | null;
}

/** The rows as the server ordered them (late first, then newest), under their stage's heading when `grouped`. */
export function InboxResults({ state, wide, grouped, narrowed, onRetry, onMore }: ResultsProps) {
  const t = useInboxText();
  const now = useNow();
  const { section, markShown } = useFocusFirstNew(state.data?.items);
  // Null until "Select several" is pressed: until then each row stays one target and one tab stop.
  const [chosen, setChosen] = useState<ReadonlySet<string> | null>(null);
  // Rows, not a spinner, while the list loads: the page keeps its shape (staff review #26).
  if (state.isPending) return <SkeletonRows label={wording.loading} />;
  if (state.isError)
    return <LoadFailed title={t.text(wording.loadFailed)} retryLabel={t.text(actions.tryAgain)} onRetry={onRetry} />;
  const { items, more } = state.data;
  const groups = grouped
    ? STAGES.map((stage) => ({ stage, items: items.filter((item) => item.stage === stage) })).filter(
        (group) => group.items.length > 0,
      )
    : [{ stage: null, items }];
  // Only rows still shown count as selected: a row that left the list (closed, filtered out) is not acted on.
  const selected = wide && chosen ? items.filter((item) => chosen.has(item.reference)) : [];
  const select = (references: string[], on: boolean) =>
    setChosen((before) => {
      const next = new Set(before ?? []);
      for (const reference of references)
        if (on) next.add(reference);
        else next.delete(reference);
      return next;
    });
  return (
    <section ref={section} aria-busy={state.isFetching} className="flex flex-col gap-3">
      {wide &&
        (chosen ? (
          <BulkActions
            selected={selected}
            onSaved={(references) => select(references, false)}
            onDone={() => setChosen(null)}
          />
        ) : (
          items.length > 0 && (
            <Button colour="outlined" size="sm" className="self-start" onClick={() => setChosen(new Set())}>
              {t.text(bulkWording.start)}
            </Button>
          )
        ))}
      <p role="status" className="text-sm text-fg-muted">
        {t.text(describeItems(items.length, t.number(items.length), more))}
      </p>
      {items.length === 0 ? (
        <p className="rounded-xl border border-dashed border-line p-8 text-center text-fg-muted">
          {t.text(
            narrowed === 'search' ? wording.emptySearch : narrowed === 'filter' ? wording.emptyFilter : wording.empty,
          )}
        </p>
      ) : (
        <div className="flex flex-col gap-8">
          {groups.map((group) => (
            <StageGroup
              key={group.stage ?? 'all'}
              stage={group.stage}
              items={group.items}
              wide={wide}
              now={now}
              chosen={wide ? chosen : null}
              onSelect={select}
            />
          ))}
        </div>
      )}
      {more &&
        (onMore ? (
          <Button
            colour="outlined"
            className="self-center"
            onClick={() => {
              markShown(items.length);
              onMore();
            }}
          >
            {t.text(wording.showMore)}
          </Button>
        ) : (
          <p className="text-center text-sm text-fg-muted">{t.text(wording.narrowForMore)}</p>
        ))}
    </section>
  );
}

interface GroupProps {
  /** The heading's stage; null for a list without one. */
  stage: Stage | null;
  items: InboxListItem[];
  wide: boolean;
  now: number;
  /** The references selected for the bulk actions (null: not selecting, no selection column), and the way to change that. */
  chosen: ReadonlySet<string> | null;
  onSelect: (references: string[], selected: boolean) => void;
}

/** One stage's rows under "New (2)": cards on phones, a table from laptop width with rows to select. */
function StageGroup({ stage, items, wide, now, chosen, onSelect }: GroupProps) {
  const t = useInboxText();
  const headingId = useId();
  const references = items.map((item) => item.reference);
  const rows = wide ? (
    <div className="overflow-x-auto rounded-xl border border-line">
      <table className="w-full text-start text-sm" aria-labelledby={stage ? headingId : undefined}>
        <thead className="bg-surface-sunken">
          <tr>
            {chosen && (
              <td className="px-4 py-3">
                <input
                  type="checkbox"
                  checked={references.every((reference) => chosen.has(reference))}
                  onChange={(event) => onSelect(references, event.target.checked)}
                  aria-label={
                    stage
                      ? t.text(bulkWording.selectGroup).replace('{group}', t.text(STAGE_LABELS[stage]))
                      : t.text(bulkWording.selectAll)
                  }
                  className="size-5 cursor-pointer accent-brand focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
                />
              </td>
            )}
            {TABLE_COLUMNS.map((column) => (
              <th key={column.en} scope="col" className="px-4 py-3 text-start font-semibold text-fg">
                {t.text(column)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line bg-surface-raised">
          {items.map((item) => (
            <InboxTableRow
              key={item.reference}
              item={item}
              now={now}
              selection={
                chosen && {
                  selected: chosen.has(item.reference),
                  onToggle: (selected) => onSelect([item.reference], selected),
                }
              }
            />
          ))}
        </tbody>
      </table>
    </div>
  ) : (
    <ul className="flex flex-col gap-3">
      {items.map((item) => (
        <li key={item.reference}>
          <InboxCard item={item} now={now} />
        </li>
      ))}
    </ul>
  );
  if (!stage) return rows;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-lg font-semibold text-fg">
        {`${t.text(STAGE_LABELS[stage])} (${t.number(items.length)})`}
      </h2>
      {rows}
    </section>
  );
}
