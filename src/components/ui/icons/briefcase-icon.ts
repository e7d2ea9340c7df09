import BriefcaseBusiness from 'lucide-react/icons/briefcase-business';
import { defineIcon } from './define-icon';

export const briefcaseIcon = defineIcon('briefcase', BriefcaseBusiness);
