import Utensils from 'lucide-react/icons/utensils';
import { defineIcon } from './define-icon';

export const utensilsIcon = defineIcon('utensils', Utensils);
