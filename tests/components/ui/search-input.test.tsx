import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SearchInput } from '@/components/ui/search-input';
import { useLanguageStore } from '@/stores/use-language-store';

describe('SearchInput', () => {
  it('is a 3rem search box of type text, at most 50 characters, without autocomplete', () => {
    render(<SearchInput />);
    const input = screen.getByRole('searchbox', { name: 'Search' });
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveAttribute('maxlength', '50');
    expect(input).toHaveAttribute('autocomplete', 'off');
    expect(input).toHaveClass('h-searchbar');
  });

  it('stops at 50 characters', async () => {
    const user = userEvent.setup();
    render(<SearchInput />);
    const input = screen.getByRole('searchbox');
    await user.type(input, 'x'.repeat(60));
    expect(input).toHaveValue('x'.repeat(50));
  });

  it('is labelled in Arabic, or by the caller', () => {
    act(() => useLanguageStore.setState({ chosen: 'ar' }));
    const { rerender } = render(<SearchInput />);
    expect(screen.getByRole('searchbox', { name: 'بحث' })).toBeInTheDocument();
    rerender(<SearchInput label="ابحث في العلاجات" />);
    expect(screen.getByRole('searchbox', { name: 'ابحث في العلاجات' })).toBeInTheDocument();
  });
});
