import Image from 'lucide-react/icons/image';
import { defineIcon } from './define-icon';

export const imageIcon = defineIcon('image', Image);
