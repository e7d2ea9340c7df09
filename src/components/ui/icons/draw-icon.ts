import PenTool from 'lucide-react/icons/pen-tool';
import { defineIcon } from './define-icon';

export const drawIcon = defineIcon('draw', PenTool);
