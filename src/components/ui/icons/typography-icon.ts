import Type from 'lucide-react/icons/type';
import { defineIcon } from './define-icon';

export const typographyIcon = defineIcon('typography', Type);
