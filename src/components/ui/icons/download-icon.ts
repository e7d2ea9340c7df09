import Download from 'lucide-react/icons/download';
import { defineIcon } from './define-icon';

export const downloadIcon = defineIcon('download', Download);
