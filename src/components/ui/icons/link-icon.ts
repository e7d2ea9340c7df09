import Link from 'lucide-react/icons/link';
import { defineIcon } from './define-icon';

export const linkIcon = defineIcon('link', Link);
