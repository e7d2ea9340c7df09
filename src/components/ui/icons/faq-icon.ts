import MessageCircleQuestionMark from 'lucide-react/icons/message-circle-question-mark';
import { defineIcon } from './define-icon';

export const faqIcon = defineIcon('faq', MessageCircleQuestionMark);
