import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { ownerWording } from '../content/item-wording';
import { useInboxText } from '../hooks/use-inbox-text';

const wording = ownerWording.takeOver;

interface TakeOverConfirmProps {
  /** The colleague who owns the item now. */
  owner: string;
  onConfirm: () => void;
  /** Also on Escape (the focus stays on its two buttons); the caller puts the focus back on what opened it. */
  onCancel: () => void;
}

/**
 * "Reem owns this enquiry — take it over?", asked in place before a colleague's item becomes the
 * reader's: an alert dialog that takes the focus (on the choice that changes nothing) and closes on Escape.
 */
export function TakeOverConfirm({ owner, onConfirm, onCancel }: TakeOverConfirmProps) {
  const t = useInboxText();
  const titleId = useId();
  const detailId = useId();
  const keep = useRef<HTMLButtonElement>(null);
  useEffect(() => keep.current?.focus(), []);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onCancel();
  };
  return (
    <div
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={detailId}
      className="flex flex-col gap-3 rounded-xl border border-warning/30 bg-warning-soft p-4 text-fg"
    >
      <p id={titleId} className="font-semibold" data-user-content>
        {t.text(wording.title).replace('{name}', owner)}
      </p>
      <p id={detailId}>{t.text(wording.detail).replace('{name}', owner)}</p>
      <div className="flex flex-wrap gap-2">
        <Button colour="brand" size="sm" onClick={onConfirm} onKeyDown={onKeyDown}>
          {t.text(wording.confirm)}
        </Button>
        <Button ref={keep} colour="outlined" size="sm" onClick={onCancel} onKeyDown={onKeyDown}>
          {t.text(wording.cancel)}
        </Button>
      </div>
    </div>
  );
}
