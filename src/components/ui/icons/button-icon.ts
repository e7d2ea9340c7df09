import MousePointerClick from 'lucide-react/icons/mouse-pointer-click';
import { defineIcon } from './define-icon';

export const buttonIcon = defineIcon('button', MousePointerClick);
