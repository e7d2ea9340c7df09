import { useMemo } from 'react';
import { cartFromPlan, planFromCart, type StayPlan } from '#contracts/stay-plan';
import { useCartStore } from './use-cart-store';

/** The stay plan the cart holds (src/contracts/stay-plan.ts). */
export function useStayPlan(): StayPlan {
  const items = useCartStore((state) => state.items);
  return useMemo(() => planFromCart(items), [items]);
}

/** Changes the plan and saves it as the cart (only what the plan knows is kept). */
export function changePlan(change: (plan: StayPlan) => StayPlan) {
  const { items } = useCartStore.getState();
  useCartStore.setState({ items: cartFromPlan(change(planFromCart(items))) });
}
