import { Page } from '@/components/layout/page';
import { pageMeta } from '@/content/page-meta';
import { cart } from '@/content/pages/cart';
import { StayPlanView } from '@/features/cart/components/stay-plan-view';

/** The logged-in cart (spec §2 links it from the navbar; the screen is ours): the family's stay plan. */
export default function CartPage() {
  return (
    <Page meta={pageMeta.cart} description={cart.description}>
      <StayPlanView />
    </Page>
  );
}
