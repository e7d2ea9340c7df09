import MessageCircle from 'lucide-react/icons/message-circle';
import { defineIcon } from './define-icon';

export const chatIcon = defineIcon('chat', MessageCircle);
