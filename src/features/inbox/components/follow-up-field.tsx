import { Field } from '@/components/ui/field';
import { inputClasses } from '@/components/ui/text-input';
import { cn } from '@/lib/cn';
import type { ContactRules } from '#contracts/inbox';
import type { Bilingual } from '#contracts/languages';
import { fromLocalInput } from '../content/item-format';
import { followUpWording as wording } from '../content/item-wording';
import { useInboxText } from '../hooks/use-inbox-text';
import { FollowUpPresets, OutsideTheirWindow } from './follow-up-presets';
import { useNow } from './now-provider';

/**
 * A follow-up's date and time on the reader's clock, with ready answers under it and a warning as
 * soon as a typed time falls outside the family's days and hours. `typed` is false while the field
 * only shows the item's own time (no warning for what is already saved).
 */
export function FollowUpField({
  id,
  label = wording.label,
  value,
  typed,
  rules,
  onChange,
}: {
  id: string;
  label?: Bilingual;
  value: string;
  typed: boolean;
  rules: ContactRules | null;
  onChange: (value: string) => void;
}) {
  const t = useInboxText();
  const now = useNow();
  return (
    <>
      <Field id={id} label={t.text(label)} className="max-w-xs">
        {(control) => (
          // The browser's own date and time picker, on the reader's clock.
          <input
            {...control}
            type="datetime-local"
            value={value}
            onChange={(event) => onChange(event.target.value)}
            className={cn(inputClasses, 'border-fg-muted/70 hover:border-fg')}
          />
        )}
      </Field>
      <FollowUpPresets rules={rules} now={now} onPick={onChange} />
      <OutsideTheirWindow rules={rules} chosen={typed ? fromLocalInput(value) : null} />
    </>
  );
}
