import { render, screen } from '@testing-library/react';
import { SkeletonRows } from '@/components/ui/skeleton-rows';

describe('rows standing in for a list while it loads', () => {
  it('announces its words once and hides the grey rows from assistive technology', () => {
    const { container } = render(
      <SkeletonRows label={{ en: 'Loading the inbox…', ar: 'جارٍ تحميل صندوق الوارد…' }} rows={3} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(/^Loading the inbox…$/);
    const rows = container.querySelectorAll('[aria-hidden="true"]');
    expect(rows).toHaveLength(3);
    // The pulse is for readers who have not asked for reduced motion only.
    for (const row of rows) expect(row).toHaveClass('motion-safe:animate-pulse');
  });
});
