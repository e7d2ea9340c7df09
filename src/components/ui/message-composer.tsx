import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from './button';
import { FieldError } from './field';
import { textAreaClasses } from './text-input';

interface MessageComposerProps {
  label: string;
  hint?: string;
  sendLabel: string;
  sendingLabel: string;
  maxLength: number;
  /** Whether the trimmed text may be sent; blank text is never sent. */
  accepts: (text: string) => boolean;
  /** Shown, and the send button held, while the text is not accepted. */
  invalidHint: string;
  sending: boolean;
  /** Sends the text; resolves true when it went (the field empties), false to keep what was typed. */
  onSend: (text: string) => Promise<boolean>;
  /** What went wrong with the last send, if anything. */
  problem?: ReactNode;
}

/** A message field and its send button: empty text is not sent, and what was typed stays until it went. */
export function MessageComposer(props: MessageComposerProps) {
  const [text, setText] = useState('');
  const id = useId();
  const hintId = useId();
  const invalidId = useId();
  const trimmed = text.trim();
  const invalid = trimmed !== '' && !props.accepts(trimmed);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (trimmed && !invalid && !props.sending && (await props.onSend(trimmed))) setText('');
  };
  const describedBy = [props.hint && hintId, invalid && invalidId].filter(Boolean).join(' ');
  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-3" aria-busy={props.sending}>
      <label htmlFor={id} className="font-medium text-fg">
        {props.label}
      </label>
      {props.hint && (
        <p id={hintId} className="text-sm text-fg-muted">
          {props.hint}
        </p>
      )}
      <textarea
        id={id}
        value={text}
        maxLength={props.maxLength}
        rows={4}
        dir="auto"
        aria-describedby={describedBy || undefined}
        aria-invalid={invalid || undefined}
        onChange={(event) => setText(event.target.value)}
        className={textAreaClasses}
      />
      {invalid && <FieldError id={invalidId}>{props.invalidHint}</FieldError>}
      {props.problem}
      <div>
        <Button type="submit" colour="brand" disabled={props.sending || trimmed === '' || invalid}>
          {props.sending ? props.sendingLabel : props.sendLabel}
        </Button>
      </div>
    </form>
  );
}
