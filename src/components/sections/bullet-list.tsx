import Check from 'lucide-react/icons/check';
import { Icon } from '@/components/ui/icon';
import { useText } from '@/i18n/use-text';
import type { Bilingual } from '@/i18n/text';
import { cn } from '@/lib/cn';

interface BulletListProps {
  items: Bilingual[];
  /** Two columns from tablet width, for long lists of short items. */
  columns?: 1 | 2;
  className?: string;
}

/** Points with a soft check mark; the marks are decorative, the list is a list. */
export function BulletList({ items, columns = 1, className }: BulletListProps) {
  const text = useText();
  return (
    <ul className={cn('grid gap-3', columns === 2 && 'tablet:grid-cols-2 tablet:gap-x-8', className)}>
      {items.map((item) => (
        <li key={item.en} className="flex min-w-0 gap-3 leading-relaxed text-fg">
          <span className="mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-soft text-brand">
            <Icon icon={Check} size="xs" />
          </span>
          <span className="min-w-0 break-words">{text(item)}</span>
        </li>
      ))}
    </ul>
  );
}
