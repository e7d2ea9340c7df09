import { act, screen, renderWithRouter } from '../../test-utils';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import ArrowRight from 'lucide-react/icons/arrow-right';
import LogIn from 'lucide-react/icons/log-in';
import { Button, buttonVariants } from '@/components/ui/button';
import { useLanguageStore } from '@/stores/use-language-store';

describe('Button', () => {
  // Each colour from its tokens, the four heights (56, 48, 40, 32 px), the focus ring, the faded
  // disabled state and the icons that turn round in Arabic are checked in a browser:
  // tests/e2e/kit-styles.spec.ts.
  it('renders a button of type "button", outlined and md by default', () => {
    renderWithRouter(
      <>
        <Button>Save</Button>
        <Button colour="outlined" size="md">
          Outlined md
        </Button>
      </>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button.tagName).toBe('BUTTON');
    expect(button).toHaveAttribute('type', 'button');
    expect(button.className).toBe(screen.getByRole('button', { name: 'Outlined md' }).className);
  });

  it('keeps a type the caller sets', () => {
    renderWithRouter(<Button type="submit">Send</Button>);
    expect(screen.getByRole('button', { name: 'Send' })).toHaveAttribute('type', 'submit');
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

  it('renders a router link for an internal path, looking like the button', () => {
    renderWithRouter(
      <>
        <Button to="/admissions">Book Now</Button>
        <Button>Save</Button>
      </>,
    );
    const link = screen.getByRole('link', { name: 'Book Now' });
    expect(link).toHaveAttribute('href', '/admissions');
    expect(link).not.toHaveAttribute('target');
    expect(link.className).toBe(screen.getByRole('button', { name: 'Save' }).className);
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
  });
});

describe('buttonVariants', () => {
  it('gives what Button draws, so anything styled with it looks like a Button, and adds the caller class', () => {
    renderWithRouter(
      <>
        <Button>Default</Button>
        <Button colour="cta" size="xs">
          Small call to action
        </Button>
      </>,
    );
    expect(buttonVariants({})).toBe(screen.getByRole('button', { name: 'Default' }).className);
    expect(buttonVariants({ colour: 'cta', size: 'xs' })).toBe(
      screen.getByRole('button', { name: 'Small call to action' }).className,
    );
    expect(buttonVariants({ className: 'w-full' }).split(' ')).toEqual([...buttonVariants({}).split(' '), 'w-full']);
  });
});
