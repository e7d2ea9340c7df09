import SwatchBook from 'lucide-react/icons/swatch-book';
import { defineIcon } from './define-icon';

export const colorsIcon = defineIcon('colors', SwatchBook);
