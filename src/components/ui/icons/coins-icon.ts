import Coins from 'lucide-react/icons/coins';
import { defineIcon } from './define-icon';

export const coinsIcon = defineIcon('coins', Coins);
