import Hourglass from 'lucide-react/icons/hourglass';
import { defineIcon } from './define-icon';

export const hourglassIcon = defineIcon('hourglass', Hourglass);
