import { ContactForm } from '@/features/enquiry/components/contact-form';
import { CONTACT_DRAFT_KEY } from '@/features/enquiry/drafts/contact-draft';
import { useLanguageStore } from '@/stores/use-language-store';
import { act, renderWithRouter, screen, within } from '../../test-utils';
import { confirmation, fields, PATH, renderFilled } from '../enquiry/components/admissions-form-kit';
import { answerPosts, seedDraft, setupUser, stubScrollIntoView } from '../enquiry/components/form-test-kit';

stubScrollIntoView();

const REFERENCE = 'SW-4F7K2';
const CODE = 'ABCD-EFGH-JKMN-PQRS';
/** The code as one piece of text, though a narrow column may break it between its groups. */
const theCode = (_: string, element: Element | null) => element?.tagName === 'BDI' && element.textContent === CODE;

/** The server's 201, with the code as the contract shapes it (any case and dashes are read alike). */
const stored =
  (withdrawalCode: unknown, reference = REFERENCE) =>
  () =>
    Response.json({ reference, withdrawalCode }, { status: 201 });

/** Captures the file "Save as text" hands over: its name and its text. */
function catchDownloads() {
  const files: { name: string; text: Promise<string> }[] = [];
  let pending: Blob | undefined;
  vi.stubGlobal(
    'URL',
    Object.assign(class extends URL {}, {
      createObjectURL: (blob: Blob) => {
        pending = blob;
        return 'blob:withdrawal-code';
      },
      revokeObjectURL: vi.fn(),
    }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (this.href === 'blob:withdrawal-code' && pending)
      files.push({ name: this.download, text: pending.text().then((text) => text.replace(/^\uFEFF/, '')) });
  });
  return files;
}

async function sendAdmissionsEnquiry(answer: () => Response) {
  const user = setupUser();
  answerPosts(PATH, answer);
  await renderFilled(user);
  await user.click(fields.submit());
  await confirmation();
  return { user, status: screen.getByRole('status') };
}

describe('the confirmation’s withdrawal code', () => {
  it('shows the code once, in groups, left to right, beside the reference, with how to keep it', async () => {
    const { status } = await sendAdmissionsEnquiry(stored('abcd efgh-jkmn pqrs'));
    expect(status).toHaveTextContent(`Your reference: ${REFERENCE}`);
    const shown = within(status).getAllByText(theCode);
    expect(shown).toHaveLength(1);
    expect(shown[0]?.tagName).toBe('BDI');
    expect(shown[0]).toHaveAttribute('dir', 'ltr');
    expect(shown[0]).toHaveClass('font-mono');
    expect(status).toHaveTextContent(`Your withdrawal code: ${CODE}`);
    expect(status).toHaveTextContent(
      'Keep this code somewhere private: with the reference, it lets you see and withdraw your enquiry at any time. We cannot show it again.',
    );
    expect(within(status).getByRole('link', { name: 'Withdraw an enquiry' })).toHaveAttribute('href', '/withdraw');
    expect(within(status).getByRole('button', { name: 'Save as text' })).toBeInTheDocument();
    expect(within(status).getByRole('button', { name: 'Print' })).toBeInTheDocument();
  });

  it('keeps the code nowhere: not in the draft, not in any storage', async () => {
    await sendAdmissionsEnquiry(stored(CODE));
    const everything = [localStorage, sessionStorage].flatMap((storage) =>
      Object.keys(storage).map((key) => `${key}=${storage.getItem(key)}`),
    );
    expect(everything.join('\n')).not.toMatch(/ABCD.?EFGH/i);
  });

  it('saves a small text file made in the browser: reference, code and the withdrawal page’s address', async () => {
    const files = catchDownloads();
    const { user, status } = await sendAdmissionsEnquiry(stored(CODE));
    await user.click(within(status).getByRole('button', { name: 'Save as text' }));
    expect(files).toHaveLength(1);
    expect(files[0]?.name).toBe(`${REFERENCE}.txt`);
    const text = await files[0]?.text;
    expect(text).toContain(`Reference: ${REFERENCE}`);
    expect(text).toContain(`Withdrawal code: ${CODE}`);
    expect(text).toContain(`${window.location.origin}/withdraw`);
    expect(text).toContain('We cannot show it again.');
  });

  it('says it all in Arabic, and saves the file in Arabic with the Arabic page’s address', async () => {
    const files = catchDownloads();
    const { user, status } = await sendAdmissionsEnquiry(stored(CODE));
    act(() => useLanguageStore.setState({ chosen: 'ar' }));
    expect(status).toHaveTextContent(`رمز السحب الخاص بك: ${CODE}`);
    expect(status).toHaveTextContent('احفظ هذا الرمز في مكان خاص');
    expect(within(status).getByRole('link', { name: 'سحب استفسار' })).toHaveAttribute('href', '/ar/withdraw');
    await user.click(within(status).getByRole('button', { name: 'حفظ كملف نصي' }));
    const text = await files[0]?.text;
    expect(text).toContain(`الرقم المرجعي: \u2066${REFERENCE}\u2069`);
    expect(text).toContain(`رمز السحب: \u2066${CODE}\u2069`);
    expect(text).toContain(`${window.location.origin}/ar/withdraw`);
  });

  it('prints the page on "Print"', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const { user, status } = await sendAdmissionsEnquiry(stored(CODE));
    await user.click(within(status).getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a code outside the alphabet', 'IIII-OOOO-1111-0000', REFERENCE],
    ['a code of the wrong length', 'ABCD-EFGH', REFERENCE],
    ['markup', '<b>ABCD-EFGH-JKMN-PQRS</b>', REFERENCE],
    ['no code', undefined, REFERENCE],
    ['no reference to go with the code', CODE, 'nonsense'],
  ])(
    'reads an answer with %s as no receipt: no code shown, the form kept to send again',
    async (_, code, reference) => {
      const user = setupUser();
      answerPosts(PATH, stored(code, reference));
      await renderFilled(user);
      await user.click(fields.submit());
      expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side');
      expect(screen.queryByText(theCode)).not.toBeInTheDocument();
      expect(within(screen.getByRole('alert')).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    },
  );

  it('speaks of "your message" after the contact form', async () => {
    const user = setupUser();
    answerPosts('/api/contact', stored(CODE, 'SC-2B8HD'));
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
    const status = screen.getByRole('status');
    expect(within(status).getAllByText(theCode)).toHaveLength(1);
    expect(status).toHaveTextContent('it lets you see and withdraw your message at any time');
  });
});
