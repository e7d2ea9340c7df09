import { render } from '../../test-utils';
import { CalmIllustration, EmptyCartIllustration, LostIllustration } from '@/components/ui/illustrations';

describe('illustrations', () => {
  it.each([
    ['CalmIllustration', CalmIllustration],
    ['EmptyCartIllustration', EmptyCartIllustration],
    ['LostIllustration', LostIllustration],
  ])('%s is decorative and drawn in colour tokens', (_name, Illustration) => {
    const { container } = render(<Illustration />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    const classes = Array.from(container.querySelectorAll('[class]'), (element) => element.getAttribute('class'));
    expect(classes.join(' ')).toMatch(/\b(fill|stroke)-(brand|cta|fg|line|surface)/);
    expect(container.innerHTML).not.toMatch(/#[0-9a-f]{3,6}/i);
  });
});
