import ChevronLeft from 'lucide-react/icons/chevron-left';
import { defineIcon } from './define-icon';

export const chevronLeftIcon = defineIcon('chevron-left', ChevronLeft, { mirror: true });
