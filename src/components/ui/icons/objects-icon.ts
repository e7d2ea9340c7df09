import Boxes from 'lucide-react/icons/boxes';
import { defineIcon } from './define-icon';

export const objectsIcon = defineIcon('objects', Boxes);
