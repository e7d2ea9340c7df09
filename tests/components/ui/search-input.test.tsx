import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SearchInput } from '@/components/ui/search-input';

describe('SearchInput', () => {
  it('is a search box of type text, at most 50 characters, without autocomplete', () => {
    render(<SearchInput label="Search" />);
    const input = screen.getByRole('searchbox', { name: 'Search' });
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveAttribute('maxlength', '50');
    expect(input).toHaveAttribute('autocomplete', 'off');
    // Its 48 px height is checked in a browser: tests/e2e/kit-styles.spec.ts.
  });

  it('stops at 50 characters', async () => {
    const user = userEvent.setup();
    render(<SearchInput label="Search" />);
    const input = screen.getByRole('searchbox');
    await user.type(input, 'x'.repeat(60));
    expect(input).toHaveValue('x'.repeat(50));
  });

  it('is labelled by the caller, in the caller’s language', () => {
    render(<SearchInput label="ابحث في العلاجات" />);
    expect(screen.getByRole('searchbox', { name: 'ابحث في العلاجات' })).toBeInTheDocument();
  });
});
