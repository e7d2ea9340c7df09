import type { UserEvent } from '@testing-library/user-event';
import { AdmissionsEnquiryForm } from '@/features/enquiry/components/admissions-enquiry-form';
import { ENQUIRY_DRAFT_KEY } from '@/features/enquiry/drafts/enquiry-draft';
import { renderWithRouter, screen } from '../../../test-utils';
import { cachedQueries, fill, seedDraft, textbox } from './form-test-kit';

/** What the admissions enquiry's tests share (the form's own; form-test-kit has what both forms share). */
export const PATH = '/api/enquiries';

export const renderForm = () => renderWithRouter(<AdmissionsEnquiryForm />);

export const fields = cachedQueries({
  name: () => textbox('Full name'),
  phone: () => textbox('Phone number'),
  country: () => screen.getByRole('combobox', { name: 'Country code' }),
  email: () => textbox(/^Email address/),
  message: () => textbox(/^Anything you would like us to know/),
  consent: () => screen.getByRole('checkbox', { name: /privacy policy/ }),
  submit: () => screen.getByRole('button', { name: 'Send my enquiry' }),
});

/** Fills the required fields the way a visitor does. */
export async function fillValid(user: UserEvent) {
  await user.click(screen.getByRole('radio', { name: 'Someone I care for' }));
  await fill(user, fields.name(), 'Layla Hassan');
  await fill(user, fields.phone(), '050 123 4567');
  await user.click(fields.consent());
}

/**
 * Opens the form with the required answers restored from this tab's draft (typing them is
 * covered by the cases that fill the form), so a case about sending starts at the consent box.
 */
export async function renderFilled(user: UserEvent, draft: object = {}) {
  seedDraft(ENQUIRY_DRAFT_KEY, { forWhom: 'someone-else', name: 'Layla Hassan', phone: '050 123 4567', ...draft });
  const result = renderForm();
  await user.click(fields.consent());
  return result;
}

export const confirmation = () => screen.findByRole('heading', { name: 'Thank you. Your enquiry has reached us.' });
