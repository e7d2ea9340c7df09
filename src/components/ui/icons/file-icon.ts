import File from 'lucide-react/icons/file';
import { defineIcon } from './define-icon';

export const fileIcon = defineIcon('file', File);
