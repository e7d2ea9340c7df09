import type { IconDefinition } from '@/components/ui/icons/define-icon';
import { briefcaseIcon } from '@/components/ui/icons/briefcase-icon';
import { chatIcon } from '@/components/ui/icons/chat-icon';
import { handshakeIcon } from '@/components/ui/icons/handshake-icon';
import { heartIcon } from '@/components/ui/icons/heart-icon';
import { utensilsIcon } from '@/components/ui/icons/utensils-icon';
import { sparklesIcon } from '@/components/ui/icons/sparkles-icon';
import { home2Icon } from '@/components/ui/icons/home-2-icon';
import { usersIcon } from '@/components/ui/icons/users-icon';
import type { TeamId, TreatmentId } from '@/content/types';

/** One glyph per treatment and team, so a card reads at a glance. */
export const pageIcons: Record<TreatmentId | TeamId, IconDefinition<string>> = {
  addiction: heartIcon,
  anxietyDepression: sparklesIcon,
  eatingDisorders: utensilsIcon,
  marriageCounseling: handshakeIcon,
  clinical: usersIcon,
  religious: chatIcon,
  hospitality: home2Icon,
  boardOfDirectors: briefcaseIcon,
};
