import { errorMessages } from '@/features/enquiry/content/error-messages';
import { screen, waitFor, within } from '../../../test-utils';
import { fields, PATH, renderForm } from './admissions-form-kit';
import { recordPosts, setupUser, stubScrollIntoView, typeAndLeave } from './form-test-kit';

stubScrollIntoView();

/** What the admissions enquiry asks, and how it checks the answers (sending: admissions-enquiry-sending). */
describe('AdmissionsEnquiryForm', () => {
  describe('fields', () => {
    it('labels every control, groups the radios, marks the required fields and limits their length', () => {
      renderForm();
      expect(screen.getByRole('radiogroup', { name: 'Who needs help?' })).toHaveAttribute('aria-required', 'true');
      expect(screen.getByRole('radiogroup', { name: 'The one way we should contact you' })).toHaveAccessibleDescription(
        'We will not contact you any other way.',
      );
      expect(screen.getByRole('radiogroup', { name: 'When is the best time to reach you?' })).toBeInTheDocument();
      expect(fields.name()).toBeRequired();
      expect(fields.phone()).toBeRequired();
      expect(fields.consent()).toBeRequired();
      expect(fields.email()).not.toBeRequired();
      expect(fields.email()).toHaveAccessibleName('Email address (optional)');
      expect(screen.getByText('Fields marked * are required.')).toBeInTheDocument();
      expect(screen.getByRole('combobox', { name: 'Programme of interest' })).toHaveDisplayValue('Not sure yet');

      expect(fields.name()).toHaveAttribute('maxLength', '100');
      expect(fields.phone()).toHaveAttribute('maxLength', '25');
      expect(fields.email()).toHaveAttribute('maxLength', '254');
      expect(fields.message()).toHaveAttribute('maxLength', '1000');
    });

    it('describes the fields with their hints', () => {
      renderForm();
      expect(fields.phone()).toHaveAccessibleDescription(expect.stringContaining('For example'));
      expect(fields.message()).toHaveAccessibleDescription(
        expect.stringMatching(/^There is no need to share medical details here.* 0 of 1,000 characters$/),
      );
      expect(
        screen.getByRole('radiogroup', { name: 'When is the best time to reach you?' }),
      ).toHaveAccessibleDescription('UAE time (GMT+4)');
    });

    it('offers the four countries with their dial codes, and keeps the number left to right', async () => {
      const user = setupUser();
      renderForm();
      const options = within(fields.country()).getAllByRole('option');
      expect(options.map((option) => option.textContent?.replace(/[\u2066\u2069]/g, ''))).toEqual([
        'United Arab Emirates +971',
        'Egypt +20',
        'Saudi Arabia +966',
        'United States +1',
      ]);
      expect(fields.phone()).toHaveAttribute('dir', 'ltr');
      expect(fields.phone()).toHaveAttribute('type', 'tel');

      await user.selectOptions(fields.country(), 'EG');
      expect(screen.getByText('+20')).toBeInTheDocument();
      expect(fields.phone()).toHaveAccessibleDescription('For example 010 1234 5678');
    });

    it('lists the four programmes and "not sure yet"', () => {
      renderForm();
      const programme = screen.getByRole('combobox', { name: 'Programme of interest' });
      expect(
        within(programme)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual([
        'Addiction Rehab',
        'Anxiety & Depression Disorders',
        'Eating Disorders',
        'Marriage Counseling',
        'Not sure yet',
      ]);
    });

    it('counts the message’s characters as they are typed', async () => {
      const user = setupUser();
      renderForm();
      expect(screen.getByText('0 of 1,000 characters')).toBeInTheDocument();
      await user.type(fields.message(), 'Hello');
      expect(screen.getByText('5 of 1,000 characters')).toBeInTheDocument();
      expect(fields.message()).toHaveAccessibleDescription(expect.stringContaining('5 of 1,000 characters'));
    });
  });

  describe('validation', () => {
    it('checks a field when it is left, next to the field', async () => {
      const user = setupUser();
      renderForm();
      expect(fields.name()).not.toHaveAttribute('aria-invalid');

      await typeAndLeave(user, fields.name(), '');
      expect(fields.name()).toHaveAttribute('aria-invalid', 'true');
      expect(fields.name()).toHaveAccessibleDescription(errorMessages['name.required'].en);

      await user.type(fields.name(), 'Layla');
      expect(fields.name()).not.toHaveAttribute('aria-invalid');
      expect(screen.queryByText(errorMessages['name.required'].en)).not.toBeInTheDocument();
    });

    it('waits for a press to end before showing the message of the field it left, so nothing moves under the pointer', async () => {
      const user = setupUser();
      renderForm();
      await user.click(fields.name());
      await user.pointer({ keys: '[MouseLeft>]', target: fields.message() });
      expect(fields.message()).toHaveFocus();
      expect(fields.name()).not.toHaveAttribute('aria-invalid');

      await user.pointer({ keys: '[/MouseLeft]', target: fields.message() });
      await waitFor(() => expect(fields.name()).toHaveAttribute('aria-invalid', 'true'));
    });

    it('checks the number against the chosen country’s rules', async () => {
      const user = setupUser();
      renderForm();
      for (const [country, wrong, right] of [
        ['AE', '050 123 456', '050 123 4567'],
        ['EG', '013 1234 5678', '011 1234 5678'],
        ['SA', '04 123 4567', '٠٥٥ ١٢٣ ٤٥٦٧'],
        ['US', '(112) 555-0123', '(212) 555-0123'],
      ] as const) {
        await user.selectOptions(fields.country(), country);

        await typeAndLeave(user, fields.phone(), wrong);
        expect(fields.phone()).toHaveAttribute('aria-invalid', 'true');
        expect(fields.phone()).toHaveAccessibleDescription(
          expect.stringContaining(errorMessages[`phone.invalid.${country}`].en),
        );

        await typeAndLeave(user, fields.phone(), right);
        expect(fields.phone()).not.toHaveAttribute('aria-invalid');
      }
    });

    it('rechecks the number when the country changes', async () => {
      const user = setupUser();
      renderForm();
      await typeAndLeave(user, fields.phone(), '010 1234 5678');
      expect(fields.phone()).toHaveAccessibleDescription(expect.stringContaining(errorMessages['phone.invalid.AE'].en));
      await user.selectOptions(fields.country(), 'EG');
      expect(fields.phone()).not.toHaveAttribute('aria-invalid');
    });

    it('requires the email only when email is the chosen way to reply', async () => {
      const user = setupUser();
      renderForm();
      await typeAndLeave(user, fields.email(), '');
      expect(fields.email()).not.toHaveAttribute('aria-invalid');

      await user.click(screen.getByRole('radio', { name: 'Email' }));
      expect(fields.email()).toBeRequired();
      expect(fields.email()).toHaveAccessibleName('Email address');
      expect(fields.email()).toHaveAccessibleDescription(errorMessages['email.requiredForMethod'].en);

      await typeAndLeave(user, fields.email(), 'layla@');
      expect(fields.email()).toHaveAccessibleDescription(errorMessages['email.invalid'].en);

      await user.click(screen.getByRole('radio', { name: 'WhatsApp' }));
      expect(fields.email()).toHaveAccessibleDescription(errorMessages['email.invalid'].en);
      await typeAndLeave(user, fields.email(), '');
      expect(fields.email()).not.toHaveAttribute('aria-invalid');
    });

    it('says who needs help is missing once focus leaves the group unanswered', async () => {
      const user = setupUser();
      renderForm();
      const group = screen.getByRole('radiogroup', { name: 'Who needs help?' });
      await user.tab();
      expect(screen.getByRole('radio', { name: 'Me' })).toHaveFocus();
      expect(group).not.toHaveAttribute('aria-invalid');
      await user.tab();
      expect(group).toHaveAttribute('aria-invalid', 'true');
      expect(group).toHaveAccessibleDescription(errorMessages['forWhom.required'].en);
    });

    it('on submit, lists every problem at the top, focused, each linking to its field', async () => {
      const user = setupUser();
      const bodies = recordPosts(PATH);
      renderForm();
      await user.type(fields.phone(), '12');
      await user.click(fields.submit());

      const summary = screen.getByRole('alert', { name: 'Some answers need your attention' });
      expect(summary).toHaveFocus();
      const links = within(summary).getAllByRole('link');
      expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
        [errorMessages['forWhom.required'].en, '#enquiry-forWhom'],
        [errorMessages['name.required'].en, '#enquiry-name'],
        [errorMessages['phone.invalid.AE'].en, '#enquiry-phone'],
        [errorMessages['consent.required'].en, '#enquiry-consent'],
      ]);
      expect(fields.consent()).toHaveAttribute('aria-invalid', 'true');
      expect(fields.consent()).toHaveAccessibleDescription(errorMessages['consent.required'].en);

      await user.click(within(summary).getByRole('link', { name: errorMessages['phone.invalid.AE'].en }));
      expect(fields.phone()).toHaveFocus();
      await user.click(within(summary).getByRole('link', { name: errorMessages['forWhom.required'].en }));
      expect(screen.getByRole('radio', { name: 'Me' })).toHaveFocus();
      expect(bodies).toEqual([]);

      // Fixing one problem takes it off the list; the next submit moves focus back to the list.
      await user.click(screen.getByRole('radio', { name: 'Me' }));
      expect(within(summary).getAllByRole('link')).toHaveLength(3);
      await user.click(fields.submit());
      expect(summary).toHaveFocus();
      expect(bodies).toEqual([]);
    });
  });
});
