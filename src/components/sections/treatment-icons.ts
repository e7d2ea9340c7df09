import Handshake from 'lucide-react/icons/handshake';
import Heart from 'lucide-react/icons/heart';
import Sparkles from 'lucide-react/icons/sparkles';
import Utensils from 'lucide-react/icons/utensils';
import type { IconComponent } from '@/components/ui/icon';
import type { TreatmentId } from '@/content/types';

/** One glyph per programme, so a card reads at a glance. Apart from the team glyphs, so a page loads only its own. */
export const treatmentIcons: Record<TreatmentId, IconComponent> = {
  addiction: Heart,
  anxietyDepression: Sparkles,
  eatingDisorders: Utensils,
  marriageCounseling: Handshake,
};
