import Check from 'lucide-react/icons/check';
import { defineIcon } from './define-icon';

export const checkIcon = defineIcon('check', Check);
