import ShoppingCart from 'lucide-react/icons/shopping-cart';
import { defineIcon } from './define-icon';

export const cartIcon = defineIcon('cart', ShoppingCart);
