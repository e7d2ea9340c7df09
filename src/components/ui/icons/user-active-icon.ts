import User from 'lucide-react/icons/user';
import { defineIcon } from './define-icon';
import { filledGlyph } from './drawn-glyph';

export const userActiveIcon = defineIcon('user-active', filledGlyph(User));
