import { useState, type FormEvent } from 'react';
import { inboxWording as wording } from '../content/inbox-wording';
import { useItemWrite } from './item-changes';
import { NoteField } from './note-field';
import { SaveButton } from './save-button';
import { SaveProblem } from './save-problem';

/** An internal note for the team, which the family never sees. Emptied once saved; after a conflict what was typed stays. */
export function NoteForm() {
  const write = useItemWrite('note');
  const [note, setNote] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = note.trim();
    if (text) write.save({ note: text }, () => setNote(''));
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-3">
      <NoteField value={note} onChange={setNote} />
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
