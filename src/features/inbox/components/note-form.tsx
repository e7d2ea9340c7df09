import { useId, useState, type FormEvent } from 'react';
import { NOTE_MAX_LENGTH } from '#contracts/limits';
import { textAreaClasses } from '@/components/ui/text-input';
import { inboxWording as wording } from '../content/inbox-wording';
import { useInboxText } from '../hooks/use-inbox-text';
import { SaveButton } from './save-button';

interface NoteFormProps {
  /** A change to this item is on its way: no second one yet. */
  busy: boolean;
  saving: boolean;
  saved: boolean;
  /** Saves the note; `onSaved` empties the field once it is saved (after a conflict, what was typed stays). */
  onSave: (note: string, onSaved: () => void) => void;
}

/** An internal note for the team, which the family never sees. */
export function NoteForm({ busy, saving, saved, onSave }: NoteFormProps) {
  const t = useInboxText();
  const [note, setNote] = useState('');
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = note.trim();
    if (text) onSave(text, () => setNote(''));
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-3">
      <h3 className="font-medium text-fg">{t.text(wording.noteHeading)}</h3>
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
      <SaveButton
        colour="outlined"
        label={wording.saveNote}
        disabled={busy || note.trim() === ''}
        saving={saving}
        saved={saved}
      />
    </form>
  );
}
