import MapPin from 'lucide-react/icons/map-pin';
import { defineIcon } from './define-icon';

export const locationIcon = defineIcon('location', MapPin);
