import Gavel from 'lucide-react/icons/gavel';
import { defineIcon } from './define-icon';

export const tenderIcon = defineIcon('tender', Gavel);
