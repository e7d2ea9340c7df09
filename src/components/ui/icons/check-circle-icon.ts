import CircleCheck from 'lucide-react/icons/circle-check';
import { defineIcon } from './define-icon';

export const checkCircleIcon = defineIcon('check-circle', CircleCheck);
