import { screen, waitFor, renderWithRouter } from '../../test-utils';
import userEvent from '@testing-library/user-event';
import { NavbarMenu } from '@/components/layout/navbar-menu';
import { navbarMenu } from '@/app/layouts/visitor-navigation';

const renderMenu = (route = '/') =>
  renderWithRouter(
    <>
      <NavbarMenu items={navbarMenu} label="Main" />
      <button type="button">after</button>
    </>,
    { route },
  );

describe('NavbarMenu submenus', () => {
  it.each(['{Enter}', ' ', '{ArrowDown}'])(
    '%s on the trigger opens the submenu and focuses its first link',
    async (key) => {
      const user = userEvent.setup();
      renderMenu();
      const trigger = screen.getByRole('button', { name: 'Treatments' });
      trigger.focus();
      await user.keyboard(key);
      expect(trigger).toHaveAttribute('aria-expanded', 'true');
      await waitFor(() => expect(screen.getByRole('link', { name: 'All treatments' })).toHaveFocus());
    },
  );

  it('moves with the arrow keys, closes on Escape and returns focus to the trigger', async () => {
    const user = userEvent.setup();
    renderMenu();
    const trigger = screen.getByRole('button', { name: 'Teams' });
    trigger.focus();
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('link', { name: 'All teams' })).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Board of Directors' })).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('link', { name: 'Hospitality' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveFocus();
  });

  it('closes when Tab moves focus out of it', async () => {
    const user = userEvent.setup();
    renderMenu();
    const trigger = screen.getByRole('button', { name: 'Teams' });
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    screen.getByRole('link', { name: 'Hospitality' }).focus();
    await user.tab();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens and closes on click (touch)', async () => {
    const user = userEvent.setup();
    renderMenu();
    const trigger = screen.getByRole('button', { name: 'Treatments' });
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  // The group's highlight is checked in a browser: tests/e2e/visitor-layout.spec.ts.
  it('marks the current child link', () => {
    renderMenu('/treatments/eating-disorders');
    expect(screen.getByRole('link', { name: 'Eating Disorders', hidden: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('marks a link to a part of a page current only on that part', () => {
    const items = [
      { id: 'messages', title: { en: 'Messages', ar: 'الرسائل' }, to: '/protected#messages' },
      { id: 'plan', title: { en: 'Stay plan', ar: 'خطة الإقامة' }, to: '/cart' },
    ];
    const { unmount } = renderWithRouter(<NavbarMenu items={items} label="Family" />, { route: '/protected' });
    expect(screen.queryByRole('link', { current: 'page' })).toBeNull();
    unmount();
    renderWithRouter(<NavbarMenu items={items} label="Family" />, { route: '/protected#messages' });
    expect(screen.getByRole('link', { current: 'page' })).toHaveAccessibleName('Messages');
  });
});
