import Sparkles from 'lucide-react/icons/sparkles';
import { defineIcon } from './define-icon';

export const sparklesIcon = defineIcon('sparkles', Sparkles);
