import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** The site's card: a raised surface with a hairline border and generous rounding. */
export const cardClasses = 'min-w-0 rounded-3xl border border-line bg-surface-raised p-6 tablet:p-8';

interface CardProps {
  as?: 'div' | 'li' | 'article';
  className?: string;
  children: ReactNode;
}

export function Card({ as: Element = 'div', className, children }: CardProps) {
  return <Element className={cn(cardClasses, className)}>{children}</Element>;
}
