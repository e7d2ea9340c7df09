import { TextInput } from '@/components/ui/text-input';
import type { InboxCounts, InboxFilter } from '#contracts/inbox';
import { SEARCH_MAX_LENGTH } from '#contracts/limits';
import { inboxWording as wording } from '../content/inbox-wording';
import { useSlashToSearch } from '../hooks/use-inbox-keys';
import { useInboxText } from '../hooks/use-inbox-text';
import { ChipFilter } from './chip-filter';
import { StageCounts } from './stage-counts';

interface InboxFiltersProps {
  filter: InboxFilter;
  /** The search as typed (the filter's `q` waits for the typing to pause). */
  typed: string;
  counts: InboxCounts | undefined;
  onChange: (next: Partial<InboxFilter>) => void;
}

/** The list's filters: stage (with the pipeline's counts), owner, next step, and the search ("/" jumps to it). */
export function InboxFilters({ filter, typed, counts, onChange }: InboxFiltersProps) {
  const t = useInboxText();
  const search = useSlashToSearch();
  const withCount = (label: string, count: number | undefined) =>
    count === undefined ? label : `${label} (${t.number(count)})`;
  return (
    <div className="flex flex-col gap-4">
      <StageCounts counts={counts} stage={filter.stage} onChange={(stage) => onChange({ stage })} />
      <div className="flex flex-col gap-4 tablet:flex-row tablet:flex-wrap tablet:gap-x-8">
        <ChipFilter
          label={t.text(wording.ownerLabel)}
          value={filter.owner}
          onChange={(owner) => onChange({ owner })}
          options={[
            { value: null, label: t.text(wording.everyone) },
            { value: 'mine', label: withCount(t.text(wording.mine), counts?.mine) },
            { value: 'unassigned', label: withCount(t.text(wording.unassigned), counts?.unassigned) },
          ]}
        />
        <ChipFilter
          label={t.text(wording.dueLabel)}
          value={filter.due}
          onChange={(due) => onChange({ due })}
          options={[
            { value: null, label: t.text(wording.anyDue) },
            { value: 'today', label: t.text(wording.dueToday) },
            { value: 'overdue', label: t.text(wording.dueOverdue) },
            { value: 'messages', label: withCount(t.text(wording.dueMessages), counts?.unreadMessages) },
          ]}
        />
      </div>
      <TextInput
        ref={search}
        aria-keyshortcuts="/"
        label={t.text(wording.searchLabel)}
        name="q"
        value={typed}
        maxLength={SEARCH_MAX_LENGTH}
        autoComplete="off"
        placeholder={t.text(wording.searchPlaceholder)}
        onChange={(event) => onChange({ q: event.target.value })}
        className="laptop:w-96"
      />
    </div>
  );
}
