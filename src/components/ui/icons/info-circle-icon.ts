import Info from 'lucide-react/icons/info';
import { defineIcon } from './define-icon';

export const infoCircleIcon = defineIcon('info-circle', Info);
