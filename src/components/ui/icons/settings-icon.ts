import Settings from 'lucide-react/icons/settings';
import { defineIcon } from './define-icon';

export const settingsIcon = defineIcon('settings', Settings);
