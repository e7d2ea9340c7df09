import { render, screen } from '../../test-utils';
import { Divider } from '@/components/ui/divider';

describe('Divider', () => {
  it('is a horizontal separator by default', () => {
    render(<Divider />);
    const rule = screen.getByRole('separator');
    expect(rule.tagName).toBe('HR');
  });

  it('is a vertical separator when asked', () => {
    render(<Divider orientation="vertical" />);
    expect(screen.getByRole('separator')).toHaveAttribute('aria-orientation', 'vertical');
  });

  it('reads its label as text, the lines staying silent', () => {
    render(<Divider label="or" />);
    expect(screen.getByText('or')).toBeVisible();
    expect(screen.queryByRole('separator')).not.toBeInTheDocument();
  });
});
