import { render, screen } from '../../test-utils';
import { Icon } from '@/components/ui/icon';
import { FallbackIcon, iconNames, iconsByName, isIconName, resolveIcon } from '@/components/ui/icon-names';
import { spriteSymbols } from '../../sprite-symbols';

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

// Names the server may already send besides the spec's: none may disappear.
const otherNames = [
  'arrow-left',
  'arrow-right',
  'avatar',
  'bell-active',
  'chat-active',
  'divider',
  'drawer',
  'external-link',
  'gem',
  'hourglass',
  'page-header',
  'plus',
  'settings',
  'sparkles',
  'tab-bar',
  'typography',
  'user-active',
  'users',
  'warning',
];

const svgOf = (container: HTMLElement) => container.querySelector('svg') as SVGSVGElement;

describe('icon name map', () => {
  let symbols: Map<string, string>;
  beforeAll(async () => {
    symbols = await spriteSymbols();
  });

  it('holds every name the spec and the issue list, and the others the server may send', () => {
    expect(iconNames).toEqual(expect.arrayContaining([...specNames, ...otherNames]));
  });

  it.each([...specNames, ...otherNames])(
    'resolves %s to an icon a user can see and a screen reader can name',
    (name) => {
      const { icon } = resolveIcon(name);
      expect(icon).not.toBe(FallbackIcon);
      const { container } = render(<Icon icon={icon} label={name} />);
      const svg = screen.getByRole('img', { name });
      expect(svg).toHaveAttribute('viewBox', '0 0 24 24');
      // Its shapes: a symbol of the page, from the sprite the build makes, holding at least one.
      const href = container.querySelector('svg > use')?.getAttribute('href') ?? '';
      expect(href.startsWith('#'), href).toBe(true);
      expect(symbols.get(href.slice(1)), href).toMatch(/<(path|circle|rect|line|polyline|polygon|ellipse)\b/);
    },
  );

  it('draws no two names with the same component', () => {
    expect(new Set(Object.values(iconsByName)).size).toBe(iconNames.length);
  });

  it.each(['chevron-left', 'chevron-right', 'arrow-left', 'arrow-right', 'login', 'logout', 'external-link'])(
    '%s points along the line, so it mirrors in right-to-left',
    (name) => {
      expect(resolveIcon(name).mirror).toBe(true);
      const { container } = render(<Icon {...resolveIcon(name)} />);
      expect(svgOf(container)).toHaveClass('rtl:-scale-x-100');
    },
  );

  it.each(['chevron-up', 'chevron-down', 'home', 'check', 'whatsapp'])('%s does not mirror', (name) => {
    expect(resolveIcon(name).mirror).toBe(false);
  });

  it.each(['unknown-thing', '', 'Home', 'constructor', '__proto__', 'toString'])(
    'answers the neutral fallback for %j without throwing',
    (name) => {
      expect(isIconName(name)).toBe(false);
      expect(resolveIcon(name)).toEqual({ icon: FallbackIcon, mirror: false });
    },
  );

  it('renders an unknown server-sent name as the fallback glyph, still named by its label', () => {
    const { icon } = resolveIcon('server-typo');
    render(<Icon icon={icon} label="Menu item" />);
    expect(screen.getByRole('img', { name: 'Menu item' })).toHaveAttribute('viewBox', '0 0 24 24');
  });
});
