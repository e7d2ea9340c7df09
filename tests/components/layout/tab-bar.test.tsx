import { screen, within, renderWithRouter } from '../../test-utils';
import userEvent from '@testing-library/user-event';
import { TabBar } from '@/components/layout/tab-bar';
import { tabbar } from '@/app/layouts/visitor-navigation';
import { useLanguageStore } from '@/stores/use-language-store';

describe('TabBar', () => {
  it('lists the five tabs in order with their paths', () => {
    renderWithRouter(<TabBar tabs={tabbar} label="Quick links" />);
    const links = within(screen.getByRole('navigation', { name: 'Quick links' })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Treatments', '/treatments'],
      ['Facilities', '/facilities'],
      ['Teams', '/teams'],
      ['Book Now', '/admissions'],
    ]);
  });

  it('marks only the tab whose path equals the current path', () => {
    renderWithRouter(<TabBar tabs={tabbar} label="Quick links" />, { route: '/treatments' });
    expect(screen.getByRole('link', { name: 'Treatments' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('marks no tab on a child route (exact match, spec §2)', () => {
    renderWithRouter(<TabBar tabs={tabbar} label="Quick links" />, { route: '/treatments/addiction' });
    expect(screen.queryByRole('link', { current: 'page' })).toBeNull();
  });

  it('shows a badge on cart tabs only', () => {
    const tabs = [{ ...tabbar[0]!, cartCount: true }, tabbar[1]!];
    renderWithRouter(<TabBar tabs={tabs} label="Quick links" badge={<span>7 items</span>} />);
    expect(within(screen.getByRole('link', { name: /Home/ })).getByText('7 items')).toBeInTheDocument();
    expect(within(screen.getByRole('link', { name: 'Treatments' })).queryByText('7 items')).toBeNull();
  });

  it('scrolls to the top when a tab is chosen, and speaks Arabic', async () => {
    const user = userEvent.setup();
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    useLanguageStore.setState({ chosen: 'ar' });
    renderWithRouter(<TabBar tabs={tabbar} label="روابط" />);
    await user.click(screen.getByRole('link', { name: 'المرافق' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
  });

  it('marks a tab to a part of a page only there, and the page’s own tab not there', () => {
    const [home, treatments] = tabbar;
    const tabs = [
      { ...home!, id: 'standing', title: { en: 'Where things stand', ar: 'أين وصل استفساركم' }, to: '/protected' },
      { ...treatments!, id: 'messages', title: { en: 'Messages', ar: 'الرسائل' }, to: '/protected#messages' },
    ];
    const { unmount } = renderWithRouter(<TabBar tabs={tabs} label="Family" />, { route: '/protected' });
    expect(screen.getByRole('link', { current: 'page' })).toHaveAccessibleName('Where things stand');
    unmount();
    renderWithRouter(<TabBar tabs={tabs} label="Family" />, { route: '/protected#messages' });
    expect(screen.getByRole('link', { current: 'page' })).toHaveAccessibleName('Messages');
  });
});
