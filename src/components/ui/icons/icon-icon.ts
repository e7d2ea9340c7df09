import Shapes from 'lucide-react/icons/shapes';
import { defineIcon } from './define-icon';

export const iconIcon = defineIcon('icon', Shapes);
