import Gem from 'lucide-react/icons/gem';
import { defineIcon } from './define-icon';

export const gemIcon = defineIcon('gem', Gem);
