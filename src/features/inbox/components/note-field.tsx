import { useId } from 'react';
import { NOTE_MAX_LENGTH } from '#contracts/limits';
import { textAreaClasses } from '@/components/ui/text-input';
import { inboxWording as wording } from '../content/inbox-wording';
import { useInboxText } from '../hooks/use-inbox-text';

/** An internal note's words, as typed (in either direction of writing). */
export function NoteField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const t = useInboxText();
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm text-fg-muted">
        {t.text(wording.noteLabel)}
      </label>
      <textarea
        id={id}
        value={value}
        maxLength={NOTE_MAX_LENGTH}
        rows={4}
        dir="auto"
        onChange={(event) => onChange(event.target.value)}
        className={textAreaClasses}
      />
    </div>
  );
}
