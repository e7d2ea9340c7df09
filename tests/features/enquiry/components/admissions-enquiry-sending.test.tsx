import { CONSENT_VERSION } from '#contracts/consent';
import { errorMessages } from '@/features/enquiry/content/error-messages';
import { ENQUIRY_DRAFT_KEY } from '@/features/enquiry/drafts/enquiry-draft';
import { useLanguageStore } from '@/stores/use-language-store';
import { UAE_PROTECTIVE_RULES } from '../../../contracts/forms/discretion-fixture';
import { act, screen, waitFor, within } from '../../../test-utils';
import { confirmation, fields, fillValid, PATH, renderFilled, renderForm } from './admissions-form-kit';
import {
  answerPosts,
  holdPosts,
  fill,
  networkError,
  recordPosts,
  serverError,
  setupUser,
  storedForm,
  stubScrollIntoView,
  textbox,
} from './form-test-kit';

stubScrollIntoView();

/** Sending the admissions enquiry, its draft, and a change of language mid-form. */
describe('AdmissionsEnquiryForm', () => {
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
        'A member of our admissions team will call you within two hours, between 08:00 and 22:00 UAE time every day',
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
          discretion: { ...UAE_PROTECTIVE_RULES, timeZone: expect.any(String) },
          message: '',
          consent: true,
          consentVersion: CONSENT_VERSION,
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
      expect(screen.getByRole('status')).toHaveTextContent('will message you on WhatsApp within two hours');
    });

    it('shows progress, and sends only once however often it is submitted', async () => {
      const user = setupUser();
      const { calls, release } = holdPosts(PATH);
      await renderFilled(user);
      await user.click(fields.submit());

      const button = screen.getByRole('button', { name: 'Sending…' });
      expect(button).toHaveAttribute('aria-disabled', 'true');
      expect(button).toHaveFocus();
      await user.click(button);
      await user.type(fields.name(), '{Enter}');
      expect(calls.count).toBe(1);

      release();
      await confirmation();
      expect(calls.count).toBe(1);
    });

    it('cannot send twice even when two submits arrive before React re-renders', async () => {
      const user = setupUser();
      const calls = answerPosts(PATH, storedForm());
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

  it('sends what the hidden field holds (the server keeps it as suspected spam) and confirms as usual', async () => {
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
    expect(bodies).toEqual([expect.objectContaining({ name: 'Layla Hassan', website: 'https://spam.example' })]);
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
