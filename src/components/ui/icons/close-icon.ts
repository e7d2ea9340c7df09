import X from 'lucide-react/icons/x';
import { defineIcon } from './define-icon';

export const closeIcon = defineIcon('close', X);
