import CircleDashed from 'lucide-react/icons/circle-dashed';
import type { IconDefinition } from './define-icon';

/** What an unknown name (say, one the server sent) draws: a neutral dashed circle. */
export const fallbackIcon: IconDefinition<'fallback'> = { name: 'fallback', glyph: CircleDashed, mirror: false };
