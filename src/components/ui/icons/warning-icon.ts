import TriangleAlert from 'lucide-react/icons/triangle-alert';
import { defineIcon } from './define-icon';

export const warningIcon = defineIcon('warning', TriangleAlert);
