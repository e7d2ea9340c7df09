import Tags from 'lucide-react/icons/tags';
import { defineIcon } from './define-icon';

export const chipsIcon = defineIcon('chips', Tags);
