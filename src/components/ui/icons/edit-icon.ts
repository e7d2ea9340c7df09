import SquarePen from 'lucide-react/icons/square-pen';
import { defineIcon } from './define-icon';

export const editIcon = defineIcon('edit', SquarePen);
