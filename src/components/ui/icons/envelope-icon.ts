import Mail from 'lucide-react/icons/mail';
import { defineIcon } from './define-icon';

export const envelopeIcon = defineIcon('envelope', Mail);
