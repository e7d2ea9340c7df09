import Container from 'lucide-react/icons/container';
import { defineIcon } from './define-icon';

export const containerIcon = defineIcon('container', Container);
