import { act, fireEvent, render, screen } from '../../test-utils';
import { Avatar, initials } from '@/components/ui/avatar';
import { useLanguageStore } from '@/stores/use-language-store';

const layla = { en: 'Layla Hassan', ar: 'ليلى حسن' };

describe('Avatar', () => {
  it('shows the photo with the name as its alternative text, in the current language', () => {
    const { rerender } = render(<Avatar name={layla} src="/layla.jpg" />);
    expect(screen.getByRole('img', { name: 'Layla Hassan' })).toHaveAttribute('src', '/layla.jpg');
    act(() => useLanguageStore.setState({ chosen: 'ar' }));
    rerender(<Avatar name={layla} src="/layla.jpg" />);
    expect(screen.getByRole('img', { name: 'ليلى حسن' })).toBeInTheDocument();
  });

  it('shows initials, named by the person, when there is no photo', () => {
    render(<Avatar name={layla} />);
    const avatar = screen.getByRole('img', { name: 'Layla Hassan' });
    expect(avatar.tagName).toBe('SPAN');
    expect(avatar).toHaveTextContent('LH');
  });

  it('falls back to initials when the photo fails to load', () => {
    render(<Avatar name={layla} src="/broken.jpg" />);
    fireEvent.error(screen.getByRole('img', { name: 'Layla Hassan' }));
    const avatar = screen.getByRole('img', { name: 'Layla Hassan' });
    expect(avatar.tagName).toBe('SPAN');
    expect(avatar).toHaveTextContent('LH');
  });

  // The sizes (32, 40, 56 and 80 px, round) are checked in a browser: tests/e2e/kit-styles.spec.ts.
});

describe('initials', () => {
  it.each([
    ['Layla Hassan', 'en', 'LH'],
    ['omar al-farsi', 'en', 'OA'],
    ['Sara', 'en', 'S'],
    ['  Mona   Adel  Kamal ', 'en', 'MK'],
    ['عمر الفارسي', 'ar', 'ع\u200cف'],
    ['سارة', 'ar', 'س'],
    ['', 'en', ''],
  ] as const)('%j in %s → %j', (name, language, expected) => {
    expect(initials(name, language)).toBe(expected);
  });
});
