import House from 'lucide-react/icons/house';
import { defineIcon } from './define-icon';

export const homeIcon = defineIcon('home', House);
