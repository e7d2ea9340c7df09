import Soup from 'lucide-react/icons/soup';
import { defineIcon } from './define-icon';

export const foodIcon = defineIcon('food', Soup);
