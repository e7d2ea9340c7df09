import type { Bilingual } from './languages.ts';

/**
 * The cart's name, apart from the other page names: the navbar's cart button says it on every page,
 * so the first load takes this alone, not every staff page's name.
 */
export const CART_NAME: Bilingual = { en: 'Cart', ar: 'السلة' };
