import { briefcaseIcon } from '@/components/ui/icons/briefcase-icon';
import { chatIcon } from '@/components/ui/icons/chat-icon';
import type { IconDefinition } from '@/components/ui/icons/define-icon';
import { home2Icon } from '@/components/ui/icons/home-2-icon';
import { usersIcon } from '@/components/ui/icons/users-icon';
import type { TeamId } from '@/content/types';

/** One glyph per team, so a card reads at a glance. */
export const teamIcons: Record<TeamId, IconDefinition<string>> = {
  clinical: usersIcon,
  religious: chatIcon,
  hospitality: home2Icon,
  boardOfDirectors: briefcaseIcon,
};
