import { useState } from 'react';
import type { InboxItem } from '#contracts/inbox';
import { useUpdateInboxItem, type InboxUpdate } from '../api/update-inbox-item';
import { inboxWording as wording } from '../content/inbox-wording';
import { useInboxText } from '../hooks/use-inbox-text';
import { DetailPanel } from './detail-panel';
import { NoteForm } from './note-form';
import { NotesList } from './notes-list';
import { SaveProblem } from './save-problem';
import { StatusForm } from './status-form';

type Change = 'status' | 'note';

/** The status change and the internal note, each saved with the version it was made on, and the notes so far. */
export function ItemChanges({ item }: { item: InboxItem }) {
  const t = useInboxText();
  const update = useUpdateInboxItem(item.reference);
  const [lastSaved, setLastSaved] = useState<Change | null>(null);

  const save = (what: Change, change: Omit<InboxUpdate, 'version'>, onSaved?: () => void) => {
    setLastSaved(null);
    update.mutate(
      { version: item.version, ...change },
      {
        onSuccess: () => {
          setLastSaved(what);
          onSaved?.();
        },
      },
    );
  };
  /** Whether a form's own change is on its way or was the last one saved. */
  const progress = (what: Change) => ({
    busy: update.isPending,
    saving: update.isPending && Boolean(update.variables?.[what]),
    saved: lastSaved === what,
  });

  return (
    <DetailPanel title={t.text(wording.statusHeading)}>
      <div className="flex flex-col gap-6">
        <SaveProblem error={update.error} />
        <StatusForm item={item} {...progress('status')} onSave={(status) => save('status', { status })} />
        <NoteForm {...progress('note')} onSave={(note, onSaved) => save('note', { note }, onSaved)} />
        <NotesList notes={item.notes} />
      </div>
    </DetailPanel>
  );
}
