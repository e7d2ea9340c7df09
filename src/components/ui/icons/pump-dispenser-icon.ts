import SoapDispenserDroplet from 'lucide-react/icons/soap-dispenser-droplet';
import { defineIcon } from './define-icon';

export const pumpDispenserIcon = defineIcon('pump-dispenser', SoapDispenserDroplet);
