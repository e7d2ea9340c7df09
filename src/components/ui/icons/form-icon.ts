import Form from 'lucide-react/icons/form';
import { defineIcon } from './define-icon';

export const formIcon = defineIcon('form', Form);
