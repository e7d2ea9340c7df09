import Eye from 'lucide-react/icons/eye';
import { defineIcon } from './define-icon';

export const eyeOpenIcon = defineIcon('eye-open', Eye);
