import { render, screen } from '@testing-library/react';
import { Spinner } from '@/components/ui/spinner';

const loading = { en: 'Loading', ar: 'جارٍ التحميل' };

describe('Spinner', () => {
  it('announces the label the caller gives as a status', () => {
    render(<Spinner label={loading} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
  });

  it('turns once a second, and not when reduced motion is asked for', () => {
    const { container } = render(<Spinner label={loading} />);
    const ring = container.querySelector('svg');
    expect(ring).toHaveClass('animate-spin', 'motion-reduce:animate-none');
    expect(ring).toHaveAttribute('aria-hidden', 'true');
  });

  it('keeps the label for screen readers unless asked to show it', () => {
    const { rerender } = render(<Spinner label={loading} />);
    expect(screen.getByText('Loading')).toHaveClass('sr-only');
    rerender(<Spinner showLabel label={{ en: 'Sending', ar: 'جارٍ الإرسال' }} />);
    expect(screen.getByText('Sending')).not.toHaveClass('sr-only');
  });
});
