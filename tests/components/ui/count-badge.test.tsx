import { act, render, screen } from '../../test-utils';
import { CountBadge, describeCount } from '@/components/ui/count-badge';
import { useLanguageStore } from '@/stores/use-language-store';

const shown = (container: HTMLElement) => container.querySelector('[aria-hidden="true"]')?.textContent;

describe('CountBadge', () => {
  it('shows the number and says what it counts', () => {
    const { container } = render(<CountBadge count={3} />);
    expect(shown(container)).toBe('3');
    expect(screen.getByText('3 items in cart')).toHaveClass('sr-only');
  });

  it('uses the singular for one', () => {
    render(<CountBadge count={1} />);
    expect(screen.getByText('1 item in cart')).toBeInTheDocument();
  });

  it('shows 99 as is and "99+" above 99, still saying the real number', () => {
    const { container, rerender } = render(<CountBadge count={99} />);
    expect(shown(container)).toBe('99');
    rerender(<CountBadge count={100} />);
    expect(shown(container)).toBe('99+');
    expect(screen.getByText('100 items in cart')).toBeInTheDocument();
  });

  it.each([0, -1, -50, Number.NaN])('renders nothing for %s', (count) => {
    const { container } = render(<CountBadge count={count} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('uses Arabic-Indic digits and Arabic text in Arabic', () => {
    act(() => useLanguageStore.setState({ chosen: 'ar' }));
    const { container, rerender } = render(<CountBadge count={3} />);
    expect(shown(container)).toBe('٣');
    expect(screen.getByText('٣ عناصر في السلة')).toBeInTheDocument();
    rerender(<CountBadge count={150} />);
    expect(shown(container)).toBe('٩٩+');
    expect(screen.getByText('١٥٠ عنصرًا في السلة')).toBeInTheDocument();
  });

  it('counts notifications too', () => {
    render(<CountBadge count={2} noun="notifications" />);
    expect(screen.getByText('2 notifications')).toBeInTheDocument();
  });
});

describe('describeCount', () => {
  it.each([
    [1, 'عنصر واحد في السلة'],
    [2, 'عنصران في السلة'],
    [3, '٣ عناصر في السلة'],
    [10, '١٠ عناصر في السلة'],
    [11, '١١ عنصرًا في السلة'],
    [99, '٩٩ عنصرًا في السلة'],
    [100, '١٠٠ عنصر في السلة'],
    [102, '١٠٢ عنصر في السلة'],
  ])('Arabic takes the right plural form for %i', (count, expected) => {
    expect(describeCount(count, 'cart-items', 'ar')).toBe(expected);
  });

  it.each([
    [1, 'إشعار واحد'],
    [2, 'إشعاران'],
    [5, '٥ إشعارات'],
    [20, '٢٠ إشعارًا'],
  ])('Arabic notifications for %i', (count, expected) => {
    expect(describeCount(count, 'notifications', 'ar')).toBe(expected);
  });

  it('groups large English numbers', () => {
    expect(describeCount(1200, 'cart-items', 'en')).toBe('1,200 items in cart');
  });
});
