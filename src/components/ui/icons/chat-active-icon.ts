import MessageCircle from 'lucide-react/icons/message-circle';
import { defineIcon } from './define-icon';
import { filledGlyph } from './drawn-glyph';

export const chatActiveIcon = defineIcon('chat-active', filledGlyph(MessageCircle));
