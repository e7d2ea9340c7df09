import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { inputClasses } from '@/components/ui/text-input';
import { cn } from '@/lib/cn';
import type { InboxItem } from '#contracts/inbox';
import { fromLocalInput, toLocalInput } from '../content/item-format';
import { inboxWording } from '../content/inbox-wording';
import { followUpWording as wording } from '../content/item-wording';
import { useInboxText } from '../hooks/use-inbox-text';
import { FollowUpPresets, OutsideTheirWindow } from './follow-up-presets';
import { FollowUpState } from './follow-up-state';
import { useNow } from './now-provider';
import { useItemWrite } from './item-changes';
import { SaveButton } from './save-button';
import { SaveProblem } from './save-problem';

/** The follow-up field's id: the decision banner's "Set a follow-up" moves focus here. */
export const FOLLOW_UP_FIELD_ID = 'inbox-follow-up';

/**
 * The next step: a follow-up date and time on the staff member's own clock (sent with its offset),
 * or none. Setting one also answers the "decide" banner: the failed tries count again from zero.
 */
export function FollowUpForm({ item }: { item: Pick<InboxItem, 'followUpAt' | 'rules'> }) {
  const t = useInboxText();
  const now = useNow();
  const write = useItemWrite('followUp');
  const clear = useItemWrite('followUp:clear');
  // Untouched, the field follows the item; typed in, it stays (through a conflict too) until saved.
  const [draft, setDraft] = useState<string | null>(null);
  const current = toLocalInput(item.followUpAt);
  const value = draft ?? current;
  const chosen = fromLocalInput(value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen) write.save({ followUpAt: chosen }, () => setDraft(null));
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-3">
      <FollowUpState followUpAt={item.followUpAt} />
      <Field id={FOLLOW_UP_FIELD_ID} label={t.text(wording.label)} className="max-w-xs">
        {(control) => (
          // The browser's own date and time picker, on the reader's clock.
          <input
            {...control}
            type="datetime-local"
            value={value}
            onChange={(event) => setDraft(event.target.value)}
            className={cn(inputClasses, 'border-fg-muted/70 hover:border-fg')}
          />
        )}
      </Field>
      <FollowUpPresets rules={item.rules} now={now} onPick={setDraft} />
      <OutsideTheirWindow rules={item.rules} chosen={draft === null ? null : chosen} />
      <SaveProblem error={write.error ?? clear.error} />
      <div className="flex flex-wrap items-center gap-3">
        <SaveButton
          colour="brand"
          label={wording.save}
          disabled={write.busy || !chosen || value === current}
          saving={write.saving}
          saved={write.saved || clear.saved}
        />
        {item.followUpAt && (
          <Button
            colour="ghost"
            disabled={clear.busy}
            onClick={() => clear.save({ followUpAt: null }, () => setDraft(null))}
          >
            {t.text(clear.saving ? inboxWording.saving : wording.clear)}
          </Button>
        )}
      </div>
    </form>
  );
}
