import { render, screen } from '../../test-utils';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { TextInput } from '@/components/ui/text-input';

describe('TextInput', () => {
  // Its 48 px height, the label shown or visually hidden, and the border, text and placeholder
  // colours of each state are checked in a browser: tests/e2e/kit-styles.spec.ts.
  it('is labelled, type text by default', () => {
    render(<TextInput label="Full name" name="name" />);
    const input = screen.getByRole('textbox', { name: 'Full name' });
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveAttribute('name', 'name');
    expect(screen.getByText('Full name')).toBe((input as HTMLInputElement).labels?.[0]);
  });

  it('keeps a label for screen readers when the label is hidden', () => {
    render(<TextInput label="Search the site" hideLabel />);
    const input = screen.getByRole('textbox', { name: 'Search the site' });
    expect(screen.getByText('Search the site')).toBe((input as HTMLInputElement).labels?.[0]);
  });

  it('passes the field properties through', () => {
    render(
      <TextInput
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        maxLength={60}
        placeholder="name@example.com"
        required
      />,
    );
    const input = screen.getByRole('textbox', { name: /Email/ });
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('autocomplete', 'email');
    expect(input).toHaveAttribute('maxlength', '60');
    expect(input).toHaveAttribute('placeholder', 'name@example.com');
    expect(input).toBeRequired();
  });

  it('marks a required field visibly, without repeating it to screen readers', () => {
    render(<TextInput label="Phone" required />);
    expect(screen.getByRole('textbox', { name: 'Phone' })).toBeRequired();
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows a controlled value and reports typing', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [value, setValue] = useState('Lay');
      return <TextInput label="Name" value={value} onChange={(event) => setValue(event.target.value)} />;
    }
    render(<Controlled />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).toHaveValue('Lay');
    await user.type(input, 'la');
    expect(input).toHaveValue('Layla');
  });

  it('stops at maxLength', async () => {
    const user = userEvent.setup();
    render(<TextInput label="Code" maxLength={4} />);
    const input = screen.getByRole('textbox', { name: 'Code' });
    await user.type(input, '123456');
    expect(input).toHaveValue('1234');
  });

  it('can be disabled', () => {
    render(<TextInput label="Locked" disabled defaultValue="x" />);
    expect(screen.getByRole('textbox', { name: 'Locked' })).toBeDisabled();
  });

  it('is valid by default: no aria-invalid and no message', () => {
    render(<TextInput label="Email" errorMessage="Enter an email address." />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAccessibleDescription();
    expect(screen.queryByText('Enter an email address.')).not.toBeInTheDocument();
  });

  it('when the validity flag is false: aria-invalid, the message shown and linked', () => {
    render(<TextInput label="Email" valid={false} errorMessage="Enter an email address." />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter an email address.');
  });

  it('links a hint, and the hint and the error together when invalid', () => {
    const { rerender } = render(<TextInput label="Phone" hint="Include the country code." errorMessage="Too short." />);
    const input = screen.getByRole('textbox', { name: 'Phone' });
    expect(input).toHaveAccessibleDescription('Include the country code.');
    rerender(<TextInput label="Phone" hint="Include the country code." errorMessage="Too short." valid={false} />);
    expect(input).toHaveAccessibleDescription('Include the country code. Too short.');
  });

  it('takes the danger alert colour without marking the field invalid or describing it', () => {
    render(<TextInput label="Amount" alertColor="danger" errorMessage="Too high." />);
    const input = screen.getByRole('textbox', { name: 'Amount' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAccessibleDescription();
  });

  it('keeps a caller id for the label link', () => {
    render(<TextInput label="City" id="city" />);
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveAttribute('id', 'city');
  });
});
