import ArrowRight from 'lucide-react/icons/arrow-right';
import { defineIcon } from './define-icon';

export const arrowRightIcon = defineIcon('arrow-right', ArrowRight, { mirror: true });
