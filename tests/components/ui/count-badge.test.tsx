import { render, screen } from '../../test-utils';
import { CountBadge } from '@/components/ui/count-badge';
import { LanguageProvider } from '@/i18n/language-context';

const shown = (container: HTMLElement) => container.querySelector('[aria-hidden="true"]')?.textContent;

describe('CountBadge', () => {
  it('shows the number, and says to screen readers what it is given to say', () => {
    const { container } = render(<CountBadge count={3} label="3 items in cart" />);
    expect(shown(container)).toBe('3');
    expect(screen.getByText('3 items in cart')).toBeInTheDocument();
  });

  it('shows 99 as is and "99+" above 99', () => {
    const { container, rerender } = render(<CountBadge count={99} label="99" />);
    expect(shown(container)).toBe('99');
    rerender(<CountBadge count={100} label="100 items in cart" />);
    expect(shown(container)).toBe('99+');
    expect(screen.getByText('100 items in cart')).toBeInTheDocument();
  });

  it.each([0, -1, -50, Number.NaN])('renders nothing for %s', (count) => {
    const { container } = render(<CountBadge count={count} label="none" />);
    expect(container).toBeEmptyDOMElement();
  });

  it('uses Arabic-Indic digits in Arabic', () => {
    const { container, rerender } = render(
      <LanguageProvider language="ar">
        <CountBadge count={3} label="٣ عناصر في السلة" />
      </LanguageProvider>,
    );
    expect(shown(container)).toBe('٣');
    rerender(
      <LanguageProvider language="ar">
        <CountBadge count={150} label="١٥٠ عنصرًا في السلة" />
      </LanguageProvider>,
    );
    expect(shown(container)).toBe('٩٩+');
  });
});
