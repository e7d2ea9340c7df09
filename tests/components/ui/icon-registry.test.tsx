import { render, screen } from '@testing-library/react';
import { Icon } from '@/components/ui/icon';
import { iconNames, iconRegistry, isIconName, resolveIcon } from '@/components/ui/icons/icon-registry';
import { fallbackIcon } from '@/components/ui/icons/fallback-icon';

// Spec §3's list, and the names spec §1 and the issue add.
const specNames = [
  'bell',
  'briefcase',
  'building',
  'button',
  'calendar-edited',
  'calendar',
  'chat',
  'check-circle',
  'check',
  'chevron-down',
  'chevron-left',
  'chevron-right',
  'chevron-up',
  'chips',
  'clock',
  'close',
  'coins',
  'color-design',
  'colors',
  'container',
  'contract',
  'document',
  'dollar-circle',
  'download',
  'draw',
  'edit',
  'error-circle',
  'envelope',
  'eye-closed',
  'eye-open',
  'faq',
  'file',
  'file-check',
  'file-clock',
  'file-pause',
  'files',
  'food',
  'footer',
  'form',
  'globe',
  'handshake',
  'heart',
  'home',
  'home-2',
  'icon',
  'illustration',
  'image',
  'image-square',
  'info-circle',
  'invoice',
  'light-dark',
  'link',
  'location',
  'login',
  'logout',
  'menu',
  'minus',
  'money-edit',
  'navigation',
  'objects',
  'upload',
  'notifications',
  'tender',
  'purchase-order',
  'progress-claim',
  'tax-id',
  'pump-dispenser',
  'utensils',
  'search',
  'cart',
  'user',
  'phone',
  'whatsapp',
  'home-active',
  'heart-active',
  'building-active',
  'users-active',
  'calendar-active',
  'cart-active',
];

describe('icon registry', () => {
  it('holds every name the spec and the issue list', () => {
    expect(iconNames).toEqual(expect.arrayContaining(specNames));
  });

  it('maps each name to the definition of that name', () => {
    for (const name of iconNames) expect(resolveIcon(name).name).toBe(name);
  });

  it('has no two names sharing one glyph definition object', () => {
    expect(new Set(Object.values(iconRegistry)).size).toBe(iconNames.length);
  });

  it.each(['unknown-thing', '', 'Home', 'constructor', '__proto__', 'toString'])(
    'answers the neutral fallback for %j without throwing',
    (name) => {
      expect(isIconName(name)).toBe(false);
      expect(resolveIcon(name)).toBe(fallbackIcon);
    },
  );

  it('renders an unknown server-sent name as the fallback glyph', () => {
    const { container } = render(<Icon icon={resolveIcon('server-typo')} label="Menu item" />);
    expect(screen.getByRole('img', { name: 'Menu item' })).toBeInTheDocument();
    expect(container.querySelector('svg')).toHaveAttribute('viewBox', '0 0 24 24');
  });
});
