import FileText from 'lucide-react/icons/file-text';
import { defineIcon } from './define-icon';

export const documentIcon = defineIcon('document', FileText);
