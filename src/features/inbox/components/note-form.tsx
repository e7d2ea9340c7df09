import { useId, useState, type FormEvent } from 'react';
import { NOTE_MAX_LENGTH } from '#contracts/limits';
import { textAreaClasses } from '@/components/ui/text-input';
import { inboxWording as wording } from '../content/inbox-wording';
import { useInboxText } from '../hooks/use-inbox-text';
import { useItemWrite } from './item-changes';
import { SaveButton } from './save-button';
import { SaveProblem } from './save-problem';

/** An internal note for the team, which the family never sees. Emptied once saved; after a conflict what was typed stays. */
export function NoteForm() {
  const t = useInboxText();
  const write = useItemWrite('note');
  const [note, setNote] = useState('');
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = note.trim();
    if (text) write.save({ note: text }, () => setNote(''));
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-3">
      <label htmlFor={id} className="text-sm text-fg-muted">
        {t.text(wording.noteLabel)}
      </label>
      <textarea
        id={id}
        value={note}
        maxLength={NOTE_MAX_LENGTH}
        rows={4}
        dir="auto"
        onChange={(event) => setNote(event.target.value)}
        className={textAreaClasses}
      />
      <SaveProblem error={write.error} />
      <SaveButton
        colour="outlined"
        label={wording.saveNote}
        disabled={write.busy || note.trim() === ''}
        saving={write.saving}
        saved={write.saved}
      />
    </form>
  );
}
