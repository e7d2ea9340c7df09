import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { Button, type ButtonColour } from '@/components/ui/button';
import type { Bilingual } from '@/i18n/text';
import { useText } from '@/i18n/use-text';
import { actionWording } from '../content/accounts-wording';

interface ConfirmStepProps {
  /** "Disable the account of Mona? …", already in the page's language. */
  question: string;
  confirmLabel: Bilingual;
  colour?: ButtonColour;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * "Are you sure?" in place, with the two answers. Focus moves to the question when it appears, so a
 * screen reader reads it first; Escape cancels, as the Cancel button does (the caller puts focus
 * back on the button that asked).
 */
export function ConfirmStep({
  question,
  confirmLabel,
  colour = 'danger',
  busy,
  onConfirm,
  onCancel,
}: ConfirmStepProps) {
  const text = useText();
  const questionId = useId();
  const questionRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => questionRef.current?.focus(), []);
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape' && !busy) {
      event.stopPropagation();
      onCancel();
    }
  };
  return (
    <div
      role="group"
      aria-labelledby={questionId}
      className="flex flex-col gap-3 rounded-xl border border-warning/40 bg-warning-soft p-4"
    >
      {/* Escape is a shortcut for Cancel, wherever focus is in the question. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <p
        id={questionId}
        ref={questionRef}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        className="font-medium text-fg focus:outline-none"
      >
        {question}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button type="button" colour={colour} size="sm" disabled={busy} onClick={onConfirm} onKeyDown={onKeyDown}>
          {text(busy ? actionWording.working : confirmLabel)}
        </Button>
        <Button type="button" colour="outlined" size="sm" disabled={busy} onClick={onCancel} onKeyDown={onKeyDown}>
          {text(actionWording.cancel)}
        </Button>
      </div>
    </div>
  );
}
