import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { API_PATHS } from '#contracts/api-paths';
import { paths } from '#contracts/routes';
import type { StayPlan } from '#contracts/stay-plan';
import { useCartStore } from '@/features/cart/stores/use-cart-store';
import { server } from '@/mocks/node';
import { StayPlanView } from '@/features/cart/components/stay-plan-view';
import { renderApp, renderWithRouter, screen, within } from '../../../test-utils';
import { signInFamily } from '../../family/sign-in-family';

/** One programme and two add-on sessions: three in the cart's count. */
const PLAN_ITEMS = { 'programme:addiction:4': 1, 'addon:extraTherapy': 2 };

describe('sending the stay plan to the team', () => {
  it('shows 3 on the family’s cart link and sends the plan to the enquiry', async () => {
    const user = userEvent.setup({ delay: null });
    let sent: StayPlan | null = null;
    server.use(
      http.post(`*${API_PATHS.familyPlan}`, async ({ request }) => {
        sent = (await request.json()) as StayPlan;
        return HttpResponse.json(
          { messages: [], unread: 0, plan: { plan: sent, at: new Date().toISOString() } },
          { status: 201 },
        );
      }),
    );
    useCartStore.setState({ items: PLAN_ITEMS });
    signInFamily();
    renderApp({ route: paths.cart });
    // The family's menu (from the server) and its bar of quick links each carry the count; the footer's link does not.
    const counted = await screen.findAllByRole('link', { name: /Stay plan.*3 items in cart/ });
    expect(counted.length).toBeGreaterThan(0);
    expect(
      await within(screen.getByRole('navigation', { name: 'Main' })).findByRole('link', { name: /Stay plan/ }),
    ).toHaveTextContent('3 items in cart');
    await user.click(await screen.findByRole('button', { name: 'Send this plan to the team' }));
    expect(await screen.findByText(/Sent to the admissions team/)).toBeVisible();
    expect(sent).toEqual({ programme: { id: 'addiction', length: 4 }, residence: null, addOns: { extraTherapy: 2 } });
    // The plan stays, to change and send again.
    expect(useCartStore.getState().items).toEqual(PLAN_ITEMS);
  });

  it('is not offered without a family signed in', () => {
    useCartStore.setState({ items: PLAN_ITEMS });
    renderWithRouter(<StayPlanView />);
    expect(screen.getByRole('region', { name: 'Estimate' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send this plan to the team' })).toBeNull();
  });
});
