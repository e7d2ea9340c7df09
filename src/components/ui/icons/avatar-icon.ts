import CircleUserRound from 'lucide-react/icons/circle-user-round';
import { defineIcon } from './define-icon';

export const avatarIcon = defineIcon('avatar', CircleUserRound);
