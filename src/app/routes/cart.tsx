import { Page } from '@/components/layout/page';
import { pageMeta } from '@/content/page-meta';
import { CartList } from '@/features/cart/components/cart-list';

/** The logged-in cart (spec §2 links it from the navbar; the screen is ours). */
export default function CartPage() {
  return (
    <Page meta={pageMeta.cart}>
      <CartList />
    </Page>
  );
}
