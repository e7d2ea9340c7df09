import { cn } from '@/lib/cn';

export interface IllustrationProps {
  className?: string;
}

/* Spot illustrations drawn with the colour tokens, so they follow the scheme. Decorative: say in text what they show. */

export const illustrationFrame = (className?: string) => cn('h-auto w-full max-w-xs', className);
