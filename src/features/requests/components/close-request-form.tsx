import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { SelectField } from '@/components/ui/select-field';
import { textAreaClasses } from '@/components/ui/text-input';
import { isolateLtr } from '@/i18n/isolate';
import {
  REQUEST_NOTE_MAX_LENGTH,
  REQUEST_OUTCOMES,
  type DataRequest,
  type RequestOutcome,
} from '#contracts/data-requests';
import { isBlank } from '#contracts/text';
import { requestsProblem, useCloseRequest } from '../api/requests';
import { requestsWording as wording } from '../content/requests-wording';
import { useDeskText } from '../hooks/use-desk-text';

const focusOnMount = (element: HTMLElement | null) => {
  element?.focus();
};

/** Closes one open request as answered or refused, with the note the trail and the family's file keep. */
export function CloseRequestForm({ request, onDone }: { request: DataRequest; onDone: () => void }) {
  const t = useDeskText();
  const close = useCloseRequest();
  const [outcome, setOutcome] = useState<RequestOutcome>('done');
  const [note, setNote] = useState('');
  const [checked, setChecked] = useState(false);
  const noteId = `close-note-${request.id}`;
  const missing = isBlank(note);
  const problem = requestsProblem(close.error);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setChecked(true);
    if (missing) {
      document.getElementById(noteId)?.focus();
      return;
    }
    close.mutate({ id: request.id, outcome, note: note.trim() }, { onSuccess: onDone });
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-busy={close.isPending} className="mt-2 flex min-w-64 flex-col gap-3">
      <fieldset className="flex flex-col gap-3">
        <legend className="font-semibold">
          {t.fill(wording.close.title, { reference: isolateLtr(request.reference) })}
        </legend>
        <SelectField
          id={`close-outcome-${request.id}`}
          ref={focusOnMount}
          label={t.text(wording.close.outcome)}
          value={outcome}
          onChange={setOutcome}
          options={REQUEST_OUTCOMES.map((value) => ({ value, label: t.text(wording.close.outcomes[value]) }))}
        />
        <Field
          id={noteId}
          label={t.text(wording.close.note)}
          required
          error={checked && missing ? t.text(wording.required) : undefined}
        >
          {(control) => (
            <textarea
              {...control}
              rows={3}
              maxLength={REQUEST_NOTE_MAX_LENGTH}
              value={note}
              onChange={(event) => setNote(event.target.value)}
              className={textAreaClasses}
            />
          )}
        </Field>
      </fieldset>
      {problem && <Alert tone="danger">{t.text(wording.problems[problem])}</Alert>}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" colour="brand" aria-disabled={close.isPending || undefined}>
          {t.text(wording.close.save)}
        </Button>
        <Button size="sm" colour="ghost" onClick={onDone} disabled={close.isPending}>
          {t.text(wording.close.cancel)}
        </Button>
      </div>
    </form>
  );
}
