import Users from 'lucide-react/icons/users';
import { defineIcon } from './define-icon';

export const usersIcon = defineIcon('users', Users);
