import Users from 'lucide-react/icons/users';
import { defineIcon } from './define-icon';
import { filledGlyph } from './drawn-glyph';

export const usersActiveIcon = defineIcon('users-active', filledGlyph(Users));
