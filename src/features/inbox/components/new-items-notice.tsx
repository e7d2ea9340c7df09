import { useEffect } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Checkbox } from '@/components/ui/checkbox';
import { alertWording } from '../content/alert-wording';
import { describeNewCount, describeNewItems } from '../content/inbox-wording';
import { useArrivalAlert } from '../hooks/use-arrival-alert';
import { useInboxText } from '../hooks/use-inbox-text';

/**
 * "2 new — show": new items wait behind a button, so the rows never move under a reader's hand. The
 * live region is always there (a screen reader hears the count when it changes), and the tab's title
 * carries the count, so a team working in another tab sees it; on this device's choice, a tone and a
 * notification say so too.
 */
export function NewItemsNotice({ count, onShow }: { count: number; onShow: () => void }) {
  const t = useInboxText();
  const counted = t.number(count);
  const alert = useArrivalAlert(count, t.text(describeNewCount(count, counted)));
  useEffect(() => {
    if (count === 0) return undefined;
    const title = document.title;
    document.title = `(${counted}) ${title}`;
    return () => {
      document.title = title;
    };
  }, [count, counted]);
  return (
    <div className="flex flex-wrap items-center justify-between gap-4">
      <div role="status" aria-live="polite">
        {count > 0 && (
          <Button colour="brand" size="sm" onClick={onShow}>
            {t.text(describeNewItems(count, counted))}
          </Button>
        )}
      </div>
      <Field
        variant="inline"
        label={t.text(alertWording.label)}
        hint={t.text(alert.blocked ? alertWording.blocked : alertWording.hint)}
      >
        {(control) => (
          <Checkbox {...control} checked={alert.on} onChange={(event) => void alert.turn(event.target.checked)} />
        )}
      </Field>
    </div>
  );
}
