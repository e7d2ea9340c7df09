import ChevronDown from 'lucide-react/icons/chevron-down';
import { Icon } from '@/components/ui/icon';
import type { Faq } from '@/content/types';
import { useText } from '@/i18n/use-text';

interface FaqAccordionProps {
  items: Faq[];
}

/**
 * Questions that open to their answers. Native `<details>`: every question is a
 * keyboard-reachable toggle announced as expanded or collapsed, with no script,
 * and the browser's find-in-page opens the answer it lands in.
 */
export function FaqAccordion({ items }: FaqAccordionProps) {
  const text = useText();
  return (
    <div className="divide-y divide-line overflow-hidden rounded-3xl border border-line bg-surface-raised">
      {items.map((item) => (
        <details key={item.question.en} className="group">
          <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 px-6 py-4 text-start font-semibold text-fg transition-colors hover:bg-surface-sunken focus-visible:outline-offset-[-2px] tablet:px-8 [&::-webkit-details-marker]:hidden">
            <span className="min-w-0 break-words">{text(item.question)}</span>
            <Icon icon={ChevronDown} size="sm" colour="brand" className="transition-transform group-open:rotate-180" />
          </summary>
          <p className="px-6 pb-6 leading-relaxed text-fg-muted tablet:px-8">{text(item.answer)}</p>
        </details>
      ))}
    </div>
  );
}
