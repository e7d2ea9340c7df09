import EyeClosed from 'lucide-react/icons/eye-closed';
import { defineIcon } from './define-icon';

export const eyeClosedIcon = defineIcon('eye-closed', EyeClosed);
