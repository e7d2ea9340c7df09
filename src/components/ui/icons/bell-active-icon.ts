import Bell from 'lucide-react/icons/bell';
import { defineIcon } from './define-icon';
import { filledGlyph } from './drawn-glyph';

export const bellActiveIcon = defineIcon('bell-active', filledGlyph(Bell));
