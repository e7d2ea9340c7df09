import Building2 from 'lucide-react/icons/building-2';
import { defineIcon } from './define-icon';

export const buildingIcon = defineIcon('building', Building2);
