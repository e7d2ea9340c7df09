import { Button } from '@/components/ui/button';
import type { Bilingual } from '@/i18n/text';
import { profileWording as wording } from '../content/profile-wording';
import { useAccountsText } from '../hooks/use-accounts-text';

interface SaveRowProps {
  /** The button's words ("Save name"); "Saving…" while `pending`. */
  label: Bilingual;
  pending: boolean;
  /** Nothing to save yet (the value is the saved one). */
  unchanged?: boolean;
  /** The status line's words once saved, else null: announced when it appears. */
  saved: Bilingual | null;
}

/** A My Account form's submit button, and the status line beside it that says the change is saved. */
export function SaveRow({ label, pending, unchanged = false, saved }: SaveRowProps) {
  const t = useAccountsText();
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button type="submit" colour="outlined" disabled={pending || unchanged}>
        {t.text(pending ? wording.saving : label)}
      </Button>
      <p role="status" className="text-sm font-medium text-success">
        {saved ? t.text(saved) : ''}
      </p>
    </div>
  );
}
