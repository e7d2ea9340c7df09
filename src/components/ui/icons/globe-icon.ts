import Globe from 'lucide-react/icons/globe';
import { defineIcon } from './define-icon';

export const globeIcon = defineIcon('globe', Globe);
