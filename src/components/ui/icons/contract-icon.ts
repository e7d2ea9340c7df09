import FileSignature from 'lucide-react/icons/file-signature';
import { defineIcon } from './define-icon';

export const contractIcon = defineIcon('contract', FileSignature);
