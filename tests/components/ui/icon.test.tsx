import { render, screen } from '../../test-utils';
import userEvent from '@testing-library/user-event';
import ChevronRight from 'lucide-react/icons/chevron-right';
import House from 'lucide-react/icons/house';
import { HouseFilled, WhatsApp } from '@/components/ui/glyphs/common';
import { Icon } from '@/components/ui/icon';

const svgOf = (container: HTMLElement) => container.querySelector('svg') as SVGSVGElement;

describe('Icon', () => {
  it('takes a Lucide component and draws it decoratively: hidden from assistive technology, no role', () => {
    const { container } = render(<Icon icon={House} />);
    expect(svgOf(container)).toHaveAttribute('aria-hidden', 'true');
    expect(svgOf(container)).toHaveAttribute('viewBox', '0 0 24 24');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('is an image named by its label when given one', () => {
    render(<Icon icon={House} label="Home" />);
    expect(screen.getByRole('img', { name: 'Home' })).not.toHaveAttribute('aria-hidden');
  });

  it('becomes a real button named by its label when clickable', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(<Icon icon={House} label="Go home" onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Go home' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('requires a label when clickable (type check)', () => {
    // @ts-expect-error a clickable icon without a label has no accessible name
    render(<Icon icon={House} onClick={() => {}} />);
    expect(screen.getByRole('button')).toBeInTheDocument();
  });

  it('takes a size in pixels', () => {
    const { container } = render(<Icon icon={House} size={40} />);
    expect(svgOf(container)).toHaveAttribute('width', '40');
    expect(svgOf(container)).toHaveAttribute('height', '40');
  });

  // The class is the contract here: Tailwind's `rtl:` variant flips the glyph when the page is right-to-left.
  it('mirrors in right-to-left when asked, and only then', () => {
    const { container, rerender } = render(<Icon icon={ChevronRight} mirror />);
    expect(svgOf(container)).toHaveClass('rtl:-scale-x-100');
    rerender(<Icon icon={ChevronRight} />);
    expect(svgOf(container)).not.toHaveClass('rtl:-scale-x-100');
  });

  it.each([
    ['the WhatsApp mark', WhatsApp],
    ['a drawn active glyph', HouseFilled],
  ])('draws %s like a Lucide icon: 24×24, decorative or labelled', (_, glyph) => {
    const { container, rerender } = render(<Icon icon={glyph} />);
    expect(svgOf(container)).toHaveAttribute('aria-hidden', 'true');
    rerender(<Icon icon={glyph} label="Named" />);
    expect(screen.getByRole('img', { name: 'Named' })).toHaveAttribute('viewBox', '0 0 24 24');
    expect(container.querySelector('svg > use')).toHaveAttribute(
      'href',
      expect.stringMatching(/#(whatsapp|house-filled)$/),
    );
    rerender(<Icon icon={glyph} size={40} />);
    expect(svgOf(container)).toHaveAttribute('width', '40');
  });
});
