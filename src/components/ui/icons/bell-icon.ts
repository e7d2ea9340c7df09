import Bell from 'lucide-react/icons/bell';
import { defineIcon } from './define-icon';

export const bellIcon = defineIcon('bell', Bell);
