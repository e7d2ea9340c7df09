import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import type { InboxSummary } from '#contracts/inbox';
import { CLOSE_REASON_LABELS, CLOSE_REASONS, type CloseReason } from '#contracts/pipeline';
import { fillPlaceholders } from '@/i18n/fill-placeholders';
import type { Language } from '@/i18n/languages';
import { useUserStore } from '@/stores/use-user-store';
import { useBulkChange, type BulkOutcome } from '../api/bulk-change';
import { useColleagues } from '../api/get-colleagues';
import { bulkWording as wording, describeSavedFor, describeSelected, inboxWording } from '../content/inbox-wording';
import { ownerWording } from '../content/item-wording';
import { useInboxText } from '../hooks/use-inbox-text';

interface BulkActionsProps {
  /** The selected rows, as the list shows them (each change is sent on the version shown). */
  selected: Pick<InboxSummary, 'reference' | 'version'>[];
  /** Called with what was saved once a change is done: those rows leave the selection. */
  onSaved: (references: string[]) => void;
  /** Selecting ends: the selection column goes. */
  onDone: () => void;
}

/**
 * What the team does to several items at once (staff review): assign them, or close them with a
 * reason, to the rows selected. What the last change came to stays said after it.
 */
export function BulkActions({ selected, onSaved, onDone }: BulkActionsProps) {
  const t = useInboxText();
  const meId = useUserStore((state) => state.user?.id ?? null);
  const team = useColleagues();
  const colleagues = team.data ?? [];
  const bulk = useBulkChange();
  const [owner, setOwner] = useState('');
  const [reason, setReason] = useState<CloseReason | ''>('');
  const [outcome, setOutcome] = useState<BulkOutcome | null>(null);
  const ownerId = useId();
  const reasonId = useId();
  const run = (change: { ownerId: string } | { stage: 'closed'; closeReason: CloseReason }) => {
    setOutcome(null);
    bulk.mutate(
      { items: selected, change },
      {
        onSuccess: (result) => {
          setOutcome(result);
          onSaved(result.saved);
        },
      },
    );
  };
  const owners = [
    { value: '', label: t.text(wording.choose), disabled: true },
    // The reader first, as "Me (name)", then the colleagues by name.
    ...colleagues
      .filter((one) => one.id === meId)
      .map((one) => ({ value: one.id, label: t.text(wording.me).replace('{name}', one.name) })),
    ...colleagues.filter((one) => one.id !== meId).map((one) => ({ value: one.id, label: one.name })),
  ];
  const count = selected.length;
  return (
    <>
      <div
        role="group"
        aria-label={t.text(wording.actions)}
        className="flex flex-wrap items-end gap-x-6 gap-y-4 rounded-xl border border-brand/40 bg-brand-soft/40 p-4"
      >
        <p className="self-center font-medium text-fg">{t.text(describeSelected(count, t.number(count)))}</p>
        <div className="flex items-end gap-2">
          <SelectField
            id={ownerId}
            label={t.text(wording.assignLabel)}
            options={owners}
            value={owner}
            onChange={setOwner}
            hint={
              team.isPending ? t.text(ownerWording.loading) : team.isError ? t.text(ownerWording.failed) : undefined
            }
          />
          <Button
            colour="brand"
            disabled={bulk.isPending || count === 0 || owner === ''}
            onClick={() => run({ ownerId: owner })}
          >
            {t.text(wording.assign)}
          </Button>
        </div>
        <div className="flex items-end gap-2">
          <SelectField
            id={reasonId}
            label={t.text(wording.closeLabel)}
            options={[
              { value: '', label: t.text(wording.choose), disabled: true },
              ...CLOSE_REASONS.map((each) => ({ value: each, label: t.text(CLOSE_REASON_LABELS[each]) })),
            ]}
            value={reason}
            onChange={setReason}
          />
          <Button
            colour="outlined"
            disabled={bulk.isPending || count === 0 || reason === ''}
            onClick={() => reason && run({ stage: 'closed', closeReason: reason })}
          >
            {t.text(wording.close)}
          </Button>
        </div>
        <Button colour="ghost" onClick={onDone} className="self-end">
          {t.text(wording.done)}
        </Button>
      </div>
      <div role="status" className="flex flex-col gap-1 text-sm empty:hidden">
        {bulk.isPending && <p className="text-fg-muted">{t.text(inboxWording.saving)}</p>}
        {outcome && outcome.saved.length > 0 && (
          <p className="text-fg">{t.text(describeSavedFor(outcome.saved.length, t.number(outcome.saved.length)))}</p>
        )}
        {outcome && outcome.changed.length > 0 && (
          <p className="text-fg">{referencesSaid(t.text(wording.changed), outcome.changed, t.language)}</p>
        )}
        {outcome && outcome.failed.length > 0 && (
          <p className="text-danger">{referencesSaid(t.text(wording.failed), outcome.failed, t.language)}</p>
        )}
      </div>
    </>
  );
}

/** The sentence with its references, each left to right and unbroken, parted by the language's comma. */
function referencesSaid(sentence: string, references: string[], language: Language) {
  return fillPlaceholders(sentence, {
    references: references.map((reference, index) => (
      <span key={reference}>
        {index > 0 && (language === 'ar' ? '، ' : ', ')}
        <bdi dir="ltr" className="whitespace-nowrap font-mono">
          {reference}
        </bdi>
      </span>
    )),
  });
}
