import ArrowLeft from 'lucide-react/icons/arrow-left';
import { defineIcon } from './define-icon';

export const arrowLeftIcon = defineIcon('arrow-left', ArrowLeft, { mirror: true });
