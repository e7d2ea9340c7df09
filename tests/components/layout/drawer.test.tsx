import { screen, within, renderApp } from '../../test-utils';
import userEvent from '@testing-library/user-event';
import { stubLaptopQuery } from '../../media-query';

const menuButton = () => screen.getByRole('button', { name: /menu/i });
const drawer = () => screen.getByRole('navigation', { name: 'Menu' });

describe('Drawer', () => {
  let setLaptop: (value: boolean) => void;
  beforeEach(() => {
    setLaptop = stubLaptopQuery();
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  });

  it('opens and closes from the menu button, whose name follows', async () => {
    const user = userEvent.setup();
    renderApp({ route: '/facilities' });
    await screen.findByRole('heading', { level: 1 });
    expect(menuButton()).toHaveAccessibleName('Open menu');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    await user.click(menuButton());
    expect(menuButton()).toHaveAccessibleName('Close menu');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    await user.click(menuButton());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  // The highlight of a child route's group is checked in a browser: tests/e2e/visitor-layout.spec.ts.
  it('expands a group and collapses it when closed', async () => {
    const user = userEvent.setup();
    renderApp({ route: '/teams/clinical' });
    await screen.findByRole('heading', { level: 1 });
    await user.click(menuButton());
    const group = within(drawer()).getByRole('button', { name: 'Teams' });
    expect(group).toHaveAttribute('aria-expanded', 'false');
    await user.click(group);
    expect(group).toHaveAttribute('aria-expanded', 'true');
    expect(within(drawer()).getByRole('link', { name: 'Hospitality' })).toBeVisible();
    await user.click(menuButton());
    await user.click(menuButton());
    expect(within(drawer()).getByRole('button', { name: 'Teams' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes and scrolls to the top when a link is chosen', async () => {
    const user = userEvent.setup();
    renderApp({ route: '/' });
    await screen.findByRole('heading', { level: 1 });
    await user.click(menuButton());
    await user.click(within(drawer()).getByRole('link', { name: 'Facilities' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Our Facilities' })).toBeInTheDocument();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0 });
  });

  it('closes on Escape and gives focus back to the menu button', async () => {
    const user = userEvent.setup();
    renderApp({ route: '/' });
    await screen.findByRole('heading', { level: 1 });
    await user.click(menuButton());
    await user.keyboard('{Escape}');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton()).toHaveFocus();
  });

  it('closes when the window grows to laptop width', async () => {
    const user = userEvent.setup();
    renderApp({ route: '/' });
    await screen.findByRole('heading', { level: 1 });
    await user.click(menuButton());
    setLaptop(true);
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('runs the language and colour-scheme actions', async () => {
    const user = userEvent.setup();
    renderApp({ route: '/' });
    await screen.findByRole('heading', { level: 1 });
    await user.click(menuButton());
    await user.click(within(drawer()).getByRole('button', { name: 'Color Scheme' }));
    expect(document.documentElement).toHaveClass('dark');
    await user.click(within(drawer()).getByRole('button', { name: 'العربية' }));
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });

  it('makes the page behind inert and unscrollable while open', async () => {
    const user = userEvent.setup();
    renderApp({ route: '/' });
    const main = (await screen.findByRole('main')).parentElement!;
    await user.click(menuButton());
    expect(main).toHaveAttribute('inert');
    expect(document.body.style.overflow).toBe('hidden');
    await user.click(menuButton());
    expect(main).not.toHaveAttribute('inert');
    expect(document.body.style.overflow).toBe('');
  });
});
