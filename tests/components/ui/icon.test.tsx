import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Icon } from '@/components/ui/icon';
import { defineIcon } from '@/components/ui/icons/define-icon';
import { iconNames, iconRegistry } from '@/components/ui/icons/icon-registry';
import { chevronRightIcon } from '@/components/ui/icons/chevron-right-icon';
import { homeIcon } from '@/components/ui/icons/home-icon';
import { whatsappIcon } from '@/components/ui/icons/whatsapp-icon';
import House from 'lucide-react/icons/house';

const svgOf = (container: HTMLElement) => container.querySelector('svg') as SVGSVGElement;

describe('Icon', () => {
  it('is decorative by default: hidden from assistive technology, no role', () => {
    const { container } = render(<Icon icon={homeIcon} />);
    expect(svgOf(container)).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('is an image named by its label when given one', () => {
    render(<Icon icon={homeIcon} label="Home" />);
    expect(screen.getByRole('img', { name: 'Home' })).toBeInTheDocument();
  });

  it('becomes a real button named by its label when clickable', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(<Icon icon={homeIcon} label="Go home" onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Go home' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('requires a label when clickable (type check)', () => {
    // @ts-expect-error a clickable icon without a label has no accessible name
    render(<Icon icon={homeIcon} onClick={() => {}} />);
    expect(screen.getByRole('button')).toBeInTheDocument();
  });

  it.each([
    ['xs', 'size-4'],
    ['sm', 'size-5'],
    ['md', 'size-6'],
    ['lg', 'size-8'],
  ] as const)('size %s is %s', (size, className) => {
    const { container } = render(<Icon icon={homeIcon} size={size} />);
    expect(svgOf(container)).toHaveClass(className);
  });

  it('is md (24px) by default and takes a size in pixels', () => {
    const { container, rerender } = render(<Icon icon={homeIcon} />);
    expect(svgOf(container)).toHaveClass('size-6');
    rerender(<Icon icon={homeIcon} size={40} />);
    expect(svgOf(container)).toHaveAttribute('width', '40');
    expect(svgOf(container)).toHaveAttribute('height', '40');
    expect(svgOf(container)).not.toHaveClass('size-6');
  });

  it.each([
    ['brand', 'text-brand'],
    ['muted', 'text-fg-muted'],
    ['danger', 'text-danger'],
    ['cta', 'text-cta'],
    ['fg', 'text-fg'],
  ] as const)('colour %s uses the %s token', (colour, className) => {
    const { container } = render(<Icon icon={homeIcon} colour={colour} />);
    expect(svgOf(container)).toHaveClass(className);
  });

  it('inherits the text colour by default and adds the caller class', () => {
    const { container } = render(<Icon icon={homeIcon} className="ms-2" />);
    expect(svgOf(container).getAttribute('class')).not.toMatch(/\btext-/);
    expect(svgOf(container)).toHaveClass('ms-2');
  });

  it('mirrors directional icons in right-to-left, and only those', () => {
    const { container, rerender } = render(<Icon icon={chevronRightIcon} />);
    expect(svgOf(container)).toHaveClass('rtl:-scale-x-100');
    rerender(<Icon icon={homeIcon} />);
    expect(svgOf(container)).not.toHaveClass('rtl:-scale-x-100');
  });

  it.each(['chevron-left', 'chevron-right', 'arrow-left', 'arrow-right', 'login', 'logout'] as const)(
    '%s is marked directional',
    (name) => {
      expect(iconRegistry[name].mirror).toBe(true);
    },
  );

  it.each(['chevron-up', 'chevron-down', 'home', 'check'] as const)('%s does not mirror', (name) => {
    expect(iconRegistry[name].mirror).toBe(false);
  });

  it('draws every icon on a 24×24 view box', () => {
    for (const name of iconNames) {
      const { container, unmount } = render(<Icon icon={iconRegistry[name]} />);
      expect(svgOf(container), name).toHaveAttribute('viewBox', '0 0 24 24');
      unmount();
    }
  });

  it('draws brand glyphs such as WhatsApp like the others', () => {
    const { container } = render(<Icon icon={whatsappIcon} label="WhatsApp" />);
    expect(screen.getByRole('img', { name: 'WhatsApp' })).toHaveAttribute('viewBox', '0 0 24 24');
    expect(container.querySelector('path')).toHaveAttribute('d');
  });

  it('only accepts known names when defining an icon (type check)', () => {
    // @ts-expect-error "hoem" is not an icon name
    const typo = defineIcon('hoem', House);
    expect(typo.name).toBe('hoem');
  });
});
