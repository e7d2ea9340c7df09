import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { AdmissionsEnquiryForm } from '@/features/enquiry/components/admissions-enquiry-form';
import { render, screen } from '../../../test-utils';
import { confirmation, fields, PATH } from './admissions-form-kit';
import { recordPosts, seedDraft } from './form-test-kit';
import { ENQUIRY_DRAFT_KEY } from '@/features/enquiry/drafts/enquiry-draft';

/** PHQ-9, 16 of 27: the self-check's result handed to the form in this tab's history entry. */
const PHQ9 = { screener: 'phq9', answers: [2, 2, 2, 2, 2, 2, 2, 1, 1] };

/** The form opened from a self-check's "Send my answers with an enquiry", with the required answers restored. */
function openWith(state: unknown) {
  seedDraft(ENQUIRY_DRAFT_KEY, { forWhom: 'someone-else', name: 'Layla Hassan', phone: '050 123 4567' });
  return render(
    <MemoryRouter initialEntries={[{ pathname: '/admissions', state }]}>
      <AdmissionsEnquiryForm />
    </MemoryRouter>,
  );
}

describe('self-check answers sent with an enquiry', () => {
  it('says which answers go with it, and sends them with the enquiry', async () => {
    const user = userEvent.setup();
    const bodies = recordPosts(PATH);
    openWith({ selfCheck: PHQ9 });
    expect(
      screen.getByText(
        'Your PHQ-9 (low mood and depression) answers go with this enquiry (16 of 27: Moderately severe), for the team to read before they call.',
      ),
    ).toBeVisible();
    await user.click(fields.consent());
    await user.click(fields.submit());
    await confirmation();
    expect(bodies).toEqual([expect.objectContaining({ selfCheck: PHQ9 })]);
  });

  it('keeps them back when the visitor says so', async () => {
    const user = userEvent.setup();
    const bodies = recordPosts(PATH);
    openWith({ selfCheck: PHQ9 });
    await user.click(screen.getByRole('button', { name: 'Don’t send my answers' }));
    expect(screen.queryByText(/answers go with this enquiry/)).toBeNull();
    await user.click(fields.consent());
    await user.click(fields.submit());
    await confirmation();
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).not.toHaveProperty('selfCheck');
  });

  it('offers nothing for answers that are not a whole questionnaire', async () => {
    const user = userEvent.setup();
    const bodies = recordPosts(PATH);
    openWith({ selfCheck: { screener: 'phq9', answers: [3, 3] } });
    expect(screen.queryByText(/answers go with this enquiry/)).toBeNull();
    await user.click(fields.consent());
    await user.click(fields.submit());
    await confirmation();
    expect(bodies[0]).not.toHaveProperty('selfCheck');
  });
});
