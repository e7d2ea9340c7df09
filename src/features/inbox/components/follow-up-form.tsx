import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import type { InboxItem } from '#contracts/inbox';
import { fromLocalInput, toLocalInput } from '../content/item-format';
import { inboxWording } from '../content/inbox-wording';
import { followUpWording as wording } from '../content/item-wording';
import { useInboxText } from '../hooks/use-inbox-text';
import { FollowUpField } from './follow-up-field';
import { FollowUpState } from './follow-up-state';
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
      <FollowUpField
        id={FOLLOW_UP_FIELD_ID}
        value={value}
        typed={draft !== null}
        rules={item.rules}
        onChange={setDraft}
      />
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
