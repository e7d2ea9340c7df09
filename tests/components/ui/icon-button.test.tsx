import { screen, renderWithRouter } from '../../test-utils';
import userEvent from '@testing-library/user-event';
import Menu from 'lucide-react/icons/menu';
import ShoppingCart from 'lucide-react/icons/shopping-cart';
import { CountBadge } from '@/components/ui/count-badge';
import { IconButton } from '@/components/ui/icon-button';

describe('IconButton', () => {
  it('is a button named by its label, ghost and md by default', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    renderWithRouter(<IconButton icon={Menu} label="Open menu" onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Open menu' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveClass('h-btn-md', 'aspect-square', 'hover:bg-brand-soft');
    expect(button).not.toHaveClass('border');
    expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await user.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it.each([
    ['lg', 'h-btn-lg'],
    ['sm', 'h-btn-sm'],
    ['xs', 'h-btn-xs'],
  ] as const)('size %s', (size, height) => {
    renderWithRouter(<IconButton icon={Menu} label="Menu" size={size} />);
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveClass(height);
  });

  it('takes the button colours', () => {
    renderWithRouter(<IconButton icon={Menu} label="Menu" colour="brand" />);
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveClass('bg-brand', 'text-brand-fg');
  });

  it('can be disabled', () => {
    renderWithRouter(<IconButton icon={Menu} label="Menu" disabled />);
    expect(screen.getByRole('button', { name: 'Menu' })).toBeDisabled();
  });

  it('is a link when given a path, its badge part of its name', () => {
    renderWithRouter(
      <IconButton
        to="/cart"
        icon={ShoppingCart}
        label="Cart"
        badge={<CountBadge count={3} label="3 items in cart" />}
      />,
    );
    const link = screen.getByRole('link', { name: 'Cart 3 items in cart' });
    expect(link).toHaveAttribute('href', '/cart');
  });

  it('follows the external-link rules of Button', () => {
    renderWithRouter(
      <IconButton to="https://example.com" icon={ShoppingCart} label="Shop" newTabLabel="(opens in a new tab)" />,
    );
    const link = screen.getByRole('link', { name: 'Shop (opens in a new tab)' });
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('disables a link with aria-disabled and no href', () => {
    renderWithRouter(<IconButton to="/cart" icon={ShoppingCart} label="Cart" disabled />);
    const link = screen.getByRole('link', { name: 'Cart' });
    expect(link).toHaveAttribute('aria-disabled', 'true');
    expect(link).not.toHaveAttribute('href');
  });
});
