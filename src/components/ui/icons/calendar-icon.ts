import Calendar from 'lucide-react/icons/calendar';
import { defineIcon } from './define-icon';

export const calendarIcon = defineIcon('calendar', Calendar);
