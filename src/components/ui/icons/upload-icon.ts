import Upload from 'lucide-react/icons/upload';
import { defineIcon } from './define-icon';

export const uploadIcon = defineIcon('upload', Upload);
