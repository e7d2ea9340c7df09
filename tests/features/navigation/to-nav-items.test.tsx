import { render, screen } from '@testing-library/react';
import { Icon } from '@/components/ui/icon';
import { FallbackIcon, iconsByName } from '@/components/ui/icon-names';
import { toNavItems, toNavTabs } from '@/features/navigation/to-nav-items';

const title = { en: 'Item', ar: 'عنصر' };

describe('toNavItems', () => {
  it('draws the icons the server names, its active one too', () => {
    const [item] = toNavItems([{ id: 'home', title, to: '/protected', icon: 'home', iconActive: 'home-active' }]);
    expect(item?.icon).toBe(iconsByName.home);
    expect(item?.iconActive).toBe(iconsByName['home-active']);
    expect(item?.mirrorIcon).toBe(false);
  });

  it('mirrors an icon that points along the line, such as log out', () => {
    const [item] = toNavItems([{ id: 'logout', title, action: 'logout', icon: 'logout' }]);
    expect(item?.icon).toBe(iconsByName.logout);
    expect(item?.mirrorIcon).toBe(true);
  });

  it('draws an unknown name as the fallback, which still shows and takes a label', () => {
    const [item] = toNavItems([{ id: 'odd', title, to: '/protected', icon: 'no-such-icon' }]);
    expect(item?.icon).toBe(FallbackIcon);
    render(<Icon icon={item!.icon!} label="Odd item" />);
    expect(screen.getByRole('img', { name: 'Odd item' })).toBeInTheDocument();
  });

  it('leaves an item without an icon without one', () => {
    const [item] = toNavItems([{ id: 'bare', title, to: '/protected' }]);
    expect(item?.icon).toBeUndefined();
    expect(item?.iconActive).toBeUndefined();
  });
});

describe('toNavTabs', () => {
  it('resolves both icons of a tab, falling back for unknown names', () => {
    const [tab] = toNavTabs([{ id: 'x', title, to: '/protected', icon: 'arrow-left', iconActive: 'nope' }]);
    expect(tab?.icon).toBe(iconsByName['arrow-left']);
    expect(tab?.iconActive).toBe(FallbackIcon);
    expect(tab?.mirrorIcon).toBe(true);
  });
});
