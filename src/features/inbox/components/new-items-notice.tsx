import { useEffect } from 'react';
import { Button } from '@/components/ui/button';
import { describeNewItems } from '../content/inbox-wording';
import { useInboxText } from '../hooks/use-inbox-text';

/**
 * "2 new — show": new items wait behind a button, so the rows never move under a reader's hand. The
 * live region is always there (a screen reader hears the count when it changes), and the tab's title
 * carries the count, so a team working in another tab sees it.
 */
export function NewItemsNotice({ count, onShow }: { count: number; onShow: () => void }) {
  const t = useInboxText();
  useEffect(() => {
    if (count === 0) return undefined;
    const title = document.title;
    document.title = `(${t.number(count)}) ${title}`;
    return () => {
      document.title = title;
    };
  }, [count, t]);
  return (
    <div role="status" aria-live="polite">
      {count > 0 && (
        <Button colour="brand" size="sm" onClick={onShow}>
          {t.text(describeNewItems(count, t.number(count)))}
        </Button>
      )}
    </div>
  );
}
