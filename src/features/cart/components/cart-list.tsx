import Minus from 'lucide-react/icons/minus';
import Plus from 'lucide-react/icons/plus';
import { Button } from '@/components/ui/button';
import { IconButton } from '@/components/ui/icon-button';
import { paths } from '#contracts/routes';
import { formatNumber } from '@/i18n/format';
import { useText } from '@/i18n/use-text';
import { useRenderLanguage } from '@/i18n/language-context';
import { selectCartCount, useCartStore } from '../stores/use-cart-store';
import { cartWording, quantityOf, removeItem } from '../content/cart-wording';

/** The stored cart: each item with its quantity, controls to change or remove it, and the total. */
export function CartList() {
  const text = useText();
  const language = useRenderLanguage();
  const items = useCartStore((state) => state.items);
  const setQuantity = useCartStore((state) => state.setQuantity);
  const remove = useCartStore((state) => state.remove);
  const entries = Object.entries(items);

  if (entries.length === 0) {
    return (
      <div className="rounded-3xl border border-dashed border-line p-8 text-center">
        <p className="text-lg text-fg">{text(cartWording.empty)}</p>
        <Button to={paths.protected} colour="ghost" className="mt-4">
          {text(cartWording.backToYourArea)}
        </Button>
      </div>
    );
  }

  return (
    <div className="max-w-2xl">
      <ul className="divide-y divide-line rounded-3xl border border-line bg-surface-raised">
        {entries.map(([id, quantity]) => (
          <li key={id} className="flex flex-wrap items-center gap-3 p-4">
            <span className="min-w-0 flex-1 break-words font-medium text-fg" dir="auto">
              {id}
            </span>
            <div className="flex items-center gap-2" role="group" aria-label={text(quantityOf(id))}>
              <IconButton
                icon={Minus}
                size="sm"
                label={text(cartWording.decrease)}
                onClick={() => setQuantity(id, quantity - 1)}
              />
              <output aria-live="polite" className="min-w-8 text-center tabular-nums">
                {formatNumber(quantity, language)}
              </output>
              <IconButton
                icon={Plus}
                size="sm"
                label={text(cartWording.increase)}
                onClick={() => setQuantity(id, quantity + 1)}
              />
            </div>
            <Button colour="ghost" size="sm" onClick={() => remove(id)} aria-label={text(removeItem(id))}>
              {text(cartWording.remove)}
            </Button>
          </li>
        ))}
      </ul>
      <p className="mt-4 text-end text-fg-muted">
        {text(cartWording.itemsInTotal)}
        <span className="font-semibold text-fg">{formatNumber(selectCartCount({ items }), language)}</span>
      </p>
    </div>
  );
}
