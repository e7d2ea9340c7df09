import BriefcaseBusiness from 'lucide-react/icons/briefcase-business';
import HouseHeart from 'lucide-react/icons/house-heart';
import MessageCircle from 'lucide-react/icons/message-circle';
import Users from 'lucide-react/icons/users';
import type { IconComponent } from '@/components/ui/icon';
import type { TeamId } from '@/content/types';

/** One glyph per team, so a card reads at a glance. */
export const teamIcons: Record<TeamId, IconComponent> = {
  clinical: Users,
  religious: MessageCircle,
  hospitality: HouseHeart,
  boardOfDirectors: BriefcaseBusiness,
};
