import Eye from 'lucide-react/icons/eye';
import { Icon } from '@/components/ui/icon';
import { listOf } from '@/i18n/calendar-words';
import { useItemViewers } from '../api/item-viewers';
import { ownerWording as wording } from '../content/item-wording';
import { useInboxText } from '../hooks/use-inbox-text';

/**
 * "Also open: Reem Haddad", while a colleague has the item open too: two people should not call one
 * family unknowingly (staff review). Nothing while nobody else has, or while it cannot be asked.
 */
export function ItemViewers({ reference }: { reference: string }) {
  const t = useInboxText();
  const viewers = useItemViewers(reference).data ?? [];
  return (
    <p role="status" className="flex items-center gap-2 text-sm text-fg-muted empty:hidden">
      {viewers.length > 0 && (
        <>
          <Icon icon={Eye} size="xs" />
          {t.text(wording.alsoOpen).replace(
            '{names}',
            listOf(
              viewers.map((viewer) => viewer.name),
              t.language,
            ),
          )}
        </>
      )}
    </p>
  );
}
