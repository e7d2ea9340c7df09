import IdCard from 'lucide-react/icons/id-card';
import { defineIcon } from './define-icon';

export const taxIdIcon = defineIcon('tax-id', IdCard);
