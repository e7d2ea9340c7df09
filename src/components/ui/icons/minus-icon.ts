import Minus from 'lucide-react/icons/minus';
import { defineIcon } from './define-icon';

export const minusIcon = defineIcon('minus', Minus);
