import { act, render, screen } from '../../test-utils';
import { Alert } from '@/components/ui/alert';
import { useLanguageStore } from '@/stores/use-language-store';

describe('Alert', () => {
  it.each(['info', 'success'] as const)('%s is polite: role status', (tone) => {
    render(<Alert tone={tone}>Saved</Alert>);
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each(['warning', 'danger'] as const)('%s interrupts: role alert', (tone) => {
    render(<Alert tone={tone}>Could not send</Alert>);
    expect(screen.getByRole('alert')).toHaveTextContent('Could not send');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('is info by default', () => {
    const { container: byDefault } = render(<Alert>Note</Alert>);
    const { container: info } = render(<Alert tone="info">Note</Alert>);
    expect(byDefault.innerHTML).toBe(info.innerHTML);
    // Each tone's colours are checked in a browser: tests/e2e/kit-styles.spec.ts.
  });

  it('shows an optional title and actions', () => {
    render(
      <Alert tone="danger" title="Could not send" actions={<button type="button">Try again</button>}>
        Check your connection.
      </Alert>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Could not send');
    expect(alert).toHaveTextContent('Check your connection.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('tells screen readers its tone, in the words the caller gives in its language', () => {
    const { rerender } = render(
      <Alert tone="warning" toneLabel="Warning">
        Few places
      </Alert>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Warning: Few places');
    act(() => useLanguageStore.setState({ chosen: 'ar' }));
    rerender(
      <Alert tone="warning" toneLabel="تحذير">
        أماكن قليلة
      </Alert>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('تحذير: أماكن قليلة');
  });

  it('says no tone when given none', () => {
    render(<Alert tone="danger">Could not send</Alert>);
    expect(screen.getByRole('alert')).toHaveTextContent(/^Could not send$/);
  });
});
