import Paintbrush from 'lucide-react/icons/paintbrush';
import { defineIcon } from './define-icon';

export const illustrationIcon = defineIcon('illustration', Paintbrush);
