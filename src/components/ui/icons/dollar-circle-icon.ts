import CircleDollarSign from 'lucide-react/icons/circle-dollar-sign';
import { defineIcon } from './define-icon';

export const dollarCircleIcon = defineIcon('dollar-circle', CircleDollarSign);
