import { faWhatsapp } from '@fortawesome/free-brands-svg-icons/faWhatsapp';
import { brandGlyph } from './brand-glyph';
import { defineIcon } from './define-icon';

export const whatsappIcon = defineIcon('whatsapp', brandGlyph(faWhatsapp));
