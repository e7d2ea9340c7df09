import CircleX from 'lucide-react/icons/circle-x';
import { defineIcon } from './define-icon';

export const errorCircleIcon = defineIcon('error-circle', CircleX);
