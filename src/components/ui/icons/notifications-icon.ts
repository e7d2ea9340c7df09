import BellDot from 'lucide-react/icons/bell-dot';
import { defineIcon } from './define-icon';

export const notificationsIcon = defineIcon('notifications', BellDot);
