import Phone from 'lucide-react/icons/phone';
import { defineIcon } from './define-icon';

export const phoneIcon = defineIcon('phone', Phone);
