import { screen, within, renderWithRouter } from '../../../test-utils';
import userEvent from '@testing-library/user-event';
import { CartList } from '@/features/cart/components/cart-list';
import { useCartStore } from '@/features/cart/stores/use-cart-store';
import { useLanguageStore } from '@/stores/use-language-store';

describe('CartList', () => {
  it('says the cart is empty', () => {
    renderWithRouter(<CartList />);
    expect(screen.getByText('Your cart is empty.')).toBeInTheDocument();
  });

  it('changes, removes and totals the items, saving as it goes', async () => {
    const user = userEvent.setup();
    useCartStore.getState().setQuantity('massage', 2);
    useCartStore.getState().setQuantity('yoga', 1);
    renderWithRouter(<CartList />);
    const massage = screen.getByRole('group', { name: 'Quantity of massage' });
    await user.click(within(massage).getByRole('button', { name: 'Increase' }));
    expect(within(massage).getByText('3')).toBeInTheDocument();
    expect(screen.getByText('4')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove yoga' }));
    expect(screen.queryByText('yoga')).toBeNull();
    await user.click(within(massage).getByRole('button', { name: 'Decrease' }));
    expect(JSON.parse(localStorage.getItem('cart') ?? '{}')).toEqual({ massage: 2 });
    await user.click(within(massage).getByRole('button', { name: 'Decrease' }));
    await user.click(
      within(screen.getByRole('group', { name: 'Quantity of massage' })).getByRole('button', { name: 'Decrease' }),
    );
    expect(screen.getByText('Your cart is empty.')).toBeInTheDocument();
  });

  it('shows quantities in Arabic-Indic digits in Arabic', () => {
    useLanguageStore.setState({ chosen: 'ar' });
    useCartStore.getState().setQuantity('massage', 12);
    renderWithRouter(<CartList />);
    expect(screen.getAllByText('١٢').length).toBeGreaterThan(0);
  });
});
