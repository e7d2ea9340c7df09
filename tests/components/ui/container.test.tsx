import { render, screen } from '../../test-utils';
import { Container } from '@/components/ui/container';

describe('Container', () => {
  // The widths (48, 72 and 80 rem), the centring and the side padding are checked in a browser:
  // tests/e2e/kit-styles.spec.ts.
  it('wraps its content in a div by default', () => {
    render(<Container>Content</Container>);
    expect(screen.getByText('Content').tagName).toBe('DIV');
  });

  it('renders as the element it is given', () => {
    render(<Container as="section">Content</Container>);
    expect(screen.getByText('Content').tagName).toBe('SECTION');
  });
});
