import SeparatorHorizontal from 'lucide-react/icons/separator-horizontal';
import { defineIcon } from './define-icon';

export const dividerIcon = defineIcon('divider', SeparatorHorizontal);
