import { act, render, screen } from '../../test-utils';
import userEvent from '@testing-library/user-event';
import Heart from 'lucide-react/icons/heart';
import { Chip } from '@/components/ui/chip';
import { useLanguageStore } from '@/stores/use-language-store';

describe('Chip', () => {
  it('is plain text, neutral by default', () => {
    const { container: byDefault } = render(<Chip>Residential</Chip>);
    expect(screen.getByText('Residential')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    const { container: neutral } = render(<Chip tone="neutral">Residential</Chip>);
    expect(byDefault.innerHTML).toBe(neutral.innerHTML);
    // Each tone's ground and text colour are checked in a browser: tests/e2e/kit-styles.spec.ts.
  });

  it('shows a decorative icon', () => {
    const { container } = render(<Chip icon={Heart}>Wellness</Chip>);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('as a filter, is a toggle button that says whether it is pressed', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    const { rerender } = render(
      <Chip selected={false} onClick={onClick}>
        Anxiety
      </Chip>,
    );
    const chip = screen.getByRole('button', { name: 'Anxiety' });
    expect(chip).toHaveAttribute('aria-pressed', 'false');
    await user.click(chip);
    expect(onClick).toHaveBeenCalledOnce();
    rerender(
      <Chip selected onClick={onClick}>
        Anxiety
      </Chip>,
    );
    expect(screen.getByRole('button', { name: 'Anxiety' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('offers a remove button named after it, with the verb the caller gives in its language', async () => {
    const user = userEvent.setup();
    const onRemove = vi.fn();
    const { rerender } = render(
      <Chip onRemove={onRemove} removeLabel="Remove">
        French
      </Chip>,
    );
    await user.click(screen.getByRole('button', { name: 'Remove French' }));
    expect(onRemove).toHaveBeenCalledOnce();
    act(() => useLanguageStore.setState({ chosen: 'ar' }));
    rerender(
      <Chip onRemove={onRemove} removeLabel="إزالة">
        الفرنسية
      </Chip>,
    );
    expect(screen.getByRole('button', { name: 'إزالة الفرنسية' })).toBeInTheDocument();
  });
});
