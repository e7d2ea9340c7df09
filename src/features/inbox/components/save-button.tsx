import { Button, type ButtonColour } from '@/components/ui/button';
import type { Bilingual } from '@/i18n/text';
import { inboxWording as wording } from '../content/inbox-wording';
import { useInboxText } from '../hooks/use-inbox-text';

interface SaveButtonProps {
  colour: ButtonColour;
  label: Bilingual;
  disabled: boolean;
  /** This form's change is on its way: the button says so. */
  saving: boolean;
  /** This form's change was the last one saved: a status line says so. */
  saved: boolean;
}

/** A form's submit button and the "Saved." line under it. */
export function SaveButton({ colour, label, disabled, saving, saved }: SaveButtonProps) {
  const t = useInboxText();
  return (
    <>
      <Button type="submit" colour={colour} disabled={disabled}>
        {t.text(saving ? wording.saving : label)}
      </Button>
      {saved && (
        <p role="status" className="text-sm text-success">
          {t.text(wording.saved)}
        </p>
      )}
    </>
  );
}
