import type { IconDefinition } from '@/components/ui/icons/define-icon';
import { handshakeIcon } from '@/components/ui/icons/handshake-icon';
import { heartIcon } from '@/components/ui/icons/heart-icon';
import { sparklesIcon } from '@/components/ui/icons/sparkles-icon';
import { utensilsIcon } from '@/components/ui/icons/utensils-icon';
import type { TreatmentId } from '@/content/types';

/** One glyph per programme, so a card reads at a glance. Apart from the team glyphs, so a page loads only its own. */
export const treatmentIcons: Record<TreatmentId, IconDefinition<string>> = {
  addiction: heartIcon,
  anxietyDepression: sparklesIcon,
  eatingDisorders: utensilsIcon,
  marriageCounseling: handshakeIcon,
};
