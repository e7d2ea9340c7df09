import Plus from 'lucide-react/icons/plus';
import { defineIcon } from './define-icon';

export const plusIcon = defineIcon('plus', Plus);
