import SunMoon from 'lucide-react/icons/sun-moon';
import { defineIcon } from './define-icon';

export const lightDarkIcon = defineIcon('light-dark', SunMoon);
