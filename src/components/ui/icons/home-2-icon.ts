import HouseHeart from 'lucide-react/icons/house-heart';
import { defineIcon } from './define-icon';

export const home2Icon = defineIcon('home-2', HouseHeart);
