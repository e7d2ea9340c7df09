import { ui } from '@/content/ui-wording';
import type { Bilingual } from '@/i18n/text';

/** The cart list's wording; the shared verbs ("Remove") come from the site's interface wording. */
export const cartWording = {
  empty: { en: 'Your cart is empty.', ar: 'سلتك فارغة.' },
  backToYourArea: { en: 'Back to your area', ar: 'العودة إلى صفحتك' },
  decrease: { en: 'Decrease', ar: 'إنقاص' },
  increase: { en: 'Increase', ar: 'زيادة' },
  remove: ui.remove,
  itemsInTotal: { en: 'Items in total: ', ar: 'إجمالي العناصر: ' },
} satisfies Record<string, Bilingual>;

/** The group of quantity controls for one item, named by the item. */
export const quantityOf = (item: string): Bilingual => ({ en: `Quantity of ${item}`, ar: `كمية ${item}` });

/** A remove button's full name: "Remove {item}". */
export const removeItem = (item: string): Bilingual => ({
  en: `${ui.remove.en} ${item}`,
  ar: `${ui.remove.ar} ${item}`,
});
