import { render, screen } from '../../test-utils';
import { Container } from '@/components/ui/container';

describe('Container', () => {
  it('centres its content at the page width by default', () => {
    render(<Container>Content</Container>);
    const box = screen.getByText('Content');
    expect(box.tagName).toBe('DIV');
    expect(box).toHaveClass('mx-auto', 'max-w-6xl', 'px-4', 'tablet:px-6');
  });

  it.each([
    ['narrow', 'max-w-3xl'],
    ['wide', 'max-w-7xl'],
  ] as const)('width %s', (width, className) => {
    render(<Container width={width}>Content</Container>);
    expect(screen.getByText('Content')).toHaveClass(className);
  });

  it('renders as the element it is given', () => {
    render(<Container as="section">Content</Container>);
    expect(screen.getByText('Content').tagName).toBe('SECTION');
  });
});
