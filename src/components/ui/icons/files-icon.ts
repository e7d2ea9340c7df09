import Files from 'lucide-react/icons/files';
import { defineIcon } from './define-icon';

export const filesIcon = defineIcon('files', Files);
