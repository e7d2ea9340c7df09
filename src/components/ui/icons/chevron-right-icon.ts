import ChevronRight from 'lucide-react/icons/chevron-right';
import { defineIcon } from './define-icon';

export const chevronRightIcon = defineIcon('chevron-right', ChevronRight, { mirror: true });
