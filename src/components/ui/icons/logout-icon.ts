import LogOut from 'lucide-react/icons/log-out';
import { defineIcon } from './define-icon';

export const logoutIcon = defineIcon('logout', LogOut, { mirror: true });
