import Menu from 'lucide-react/icons/menu';
import { defineIcon } from './define-icon';

export const menuIcon = defineIcon('menu', Menu);
