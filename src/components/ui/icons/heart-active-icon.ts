import Heart from 'lucide-react/icons/heart';
import { defineIcon } from './define-icon';
import { filledGlyph } from './drawn-glyph';

export const heartActiveIcon = defineIcon('heart-active', filledGlyph(Heart));
