import { act, screen, renderWithRouter } from '../../test-utils';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import ArrowRight from 'lucide-react/icons/arrow-right';
import LogIn from 'lucide-react/icons/log-in';
import { Button, buttonVariants } from '@/components/ui/button';
import { useLanguageStore } from '@/stores/use-language-store';

describe('Button', () => {
  it('renders a button of type "button", outlined and md by default', () => {
    renderWithRouter(<Button>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button.tagName).toBe('BUTTON');
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveClass('h-btn-md', 'border', 'border-brand', 'text-brand');
  });

  it('keeps a type the caller sets', () => {
    renderWithRouter(<Button type="submit">Send</Button>);
    expect(screen.getByRole('button', { name: 'Send' })).toHaveAttribute('type', 'submit');
  });

  it.each([
    ['brand', ['bg-brand', 'text-brand-fg']],
    ['cta', ['bg-cta', 'text-cta-fg']],
    ['outlined', ['border-brand', 'text-brand']],
    ['ghost', ['text-brand', 'hover:bg-brand-soft']],
    ['danger', ['bg-danger', 'text-danger-fg']],
  ] as const)('colour %s', (colour, classes) => {
    renderWithRouter(<Button colour={colour}>Go</Button>);
    expect(screen.getByRole('button', { name: 'Go' })).toHaveClass(...classes);
  });

  it('ghost has no border', () => {
    renderWithRouter(<Button colour="ghost">Go</Button>);
    expect(screen.getByRole('button', { name: 'Go' })).not.toHaveClass('border');
  });

  it.each([
    ['lg', 'h-btn-lg'],
    ['md', 'h-btn-md'],
    ['sm', 'h-btn-sm'],
    ['xs', 'h-btn-xs'],
  ] as const)('size %s has height %s', (size, height) => {
    renderWithRouter(<Button size={size}>Go</Button>);
    expect(screen.getByRole('button', { name: 'Go' })).toHaveClass(height);
  });

  it('shows a visible focus ring', () => {
    renderWithRouter(<Button>Go</Button>);
    expect(screen.getByRole('button', { name: 'Go' })).toHaveClass(
      'focus-visible:outline',
      'focus-visible:outline-focus',
    );
  });

  it('runs its click handler, and not when disabled', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    const { rerender } = renderWithRouter(<Button onClick={onClick}>Go</Button>);
    await user.click(screen.getByRole('button', { name: 'Go' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    rerender(
      <Button onClick={onClick} disabled>
        Go
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Go' });
    expect(button).toBeDisabled();
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('renders a router link for an internal path', () => {
    renderWithRouter(<Button to="/admissions">Book Now</Button>);
    const link = screen.getByRole('link', { name: 'Book Now' });
    expect(link).toHaveAttribute('href', '/admissions');
    expect(link).not.toHaveAttribute('target');
    expect(link).toHaveClass('h-btn-md');
  });

  it('navigates in the app when the internal link is followed', async () => {
    const user = userEvent.setup();
    renderWithRouter(
      <Routes>
        <Route path="/" element={<Button to="/teams">Teams</Button>} />
        <Route path="/teams" element={<h1>Our Teams</h1>} />
      </Routes>,
    );
    await user.click(screen.getByRole('link', { name: 'Teams' }));
    expect(screen.getByRole('heading', { name: 'Our Teams' })).toBeInTheDocument();
  });

  it('renders an anchor opening a new tab, with rel="noopener noreferrer", for an external URL', () => {
    renderWithRouter(
      <Button to="https://sakinahealth.com" newTabLabel="(opens in a new tab)">
        Group
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Group (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://sakinahealth.com');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('says "opens in a new tab" in the words the caller gives, in Arabic too', () => {
    act(() => useLanguageStore.setState({ chosen: 'ar' }));
    renderWithRouter(
      <Button to="https://sakinahealth.com" newTabLabel="(يفتح في علامة تبويب جديدة)">
        المجموعة
      </Button>,
    );
    expect(screen.getByRole('link', { name: 'المجموعة (يفتح في علامة تبويب جديدة)' })).toBeInTheDocument();
  });

  it('opens mailto and tel links in place', () => {
    renderWithRouter(
      <>
        <Button to="mailto:care@example.com">Email</Button>
        <Button to="tel:+97145550100">Call</Button>
      </>,
    );
    for (const name of ['Email', 'Call']) {
      const link = screen.getByRole('link', { name });
      expect(link).not.toHaveAttribute('target');
      expect(link).not.toHaveAttribute('rel');
    }
    expect(screen.getByRole('link', { name: 'Email' })).toHaveAttribute('href', 'mailto:care@example.com');
  });

  it('disables a link with aria-disabled and no href', () => {
    renderWithRouter(
      <Button to="/admissions" disabled>
        Book Now
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Book Now' });
    expect(link).toHaveAttribute('aria-disabled', 'true');
    expect(link).not.toHaveAttribute('href');
  });

  it.each(['//evil.example', '/\\evil.example', 'javascript:alert(1)', 'admissions'])('never links to %j', (to) => {
    renderWithRouter(<Button to={to}>Odd</Button>);
    const link = screen.getByRole('link', { name: 'Odd' });
    expect(link).not.toHaveAttribute('href');
    expect(link).toHaveAttribute('aria-disabled', 'true');
  });

  it('places a leading icon before the text and a trailing one after it, both decorative', () => {
    renderWithRouter(
      <Button startIcon={LogIn} endIcon={ArrowRight}>
        Log In
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Log In' });
    const [first, last] = [button.firstElementChild, button.lastElementChild];
    expect(first?.tagName.toLowerCase()).toBe('svg');
    expect(last?.tagName.toLowerCase()).toBe('svg');
    expect(first).toHaveAttribute('aria-hidden', 'true');
    expect(last).toHaveAttribute('aria-hidden', 'true');
    expect(last).not.toHaveClass('rtl:-scale-x-100');
  });

  it('mirrors its icons in right-to-left when they point (mirrorIcons)', () => {
    renderWithRouter(
      <Button startIcon={LogIn} endIcon={ArrowRight} mirrorIcons>
        Log In
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Log In' });
    expect(button.firstElementChild).toHaveClass('rtl:-scale-x-100');
    expect(button.lastElementChild).toHaveClass('rtl:-scale-x-100');
  });
});

describe('buttonVariants', () => {
  it('gives the default classes and adds the caller class', () => {
    const classes = buttonVariants({ className: 'w-full' }).split(' ');
    expect(classes).toEqual(expect.arrayContaining(['h-btn-md', 'border-brand', 'w-full']));
    expect(buttonVariants({ colour: 'cta', size: 'xs' })).toMatch(/\bbg-cta\b.*\bh-btn-xs\b/);
  });
});
