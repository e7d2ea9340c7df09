import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { recipe } from './recipe';

/** Page-width wrappers: centred, with side padding that grows at the tablet breakpoint. */
export const containerVariants = recipe(
  'mx-auto w-full px-4 tablet:px-6',
  { width: { narrow: 'max-w-3xl', default: 'max-w-6xl', wide: 'max-w-7xl' } },
  { width: 'default' },
);

interface ContainerProps {
  /** narrow 48rem (reading), default 72rem (pages), wide 80rem. */
  width?: 'narrow' | 'default' | 'wide';
  as?: 'div' | 'section' | 'header' | 'footer' | 'article';
  className?: string;
  children?: ReactNode;
}

export function Container({ width, as: Element = 'div', className, children }: ContainerProps) {
  return <Element className={cn(containerVariants({ width }), className)}>{children}</Element>;
}
