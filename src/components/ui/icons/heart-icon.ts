import Heart from 'lucide-react/icons/heart';
import { defineIcon } from './define-icon';

export const heartIcon = defineIcon('heart', Heart);
