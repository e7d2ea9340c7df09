import { act, render, screen } from '@testing-library/react';
import { Spinner } from '@/components/ui/spinner';
import { useLanguageStore } from '@/stores/use-language-store';

describe('Spinner', () => {
  it('announces "Loading" as a status, in both languages', () => {
    const { rerender } = render(<Spinner />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    act(() => useLanguageStore.setState({ chosen: 'ar' }));
    rerender(<Spinner />);
    expect(screen.getByRole('status')).toHaveTextContent('جارٍ التحميل');
  });

  it('turns once a second, and not when reduced motion is asked for', () => {
    const { container } = render(<Spinner />);
    const ring = container.querySelector('svg');
    expect(ring).toHaveClass('animate-spin', 'motion-reduce:animate-none');
    expect(ring).toHaveAttribute('aria-hidden', 'true');
  });

  it('keeps the label for screen readers unless asked to show it', () => {
    const { rerender } = render(<Spinner />);
    expect(screen.getByText('Loading')).toHaveClass('sr-only');
    rerender(<Spinner showLabel label={{ en: 'Sending', ar: 'جارٍ الإرسال' }} />);
    expect(screen.getByText('Sending')).not.toHaveClass('sr-only');
  });
});
