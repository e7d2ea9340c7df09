import { http, HttpResponse } from 'msw';
import { Route, Routes, useLocation } from 'react-router-dom';
import { AdmissionsEnquiryForm } from '@/features/enquiry/components/admissions-enquiry-form';
import { ContactForm } from '@/features/enquiry/components/contact-form';
import { CONTACT_DRAFT_KEY } from '@/features/enquiry/drafts/contact-draft';
import { ENQUIRY_DRAFT_KEY } from '@/features/enquiry/drafts/enquiry-draft';
import { server } from '@/mocks/node';
import { useUserStore } from '@/stores/use-user-store';
import { renderWithRouter, screen, within } from '../../../test-utils';
import { confirmation, fields } from './admissions-form-kit';
import { answerPosts, seedDraft, setupUser, storedForm, stubScrollIntoView } from './form-test-kit';

stubScrollIntoView();

function Landed() {
  return <p>Landed on {useLocation().pathname}</p>;
}

/** The form on a page of its own, and where a family lands once signed in. */
function renderEnquiry() {
  seedDraft(ENQUIRY_DRAFT_KEY, { forWhom: 'someone-else', name: 'Layla Hassan', phone: '050 123 4567' });
  renderWithRouter(
    <Routes>
      <Route path="/" element={<AdmissionsEnquiryForm />} />
      <Route path="/protected" element={<Landed />} />
    </Routes>,
  );
}

describe('booking a call right after the enquiry', () => {
  it('opens the family’s own space with the reference and code just shown, only when asked', async () => {
    const user = setupUser();
    const logins: unknown[] = [];
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === '/api/family/login') logins.push(request.method);
    });
    onTestFinished(() => server.events.removeAllListeners());
    renderEnquiry();
    await user.click(fields.consent());
    await user.click(fields.submit());
    await confirmation();
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('If you wish, you can book a time for our call now.');
    // Sending signs nobody in.
    expect(logins).toEqual([]);
    expect(useUserStore.getState().family).toBeNull();

    await user.click(within(status).getByRole('button', { name: 'Book a call' }));
    expect(await screen.findByText('Landed on /protected')).toBeInTheDocument();
    expect(logins).toEqual(['POST']);
    expect(useUserStore.getState().family).toEqual({ role: 'family', reference: expect.stringMatching(/^SW-/) });
  });

  it('says the enquiry is safe when the space cannot open, and stays on the confirmation', async () => {
    const user = setupUser();
    server.use(http.post('*/api/family/login', () => HttpResponse.json({ message: 'Boom' }, { status: 500 })));
    renderEnquiry();
    await user.click(fields.consent());
    await user.click(fields.submit());
    await confirmation();
    await user.click(screen.getByRole('button', { name: 'Book a call' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your enquiry is sent and safe, but booking could not open just now. Log in later with your reference and code to book.',
    );
    expect(screen.getByRole('button', { name: 'Book a call' })).toBeEnabled();
    expect(useUserStore.getState().family).toBeNull();
  });

  it('is not offered for a contact message, which has no call to book', async () => {
    const user = setupUser();
    answerPosts('/api/contact', storedForm('SC-4F7K2'));
    seedDraft(CONTACT_DRAFT_KEY, {
      name: 'Omar Saleh',
      contact: 'omar@example.com',
      subject: 'A visit',
      message: 'Can my family visit on Friday?',
    });
    renderWithRouter(<ContactForm />);
    await user.click(screen.getByRole('checkbox', { name: /privacy policy/ }));
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await screen.findByRole('heading', { name: 'Thank you. Your message has reached us.' });
    // The code is shown as for an enquiry; the booking is not.
    expect(screen.getByRole('status')).toHaveTextContent('Your withdrawal code');
    expect(screen.queryByRole('button', { name: 'Book a call' })).toBeNull();
  });
});
