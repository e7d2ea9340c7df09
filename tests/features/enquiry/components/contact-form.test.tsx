import type { UserEvent } from '@testing-library/user-event';
import { CONSENT_VERSION } from '#contracts/consent';
import { ContactForm } from '@/features/enquiry/components/contact-form';
import { errorMessages } from '@/features/enquiry/content/error-messages';
import { CONTACT_DRAFT_KEY } from '@/features/enquiry/drafts/contact-draft';
import { useLanguageStore } from '@/stores/use-language-store';
import { act, renderWithRouter, screen, waitFor, within } from '../../../test-utils';
import {
  answerPosts,
  cachedQueries,
  fill,
  holdPosts,
  networkError,
  recordPosts,
  seedDraft,
  serverError,
  setupUser,
  storedForm,
  stubScrollIntoView,
  textbox,
  typeAndLeave,
} from './form-test-kit';

stubScrollIntoView();

const PATH = '/api/contact';

const renderForm = () => renderWithRouter(<ContactForm />);

const fields = cachedQueries({
  name: () => textbox('Full name'),
  contact: () => textbox('Email address or phone number'),
  subject: () => textbox('Subject'),
  message: () => textbox('Your message'),
  consent: () => screen.getByRole('checkbox', { name: /privacy policy/ }),
  submit: () => screen.getByRole('button', { name: 'Send message' }),
});

const filled = {
  name: 'Omar Saleh',
  contact: 'omar@example.com',
  subject: 'A visit',
  message: 'Can my family visit on Friday?',
};

/** Fills the form the way a visitor does. */
async function fillValid(user: UserEvent, contact = filled.contact) {
  await fill(user, fields.name(), filled.name);
  await fill(user, fields.contact(), contact);
  await fill(user, fields.subject(), filled.subject);
  await fill(user, fields.message(), filled.message);
  await user.click(fields.consent());
}

/** Opens the form filled in from this tab's draft (typing is covered elsewhere), and ticks the consent. */
async function renderFilled(user: UserEvent) {
  seedDraft(CONTACT_DRAFT_KEY, filled);
  renderForm();
  await user.click(fields.consent());
}

const confirmation = () => screen.findByRole('heading', { name: 'Thank you. Your message has reached us.' });

describe('ContactForm', () => {
  it('marks every field required, limits their length, and describes the contact field', () => {
    renderForm();
    for (const field of [fields.name(), fields.contact(), fields.subject(), fields.message(), fields.consent()])
      expect(field).toBeRequired();
    expect(fields.name()).toHaveAttribute('maxLength', '100');
    expect(fields.contact()).toHaveAttribute('maxLength', '254');
    expect(fields.subject()).toHaveAttribute('maxLength', '150');
    expect(fields.message()).toHaveAttribute('maxLength', '1000');
    expect(fields.contact()).toHaveAttribute('dir', 'ltr');
    expect(fields.contact()).toHaveAccessibleDescription(
      'For a phone number, please include the country code, such as +971.',
    );
  });

  it('accepts an email address or a phone number in one field, and nothing else', async () => {
    const user = setupUser();
    renderForm();
    await typeAndLeave(user, fields.contact(), '');
    expect(fields.contact()).toHaveAccessibleDescription(expect.stringContaining(errorMessages['contact.required'].en));
    await typeAndLeave(user, fields.contact(), 'omar@');
    expect(fields.contact()).toHaveAccessibleDescription(expect.stringContaining(errorMessages['contact.invalid'].en));
    await typeAndLeave(user, fields.contact(), '+971 50 123 4567');
    expect(fields.contact()).not.toHaveAttribute('aria-invalid');
    await typeAndLeave(user, fields.contact(), 'omar@example.com');
    expect(fields.contact()).not.toHaveAttribute('aria-invalid');
  });

  it('on submit, lists every missing field at the top, focused, with links to them', async () => {
    const user = setupUser();
    const bodies = recordPosts(PATH);
    renderForm();
    await user.click(fields.submit());
    const summary = screen.getByRole('alert', { name: 'Some answers need your attention' });
    expect(summary).toHaveFocus();
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['#contact-name', '#contact-contact', '#contact-subject', '#contact-message', '#contact-consent']);
    await user.click(within(summary).getByRole('link', { name: errorMessages['subject.required'].en }));
    expect(fields.subject()).toHaveFocus();
    expect(bodies).toEqual([]);
  });

  it('posts the message with the phone number in Latin digits and confirms', async () => {
    const user = setupUser();
    const bodies = recordPosts(PATH);
    renderForm();
    await fillValid(user, '+٩٧١ ٥٠ ١٢٣ ٤٥٦٧');
    await user.click(fields.submit());

    const heading = await confirmation();
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByRole('status')).toHaveTextContent(
      'We will reply within two hours, between 08:00 and 22:00 UAE time every day',
    );
    expect(bodies).toEqual([
      {
        name: 'Omar Saleh',
        phone: '+971501234567',
        subject: 'A visit',
        message: 'Can my family visit on Friday?',
        consent: true,
        consentVersion: CONSENT_VERSION,
        language: 'en',
      },
    ]);
    expect(sessionStorage.getItem(CONTACT_DRAFT_KEY)).toBeNull();
  });

  it('sends once while a send is under way', async () => {
    const user = setupUser();
    const { calls, release } = holdPosts(PATH, storedForm('SC-2B8HD'));
    await renderFilled(user);
    await user.click(fields.submit());
    await user.click(screen.getByRole('button', { name: 'Sending…' }));
    expect(calls.count).toBe(1);
    release();
    await confirmation();
    expect(calls.count).toBe(1);
  });

  it('keeps what was typed after a failure and sends it on "Try again"', async () => {
    const user = setupUser();
    answerPosts(PATH, networkError);
    await renderFilled(user);
    await user.click(fields.submit());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your message has not been sent');
    expect(alert).toHaveTextContent('We could not reach our server');
    expect(fields.message()).toHaveValue('Can my family visit on Friday?');

    answerPosts(PATH, serverError);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/Something went wrong on our side/)).toBeInTheDocument();
    expect(fields.subject()).toHaveValue('A visit');

    const bodies = recordPosts(PATH);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await confirmation();
    expect(bodies).toHaveLength(1);
  });

  it('restores a draft after a remount, without consent', async () => {
    const user = setupUser();
    const first = renderForm();
    await fillValid(user);
    first.unmount();
    renderForm();
    expect(fields.name()).toHaveValue('Omar Saleh');
    expect(fields.contact()).toHaveValue('omar@example.com');
    expect(fields.subject()).toHaveValue('A visit');
    expect(fields.message()).toHaveValue('Can my family visit on Friday?');
    expect(fields.consent()).not.toBeChecked();
  });

  it('sends what the hidden field holds along with the message, and confirms', async () => {
    const user = setupUser();
    const bodies = recordPosts(PATH);
    await renderFilled(user);
    await fill(user, document.querySelector<HTMLInputElement>('input[name="website"]') as HTMLInputElement, 'x');
    await user.click(fields.submit());
    await confirmation();
    expect(bodies).toEqual([expect.objectContaining({ name: 'Omar Saleh', website: 'x' })]);
  });

  it('re-renders its messages in Arabic and keeps the values when the language changes', async () => {
    const user = setupUser();
    renderForm();
    await fill(user, fields.name(), 'Omar');
    await typeAndLeave(user, fields.contact(), 'omar@');
    expect(fields.contact()).toHaveAccessibleDescription(expect.stringContaining(errorMessages['contact.invalid'].en));

    act(() => useLanguageStore.setState({ chosen: 'ar' }));

    const contact = textbox('البريد الإلكتروني أو رقم الهاتف');
    expect(contact).toHaveValue('omar@');
    expect(contact).toHaveAccessibleDescription(expect.stringContaining(errorMessages['contact.invalid'].ar));
    expect(textbox('الاسم الكامل')).toHaveValue('Omar');
    expect(screen.getByRole('button', { name: 'أرسل الرسالة' })).toBeInTheDocument();
  });
});
