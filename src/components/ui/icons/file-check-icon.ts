import FileCheck from 'lucide-react/icons/file-check';
import { defineIcon } from './define-icon';

export const fileCheckIcon = defineIcon('file-check', FileCheck);
