import FileChartColumnIncreasing from 'lucide-react/icons/file-chart-column-increasing';
import { defineIcon } from './define-icon';

export const progressClaimIcon = defineIcon('progress-claim', FileChartColumnIncreasing);
