import { CONSENT_OUTDATED } from '#contracts/consent';
import { errorMessages } from '@/features/enquiry/content/error-messages';
import { useLanguageStore } from '@/stores/use-language-store';
import { act, screen, waitFor, within } from '../../../test-utils';
import { confirmation, fields, PATH, renderFilled } from './admissions-form-kit';
import { answerPosts, fill, setupUser, storedForm, stubScrollIntoView } from './form-test-kit';

stubScrollIntoView();

const rejected = (fieldCodes: Record<string, string>) => () =>
  Response.json(
    { error: 'invalid_fields', message: 'Some fields need correcting.', fields: fieldCodes },
    { status: 400 },
  );

/** What the server answers, as the admissions enquiry shows it. */
describe('AdmissionsEnquiryForm and the server’s answers', () => {
  it('shows the reference the server gave, in either language', async () => {
    const user = setupUser();
    answerPosts(PATH, storedForm('SW-4F7K2'));
    await renderFilled(user);
    await user.click(fields.submit());
    await confirmation();
    expect(screen.getByRole('status')).toHaveTextContent('Your reference: SW-4F7K2');

    act(() => useLanguageStore.setState({ chosen: 'ar' }));
    expect(screen.getByRole('status')).toHaveTextContent('رقمك المرجعي: SW-4F7K2');
  });

  it('reads a 201 that is no receipt (not the contract’s answer) as a failure on our side, keeping the form', async () => {
    const user = setupUser();
    answerPosts(PATH, () => Response.json({ reference: '<b>x</b>' }, { status: 201 }));
    await renderFilled(user);
    await user.click(fields.submit());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong on our side');
    expect(alert).not.toHaveTextContent('<b>x</b>');
    expect(fields.name()).toHaveValue('Layla Hassan');
  });

  it('shows the server’s field errors next to the fields and in the summary, until the field changes', async () => {
    const user = setupUser();
    answerPosts(PATH, rejected({ name: 'name.required', unknownField: 'name.required', phone: 'no.such.code' }));
    await renderFilled(user);
    await user.click(fields.submit());

    const summary = await screen.findByRole('alert', { name: 'Some answers need your attention' });
    // Focus moves to the summary in an effect after it appears; clicking a field before that lost the paste.
    await waitFor(() => expect(summary).toHaveFocus());
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([errorMessages['name.required'].en]);
    expect(fields.name()).toHaveAccessibleDescription(expect.stringContaining(errorMessages['name.required'].en));
    expect(fields.name()).toHaveValue('Layla Hassan');
    // The server's error is not a "failed to send" alert as well.
    expect(screen.queryByText('Your enquiry has not been sent')).not.toBeInTheDocument();

    await fill(user, fields.name(), ' Saleh');
    expect(fields.name()).toHaveValue('Layla Hassan Saleh');
    await waitFor(() =>
      expect(fields.name()).not.toHaveAccessibleDescription(expect.stringContaining(errorMessages['name.required'].en)),
    );
  });

  it('says on the consent box, in both languages, that the wording changed, and keeps what was typed', async () => {
    const user = setupUser();
    answerPosts(PATH, rejected(CONSENT_OUTDATED));
    await renderFilled(user, { message: 'Please call after six.' });
    await user.click(fields.submit());

    const outdated = errorMessages['consent.outdated'];
    const consent = fields.consent();
    await waitFor(() => expect(consent).toHaveAccessibleDescription(expect.stringContaining(outdated.en)));
    expect(consent).toBeChecked();
    expect(fields.name()).toHaveValue('Layla Hassan');
    expect(fields.message()).toHaveValue('Please call after six.');
    act(() => useLanguageStore.setState({ chosen: 'ar' }));
    await waitFor(() => expect(consent).toHaveAccessibleDescription(expect.stringContaining(outdated.ar)));
  });

  it('reads a refusal with no field it can show as a server failure', async () => {
    const user = setupUser();
    answerPosts(PATH, rejected({ nothingKnown: 'x.y' }));
    await renderFilled(user);
    await user.click(fields.submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side');
  });

  it('on 429 keeps everything typed and says when to try again, in the visitor’s own time', async () => {
    const user = setupUser();
    const retryAt = new Date(Date.now() + 10 * 60 * 1000);
    answerPosts(PATH, () =>
      Response.json(
        { error: 'rate_limited', message: 'Too many.', retryAt: retryAt.toISOString() },
        { status: 429, headers: { 'Retry-After': '600' } },
      ),
    );
    await renderFilled(user, { message: 'Please call after six.' });
    await user.click(fields.submit());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We have received several forms from your network');
    const time = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' }).format(retryAt);
    expect(alert).toHaveTextContent(`Please try again at ${time}.`);
    expect(fields.name()).toHaveValue('Layla Hassan');
    expect(fields.message()).toHaveValue('Please call after six.');
    expect(fields.consent()).toBeChecked();

    act(() => useLanguageStore.setState({ chosen: 'ar' }));
    const arabicTime = new Intl.DateTimeFormat('ar-EG', { hour: 'numeric', minute: '2-digit' }).format(retryAt);
    expect(screen.getByRole('alert')).toHaveTextContent(`يُرجى إعادة المحاولة عند الساعة ${arabicTime}.`);
  });
});
