import Clock from 'lucide-react/icons/clock';
import { defineIcon } from './define-icon';

export const clockIcon = defineIcon('clock', Clock);
