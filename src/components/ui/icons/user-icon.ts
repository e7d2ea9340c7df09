import User from 'lucide-react/icons/user';
import { defineIcon } from './define-icon';

export const userIcon = defineIcon('user', User);
