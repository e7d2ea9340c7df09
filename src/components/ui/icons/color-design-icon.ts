import Palette from 'lucide-react/icons/palette';
import { defineIcon } from './define-icon';

export const colorDesignIcon = defineIcon('color-design', Palette);
