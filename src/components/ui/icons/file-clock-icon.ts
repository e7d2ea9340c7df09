import FileClock from 'lucide-react/icons/file-clock';
import { defineIcon } from './define-icon';

export const fileClockIcon = defineIcon('file-clock', FileClock);
