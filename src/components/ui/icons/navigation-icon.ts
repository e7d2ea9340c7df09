import Navigation from 'lucide-react/icons/navigation';
import { defineIcon } from './define-icon';

export const navigationIcon = defineIcon('navigation', Navigation);
