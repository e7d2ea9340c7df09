import LogIn from 'lucide-react/icons/log-in';
import { defineIcon } from './define-icon';

export const loginIcon = defineIcon('login', LogIn, { mirror: true });
