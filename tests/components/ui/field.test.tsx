import userEvent from '@testing-library/user-event';
import { Field } from '@/components/ui/field';
import { render, screen } from '../../test-utils';

describe('Field', () => {
  it('labels its control, and marks it required visibly without repeating it to screen readers', () => {
    render(
      <Field id="name" label="Full name" required>
        {(control) => <input {...control} />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Full name' });
    expect(input).toHaveAttribute('id', 'name');
    expect(input).toBeRequired();
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAccessibleDescription();
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows the required mark it is given', () => {
    render(
      <Field label="الاسم" required requiredMark="(مطلوب)">
        {(control) => <input {...control} />}
      </Field>,
    );
    expect(screen.getByRole('textbox', { name: 'الاسم' })).toBeRequired();
    expect(screen.getByText('(مطلوب)')).toHaveAttribute('aria-hidden', 'true');
  });

  it('describes the control by its hint, any other description, then its error, and marks it invalid', () => {
    const { rerender } = render(
      <Field label="Message" hint="Keep it short." describedBy="count" footer={<p id="count">0 of 10</p>}>
        {(control) => <textarea {...control} />}
      </Field>,
    );
    const textarea = screen.getByRole('textbox', { name: 'Message' });
    expect(textarea).toHaveAccessibleDescription('Keep it short. 0 of 10');

    rerender(
      <Field
        label="Message"
        hint="Keep it short."
        describedBy="count"
        footer={<p id="count">0 of 10</p>}
        error="Enter your message."
      >
        {(control) => <textarea {...control} />}
      </Field>,
    );
    expect(textarea).toHaveAttribute('aria-invalid', 'true');
    expect(textarea).toHaveAccessibleDescription('Keep it short. 0 of 10 Enter your message.');
  });

  it('can be invalid without a message, and keeps a message hidden while valid', () => {
    const { rerender } = render(
      <Field label="Code" invalid>
        {(control) => <input {...control} />}
      </Field>,
    );
    expect(screen.getByRole('textbox', { name: 'Code' })).toHaveAttribute('aria-invalid', 'true');

    rerender(
      <Field label="Code" invalid={false} error="Too short.">
        {(control) => <input {...control} />}
      </Field>,
    );
    expect(screen.getByRole('textbox', { name: 'Code' })).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Too short.')).not.toBeInTheDocument();
  });

  it('wires a select the same way', () => {
    render(
      <Field label="Programme" hint="Choose one." error="Choose a programme.">
        {(control) => (
          <select {...control}>
            <option>Addiction</option>
          </select>
        )}
      </Field>,
    );
    const select = screen.getByRole('combobox', { name: 'Programme' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Choose one. Choose a programme.');
  });

  it('keeps a hidden label for screen readers', () => {
    render(
      <Field label="Search the site" hideLabel>
        {(control) => <input {...control} />}
      </Field>,
    );
    expect(screen.getByRole('textbox', { name: 'Search the site' })).toBeInTheDocument();
  });

  it('puts a checkbox before its label, which may hold a link', () => {
    render(
      <Field
        variant="inline"
        id="consent"
        required
        label={
          <>
            I agree to the <a href="/privacy">privacy policy</a>
          </>
        }
        error="Tick the box."
      >
        {(control) => <input type="checkbox" {...control} />}
      </Field>,
    );
    const checkbox = screen.getByRole('checkbox', { name: 'I agree to the privacy policy' });
    expect(checkbox).toBeRequired();
    expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    expect(checkbox).toHaveAccessibleDescription('Tick the box.');
    expect(screen.getByRole('link', { name: 'privacy policy' })).toBeInTheDocument();
  });

  it('groups radios under a legend; the group says it is required and invalid, and when focus leaves it', async () => {
    const user = userEvent.setup({ delay: null });
    const onLeave = vi.fn();
    render(
      <>
        <Field
          variant="fieldset"
          role="radiogroup"
          id="who"
          label="Who needs help?"
          hint="Choose one."
          required
          error="Choose who needs help."
          onLeave={onLeave}
        >
          {(group) => (
            <>
              <label>
                <input type="radio" name="who" id={group.id} required={group.required} />
                Me
              </label>
              <label>
                <input type="radio" name="who" id={`${group.id}-other`} required={group.required} />
                Someone else
              </label>
            </>
          )}
        </Field>
        <button type="button">Next</button>
      </>,
    );
    const group = screen.getByRole('radiogroup', { name: 'Who needs help?' });
    expect(group).toHaveAttribute('aria-required', 'true');
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription('Choose one. Choose who needs help.');
    expect(screen.getByRole('radio', { name: 'Me' })).toHaveAttribute('id', 'who');

    await user.click(screen.getByRole('radio', { name: 'Me' }));
    await user.click(screen.getByRole('radio', { name: 'Someone else' }));
    expect(onLeave).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(onLeave).toHaveBeenCalledTimes(1);
  });
});
