import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from './button';
import { textAreaClasses } from './text-input';

interface MessageComposerProps {
  label: string;
  hint?: string;
  sendLabel: string;
  sendingLabel: string;
  maxLength: number;
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
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    if (trimmed && !props.sending && (await props.onSend(trimmed))) setText('');
  };
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
        aria-describedby={props.hint ? hintId : undefined}
        onChange={(event) => setText(event.target.value)}
        className={textAreaClasses}
      />
      {props.problem}
      <div>
        <Button type="submit" colour="brand" disabled={props.sending || text.trim() === ''}>
          {props.sending ? props.sendingLabel : props.sendLabel}
        </Button>
      </div>
    </form>
  );
}
