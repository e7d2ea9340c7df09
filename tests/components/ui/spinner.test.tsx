import { render, screen } from '@testing-library/react';
import { Spinner } from '@/components/ui/spinner';

const loading = { en: 'Loading', ar: 'جارٍ التحميل' };

describe('Spinner', () => {
  it('announces the label the caller gives as a status', () => {
    render(<Spinner label={loading} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
  });

  // It turns once a second and stops under reduced motion, and its label is visually hidden unless
  // shown: checked in a browser, tests/e2e/kit-styles.spec.ts.
  it('draws a decorative ring', () => {
    const { container } = render(<Spinner label={loading} />);
    const ring = container.querySelector('svg');
    expect(ring).toHaveAttribute('aria-hidden', 'true');
  });

  it('says its label in the status whether or not it shows it', () => {
    const { rerender } = render(<Spinner label={loading} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    rerender(<Spinner showLabel label={{ en: 'Sending', ar: 'جارٍ الإرسال' }} />);
    expect(screen.getByRole('status')).toHaveTextContent('Sending');
  });
});
