import ChevronDown from 'lucide-react/icons/chevron-down';
import { defineIcon } from './define-icon';

export const chevronDownIcon = defineIcon('chevron-down', ChevronDown);
