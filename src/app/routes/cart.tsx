import { Page } from '@/components/layout/page';
import { pageMeta } from '@/content/page-meta';
import { cart } from '@/content/pages/cart';
import { CartList } from '@/features/cart/components/cart-list';

/** The logged-in cart (spec §2 links it from the navbar; the screen is ours). */
export default function CartPage() {
  return (
    <Page meta={pageMeta.cart} description={cart.description}>
      <CartList />
    </Page>
  );
}
