import { Link } from 'react-router-dom';
import ArrowRight from 'lucide-react/icons/arrow-right';
import { Icon, type IconComponent } from '@/components/ui/icon';
import type { TeamCard, TreatmentCard } from '@/content/types';
import { useText } from '@/i18n/use-text';
import { cn } from '@/lib/cn';
import { cardClasses } from './card';
import { usePathFor } from '@/i18n/language-context';

interface LinkCardGridProps<Card extends TreatmentCard | TeamCard> {
  cards: Card[];
  /** The glyph of each card's page (`treatmentIcons` or `teamIcons`). */
  icons: Record<Card['page'], IconComponent>;
  className?: string;
}

/**
 * Cards that lead to other pages. The title is the link; it stretches over the
 * whole card, so the card is one target with one accessible name.
 */
export function LinkCardGrid<Card extends TreatmentCard | TeamCard>({
  cards,
  icons,
  className,
}: LinkCardGridProps<Card>) {
  const pathFor = usePathFor();
  const text = useText();
  return (
    <ul className={cn('grid gap-5 tablet:grid-cols-2 laptop:grid-cols-4', className)}>
      {cards.map((card) => (
        <li
          key={card.to}
          className={cn(
            cardClasses,
            'relative flex flex-col transition-colors hover:border-brand/60 has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus',
          )}
        >
          <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-brand-soft text-brand">
            <Icon icon={icons[card.page as Card['page']]} />
          </span>
          <h3 className="mt-5 break-words text-lg font-semibold text-fg">
            <Link
              to={pathFor(card.to)}
              className="after:absolute after:inset-0 after:rounded-3xl focus-visible:outline-none"
            >
              {text(card.title)}
            </Link>
          </h3>
          <p className="mt-2 flex-1 leading-relaxed text-fg-muted">{text(card.summary)}</p>
          <Icon icon={ArrowRight} mirror size="sm" colour="brand" className="mt-4" />
        </li>
      ))}
    </ul>
  );
}
