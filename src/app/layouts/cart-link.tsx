import ShoppingCart from 'lucide-react/icons/shopping-cart';
import type { ReactNode } from 'react';
import { paths } from '#contracts/routes';
import { IconButton } from '@/components/ui/icon-button';
import { ui } from '@/content/ui-wording';
import { useText } from '@/i18n/use-text';

/** The cart's icon link, with its count. */
export function CartLink({ badge }: { badge: ReactNode }) {
  const text = useText();
  return <IconButton to={paths.cart} icon={ShoppingCart} label={text(ui.cart)} colour="ghost" badge={badge} />;
}
