import ChevronUp from 'lucide-react/icons/chevron-up';
import { defineIcon } from './define-icon';

export const chevronUpIcon = defineIcon('chevron-up', ChevronUp);
