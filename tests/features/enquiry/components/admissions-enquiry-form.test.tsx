import type { UserEvent } from '@testing-library/user-event';
import { AdmissionsEnquiryForm } from '@/features/enquiry/components/admissions-enquiry-form';
import { errorMessages } from '@/features/enquiry/content/error-messages';
import { ENQUIRY_DRAFT_KEY } from '@/features/enquiry/drafts/enquiry-draft';
import { useLanguageStore } from '@/stores/use-language-store';
import { act, renderWithRouter, screen, waitFor, within } from '../../../test-utils';
import {
  answerPosts,
  cachedQueries,
  deferred,
  fill,
  networkError,
  recordPosts,
  seedDraft,
  serverError,
  setupUser,
  stubScrollIntoView,
  textbox,
  typeAndLeave,
} from './form-test-kit';

stubScrollIntoView();

const PATH = '/api/enquiries';

const renderForm = () => renderWithRouter(<AdmissionsEnquiryForm />);

const fields = cachedQueries({
  name: () => textbox('Full name'),
  phone: () => textbox('Phone number'),
  country: () => screen.getByRole('combobox', { name: 'Country code' }),
  email: () => textbox(/^Email address/),
  message: () => textbox(/^Anything you would like us to know/),
  consent: () => screen.getByRole('checkbox', { name: /privacy policy/ }),
  submit: () => screen.getByRole('button', { name: 'Send my enquiry' }),
});

/** Fills the required fields the way a visitor does. */
async function fillValid(user: UserEvent) {
  await user.click(screen.getByRole('radio', { name: 'Someone I care for' }));
  await fill(user, fields.name(), 'Layla Hassan');
  await fill(user, fields.phone(), '050 123 4567');
  await user.click(fields.consent());
}

/**
 * Opens the form with the required answers restored from this tab's draft (the typing
 * itself is covered above), so a case about sending starts at the consent box.
 */
async function renderFilled(user: UserEvent, draft: object = {}) {
  seedDraft(ENQUIRY_DRAFT_KEY, { forWhom: 'someone-else', name: 'Layla Hassan', phone: '050 123 4567', ...draft });
  const result = renderForm();
  await user.click(fields.consent());
  return result;
}

const confirmation = () => screen.findByRole('heading', { name: 'Thank you. Your enquiry has reached us.' });

describe('AdmissionsEnquiryForm', () => {
  describe('fields', () => {
    it('labels every control, groups the radios, marks the required fields and limits their length', () => {
      renderForm();
      expect(screen.getByRole('radiogroup', { name: 'Who needs help?' })).toHaveAttribute('aria-required', 'true');
      expect(screen.getByRole('radiogroup', { name: 'How would you like us to contact you?' })).toBeInTheDocument();
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

  describe('sending', () => {
    it('posts the enquiry as JSON and replaces the form with a focused confirmation', async () => {
      const user = setupUser();
      const bodies = recordPosts(PATH);
      renderForm();
      await fillValid(user);
      await user.selectOptions(screen.getByRole('combobox', { name: 'Programme of interest' }), 'anxietyDepression');
      await user.click(screen.getByRole('radio', { name: 'Evening' }));
      await user.click(fields.submit());

      const heading = await confirmation();
      await waitFor(() => expect(heading).toHaveFocus());
      expect(screen.getByRole('status')).toHaveTextContent(
        'A member of our admissions team will call you within one working day',
      );
      expect(screen.getByRole('status')).toHaveTextContent('confidential');
      expect(screen.queryByRole('button', { name: 'Send my enquiry' })).not.toBeInTheDocument();
      expect(bodies).toEqual([
        {
          forWhom: 'someone-else',
          name: 'Layla Hassan',
          phone: { country: 'AE', dialCode: '+971', national: '501234567', e164: '+971501234567' },
          contactMethod: 'phone',
          preferredTime: 'evening',
          programme: 'anxietyDepression',
          message: '',
          consent: true,
          language: 'en',
        },
      ]);
      // Sent: the draft is gone.
      expect(sessionStorage.getItem(ENQUIRY_DRAFT_KEY)).toBeNull();
    });

    it('says the reply comes by WhatsApp when that was chosen', async () => {
      const user = setupUser();
      recordPosts(PATH);
      await renderFilled(user);
      await user.click(screen.getByRole('radio', { name: 'WhatsApp' }));
      await user.click(fields.submit());
      await confirmation();
      expect(screen.getByRole('status')).toHaveTextContent('will message you on WhatsApp within one working day');
    });

    it('shows progress, and sends only once however often it is submitted', async () => {
      const user = setupUser();
      const hold = deferred();
      const calls = answerPosts(PATH, async () => {
        await hold.promise;
        return Response.json({ id: 'e-1' }, { status: 201 });
      });
      await renderFilled(user);
      await user.click(fields.submit());

      const button = screen.getByRole('button', { name: 'Sending…' });
      expect(button).toHaveAttribute('aria-disabled', 'true');
      expect(button).toHaveFocus();
      await user.click(button);
      await user.type(fields.name(), '{Enter}');
      expect(calls.count).toBe(1);

      hold.release();
      await confirmation();
      expect(calls.count).toBe(1);
    });

    it('cannot send twice even when two submits arrive before React re-renders', async () => {
      const user = setupUser();
      const calls = answerPosts(PATH, () => Response.json({ id: 'e-1' }, { status: 201 }));
      await renderFilled(user);
      const form = fields.submit().closest('form') as HTMLFormElement;
      act(() => {
        form.requestSubmit();
        form.requestSubmit();
      });
      await confirmation();
      expect(calls.count).toBe(1);
    });

    it('on a server error keeps everything typed and the draft, says so, and sends again with "Try again"', async () => {
      const user = setupUser();
      const calls = answerPosts(PATH, serverError);
      await renderFilled(user, { message: 'Please call after six.' });
      await user.click(fields.submit());

      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Your enquiry has not been sent');
      expect(alert).toHaveTextContent('Something went wrong on our side');
      expect(fields.name()).toHaveValue('Layla Hassan');
      expect(fields.phone()).toHaveValue('050 123 4567');
      expect(fields.message()).toHaveValue('Please call after six.');
      expect(fields.consent()).toBeChecked();
      expect(screen.getByRole('radio', { name: 'Someone I care for' })).toBeChecked();
      expect(fields.submit()).not.toHaveAttribute('aria-disabled');
      expect(JSON.parse(sessionStorage.getItem(ENQUIRY_DRAFT_KEY) ?? '{}')).toMatchObject({ name: 'Layla Hassan' });

      const retried = recordPosts(PATH);
      await user.click(within(alert).getByRole('button', { name: 'Try again' }));
      await confirmation();
      expect(calls.count).toBe(1);
      expect(retried).toHaveLength(1);
    });

    it('tells a network failure apart from a server error', async () => {
      const user = setupUser();
      answerPosts(PATH, networkError);
      await renderFilled(user);
      await user.click(fields.submit());
      expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach our server');
    });
  });

  describe('draft', () => {
    it('survives a remount, without the consent', async () => {
      const user = setupUser();
      const first = renderForm();
      await fillValid(user);
      expect(sessionStorage.getItem(ENQUIRY_DRAFT_KEY)).not.toBeNull();
      await user.click(screen.getByRole('radio', { name: 'WhatsApp' }));
      await user.selectOptions(fields.country(), 'SA');
      await fill(user, fields.message(), 'Hello');
      first.unmount();

      renderForm();
      expect(screen.getByRole('radio', { name: 'Someone I care for' })).toBeChecked();
      expect(screen.getByRole('radio', { name: 'WhatsApp' })).toBeChecked();
      expect(fields.name()).toHaveValue('Layla Hassan');
      expect(fields.country()).toHaveValue('SA');
      expect(fields.phone()).toHaveValue('050 123 4567');
      expect(fields.message()).toHaveValue('Hello');
      expect(fields.consent()).not.toBeChecked();
    });

    it('starts an empty form from a broken draft', () => {
      sessionStorage.setItem(ENQUIRY_DRAFT_KEY, '{"name": ');
      renderForm();
      expect(fields.name()).toHaveValue('');
    });
  });

  it('shows the usual confirmation to a bot that fills the hidden field, and sends nothing', async () => {
    const user = setupUser();
    const bodies = recordPosts(PATH);
    await renderFilled(user);
    const trap = document.querySelector<HTMLInputElement>('input[name="website"]');
    expect(trap).not.toBeNull();
    expect(trap).toHaveAttribute('tabIndex', '-1');
    expect(trap?.closest('[aria-hidden="true"]')).not.toBeNull();

    await fill(user, trap as HTMLInputElement, 'https://spam.example');
    await user.click(fields.submit());

    await confirmation();
    expect(bodies).toEqual([]);
  });

  it('keeps the values and translates the messages when the language changes mid-form', async () => {
    const user = setupUser();
    recordPosts(PATH);
    renderForm();
    await fill(user, fields.name(), 'ليلى');
    await fill(user, fields.phone(), '050 123');
    await fill(user, fields.message(), 'مرحبا');
    await user.click(fields.submit());
    expect(screen.getByText(errorMessages['phone.invalid.AE'].en, { selector: 'a' })).toBeInTheDocument();

    act(() => useLanguageStore.setState({ chosen: 'ar' }));

    expect(textbox('الاسم الكامل')).toHaveValue('ليلى');
    expect(textbox('رقم الهاتف')).toHaveValue('050 123');
    expect(textbox(/^ما تودّ أن نعرفه/)).toHaveValue('مرحبا');
    const summary = screen.getByRole('alert', { name: 'بعض الإجابات تحتاج إلى مراجعتك' });
    expect(within(summary).getByRole('link', { name: errorMessages['phone.invalid.AE'].ar })).toBeInTheDocument();
    expect(textbox('رقم الهاتف')).toHaveAccessibleDescription(
      expect.stringContaining(errorMessages['phone.invalid.AE'].ar),
    );
    expect(screen.getByText('عدد الأحرف: ٥ من ١٬٠٠٠')).toBeInTheDocument();
    expect(screen.queryByText(errorMessages['phone.invalid.AE'].en)).not.toBeInTheDocument();

    await fill(user, textbox('رقم الهاتف'), ' 4567');
    await user.click(screen.getByRole('radio', { name: 'أنا' }));
    await user.click(screen.getByRole('checkbox', { name: /سياسة الخصوصية/ }));
    await user.click(screen.getByRole('button', { name: 'أرسل استفساري' }));
    const thanks = await screen.findByRole('heading', { name: 'شكرًا لك، وصلنا استفسارك.' });
    await waitFor(() => expect(thanks).toHaveFocus());
  });
});
