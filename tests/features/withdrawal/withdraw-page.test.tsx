import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { sendEnquiry, toEnquiryPayload } from '@/features/enquiry/api/send-enquiry';
import { initialEnquiryValues } from '#contracts/forms/enquiry-rules';
import { server } from '@/mocks/node';
import { screen, waitFor } from '../../test-utils';
import { openPage } from '../../app/routes/page-helpers';

/** The mock's demo item (src/mocks/handlers/withdrawal.ts). */
const DEMO = { reference: 'SW-DEM00', code: 'DEMW-ABCD-EFGH-JKMN' };
const NOTHING_FOUND = 'We found nothing for this reference and code. Check both and try again.';

const words = {
  en: {
    reference: 'Reference',
    code: 'Code',
    show: 'Show what you hold',
    held: 'What we hold',
    withdraw: 'Withdraw',
    yes: 'Yes, withdraw and delete',
    no: 'No, keep it',
  },
  ar: {
    reference: 'الرقم المرجعي',
    code: 'الرمز',
    show: 'اعرض ما تحتفظون به',
    held: 'ما نحتفظ به',
    withdraw: 'سحب',
    yes: 'نعم، اسحب واحذف نهائيًا',
    no: 'لا، لا أريد السحب',
  },
};

// The page's chunk is transformed on first use; on a busy machine that alone can outlast a query's wait.
beforeAll(() => import('@/app/routes/withdraw'));

async function openWithdrawPage(language: 'en' | 'ar' = 'en') {
  const user = userEvent.setup({ delay: null });
  const view = await openPage('withdraw', language);
  const w = words[language];
  const fields = {
    reference: () => view.main.getByRole('textbox', { name: w.reference }),
    code: () => view.main.getByRole('textbox', { name: w.code }),
  };
  // The fields take typing once the page has hydrated.
  await waitFor(() => expect(fields.reference()).toBeEnabled());
  return { ...view, user, fields, w };
}

async function lookUp(
  { user, fields, main, w }: Awaited<ReturnType<typeof openWithdrawPage>>,
  reference: string,
  code: string,
) {
  // Pasted, as a family copying from its saved file would (and quicker than key by key).
  await user.clear(fields.reference());
  await user.paste(reference);
  await user.clear(fields.code());
  await user.paste(code);
  await user.click(main.getByRole('button', { name: w.show }));
}

/** The answer row of a label in the held answer's lists. */
const answerOf = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

describe('the withdrawal page', () => {
  it('labels its two fields, asks the browser not to fill them, and waits for the script', async () => {
    const { fields } = await openWithdrawPage();
    for (const field of [fields.reference(), fields.code()]) {
      expect(field).toHaveAttribute('autocomplete', 'off');
      expect(field).toHaveAttribute('dir', 'ltr');
    }
    expect(fields.reference()).toHaveAccessibleDescription('As in your confirmation, such as SW-4F7K2.');
  });

  it('shows what is held, read-only, with the form’s labels and the answers in words', async () => {
    const page = await openWithdrawPage();
    await lookUp(page, 'sw-dem00', 'demw abcd efgh jkmn');
    const heading = await page.main.findByRole('heading', { level: 2, name: 'What we hold' });
    expect(heading).toHaveFocus();
    expect(answerOf('Where it stands')).toHaveTextContent('Being handled');
    expect(answerOf('Sent with')).toHaveTextContent('The admissions enquiry form');
    expect(answerOf('Who needs help?')).toHaveTextContent('Someone I care for');
    expect(answerOf('Full name')).toHaveTextContent('Layla Hassan');
    expect(answerOf('Phone number')).toHaveTextContent('+971502223344');
    expect(answerOf('Email address')).toHaveTextContent('Not given');
    expect(answerOf('The one way we should contact you')).toHaveTextContent('WhatsApp');
    expect(answerOf('Days when it is safe to contact you')).toHaveTextContent(
      'Monday, Tuesday, Wednesday, Thursday, and Friday',
    );
    expect(answerOf('Hours when it is safe to contact you')).toHaveTextContent('18:00 to 22:00');
    expect(answerOf('May we leave you a voicemail or a message?')).toHaveTextContent('No, please don’t');
    expect(answerOf('Anything you would like us to know')).toHaveTextContent(
      'My brother has not been himself for months.',
    );
    expect(page.main.queryByRole('textbox', { name: 'Full name' })).not.toBeInTheDocument();
    // Nothing of it is kept in the browser.
    const stored = [localStorage, sessionStorage].flatMap((storage) => Object.values(storage) as string[]).join('\n');
    expect(stored).not.toContain('Layla');
  });

  it('withdraws only after a confirm step, then clears the screen and says it is done', async () => {
    const page = await openWithdrawPage();
    const { user, main, fields } = page;
    await lookUp(page, DEMO.reference, DEMO.code);
    await main.findByRole('heading', { level: 2, name: 'What we hold' });

    await user.click(main.getByRole('button', { name: 'Withdraw' }));
    expect(main.getByRole('heading', { name: 'Withdraw your enquiry for good?' })).toHaveFocus();
    expect(
      main.getByText('This deletes your enquiry, its notes and its history for good. It cannot be undone.'),
    ).toBeVisible();

    // "No" goes back, and the withdraw button has focus again.
    await user.click(main.getByRole('button', { name: 'No, keep it' }));
    expect(main.getByRole('button', { name: 'Withdraw' })).toHaveFocus();

    await user.click(main.getByRole('button', { name: 'Withdraw' }));
    await user.click(main.getByRole('button', { name: 'Yes, withdraw and delete' }));
    const done = await main.findByRole('heading', { name: 'Your enquiry has been withdrawn and deleted.' });
    expect(done).toHaveFocus();
    expect(main.queryByText('Layla Hassan')).not.toBeInTheDocument();
    expect(main.queryByRole('heading', { name: 'What we hold' })).not.toBeInTheDocument();
    expect(fields.reference()).toHaveValue('');
    expect(fields.code()).toHaveValue('');
  });

  it('finds nothing once withdrawn: the code served once', async () => {
    const page = await openWithdrawPage();
    await lookUp(page, DEMO.reference, DEMO.code);
    await page.main.findByRole('heading', { level: 2, name: 'What we hold' });
    await page.user.click(page.main.getByRole('button', { name: 'Withdraw' }));
    await page.user.click(page.main.getByRole('button', { name: 'Yes, withdraw and delete' }));
    await page.main.findByRole('heading', { name: 'Your enquiry has been withdrawn and deleted.' });

    await lookUp(page, DEMO.reference, DEMO.code);
    expect(await page.main.findByRole('alert')).toHaveTextContent(NOTHING_FOUND);
  });

  it('answers a wrong code and an unknown reference with the same neutral message', async () => {
    const page = await openWithdrawPage();
    await lookUp(page, DEMO.reference, 'DEMW-ABCD-EFGH-JKMP');
    const wrongCode = (await page.main.findByRole('alert')).textContent;
    expect(wrongCode).toBe(NOTHING_FOUND);

    await lookUp(page, 'SW-ZZZZZ', DEMO.code);
    await waitFor(() => expect(page.main.getByRole('alert')).toHaveTextContent(NOTHING_FOUND));
    expect(page.main.getByRole('alert').textContent).toBe(wrongCode);
    expect(page.main.queryByRole('heading', { name: 'What we hold' })).not.toBeInTheDocument();
  });

  it('sends what was typed in Arabic-Indic digits and lower case as the contract’s reference and code', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/withdrawal', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ error: 'withdrawal_not_found' }, { status: 404 });
      }),
    );
    const page = await openWithdrawPage('ar');
    await lookUp(page, 'sw-٤f٧k٢', 'abcd-efgh-jk٢٣ ٤٥٦٧');
    await page.main.findByRole('alert');
    expect(bodies).toEqual([{ reference: 'SW-4F7K2', code: 'ABCDEFGHJK234567' }]);
    expect(page.main.getByRole('alert')).toHaveTextContent(
      'لم نجد شيئًا بهذا الرقم المرجعي وهذا الرمز. تحقّق منهما وأعد المحاولة.',
    );
  });

  it('asks for a well-formed reference and code before asking the server, with focus on the first to fix', async () => {
    let calls = 0;
    server.use(
      http.post('*/api/withdrawal', () => {
        calls += 1;
        return HttpResponse.json({}, { status: 404 });
      }),
    );
    const page = await openWithdrawPage();
    await lookUp(page, 'SW-12', 'ABCD');
    expect(page.fields.reference()).toHaveFocus();
    expect(page.fields.reference()).toHaveAccessibleDescription(
      expect.stringContaining('Enter the reference from your confirmation'),
    );
    expect(page.fields.code()).toHaveAccessibleDescription(
      expect.stringContaining('Enter the 16-character code from your confirmation.'),
    );
    expect(calls).toBe(0);
  });

  it.each([
    ['en', 'en-US', (time: string) => `Please try again at ${time}.`],
    ['ar', 'ar-EG', (time: string) => `يُرجى إعادة المحاولة عند الساعة ${time}.`],
  ] as const)('says when to try again after too many attempts, in %s', async (language, locale, tryAgain) => {
    const retryAt = new Date(Date.now() + 15 * 60 * 1000);
    server.use(
      http.post('*/api/withdrawal', () =>
        HttpResponse.json(
          { error: 'withdrawal_limited', retryAt: retryAt.toISOString() },
          { status: 429, headers: { 'Retry-After': '900' } },
        ),
      ),
    );
    const page = await openWithdrawPage(language);
    await lookUp(page, DEMO.reference, DEMO.code);
    const time = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' }).format(retryAt);
    expect(await page.main.findByRole('alert')).toHaveTextContent(tryAgain(time));
  });

  it('works in Arabic from start to end, with the stage and the answers in Arabic words', async () => {
    const page = await openWithdrawPage('ar');
    const { user, main } = page;
    await lookUp(page, DEMO.reference, DEMO.code);
    expect(await main.findByRole('heading', { level: 2, name: 'ما نحتفظ به' })).toHaveFocus();
    expect(answerOf('المرحلة الحالية')).toHaveTextContent('قيد المتابعة');
    expect(answerOf('من يحتاج إلى المساعدة؟')).toHaveTextContent('شخص يهمّني أمره');
    expect(answerOf('الساعات التي يمكننا التواصل معك فيها بأمان')).toHaveTextContent('من ١٨:٠٠ إلى ٢٢:٠٠');
    await user.click(main.getByRole('button', { name: 'سحب' }));
    expect(main.getByText('يُحذف بذلك استفسارك وملاحظاته وتاريخه نهائيًا، ولا يمكن التراجع عن ذلك.')).toBeVisible();
    await user.click(main.getByRole('button', { name: 'نعم، اسحب واحذف نهائيًا' }));
    expect(await main.findByRole('heading', { name: 'سُحب استفسارك وحُذف.' })).toHaveFocus();
    expect(main.queryByText('Layla Hassan')).not.toBeInTheDocument();
  });

  it('opens an enquiry just sent with the code its confirmation gave, and names the states in plain words', async () => {
    const sent = await sendEnquiry(
      toEnquiryPayload(
        {
          ...initialEnquiryValues,
          forWhom: 'self',
          name: 'Omar Saleh',
          country: 'SA',
          phone: '0501234567',
          contactMethod: 'phone',
          programme: 'addiction',
          consent: true,
        },
        'en',
      ),
    );
    const page = await openWithdrawPage();
    await lookUp(page, sent.reference ?? '', sent.withdrawalCode ?? '');
    await page.main.findByRole('heading', { name: 'What we hold' });
    expect(answerOf('Where it stands')).toHaveTextContent(
      'ReceivedWhat you sent has reached us, and we have not contacted you yet.',
    );
    expect(answerOf('Full name')).toHaveTextContent('Omar Saleh');
    expect(answerOf('Who needs help?')).toHaveTextContent('Me');
  });

  it('shows a contact message under the contact form’s labels, and speaks of “your message”', async () => {
    const held = {
      reference: 'SC-2B8HD',
      kind: 'contact',
      receivedAt: '2026-11-22T08:00:00.000Z',
      language: 'en',
      state: 'closed',
      fields: { name: 'Omar Saleh', contact: 'omar@example.com', subject: 'A visit', message: 'Friday?', website: 'x' },
    };
    server.use(
      http.post('*/api/withdrawal', () => HttpResponse.json(held)),
      http.post('*/api/withdrawal/confirm', () => new HttpResponse(null, { status: 204 })),
    );
    const page = await openWithdrawPage();
    await lookUp(page, held.reference, DEMO.code);
    await page.main.findByRole('heading', { name: 'What we hold' });
    expect(answerOf('Sent with')).toHaveTextContent('The contact form');
    expect(answerOf('Where it stands')).toHaveTextContent('Closed');
    expect(answerOf('Email address or phone number')).toHaveTextContent('omar@example.com');
    expect(answerOf('Subject')).toHaveTextContent('A visit');
    expect(answerOf('Your message')).toHaveTextContent('Friday?');
    expect(answerOf('A hidden anti-spam field (filled in automatically)')).toHaveTextContent('x');
    await page.user.click(page.main.getByRole('button', { name: 'Withdraw' }));
    expect(page.main.getByRole('heading', { name: 'Withdraw your message for good?' })).toHaveFocus();
    await page.user.click(page.main.getByRole('button', { name: 'Yes, withdraw and delete' }));
    expect(
      await page.main.findByRole('heading', { name: 'Your message has been withdrawn and deleted.' }),
    ).toHaveFocus();
  });

  it('keeps what is shown in step with the fields: changing one clears it', async () => {
    const page = await openWithdrawPage();
    await lookUp(page, DEMO.reference, DEMO.code);
    await page.main.findByRole('heading', { name: 'What we hold' });
    await page.user.type(page.fields.code(), 'X');
    expect(page.main.queryByRole('heading', { name: 'What we hold' })).not.toBeInTheDocument();
    expect(page.main.queryByText('Layla Hassan')).not.toBeInTheDocument();
  });

  it('says plainly when the server fails while withdrawing, and keeps the confirm step', async () => {
    const page = await openWithdrawPage();
    await lookUp(page, DEMO.reference, DEMO.code);
    await page.main.findByRole('heading', { name: 'What we hold' });
    server.use(http.post('*/api/withdrawal/confirm', () => HttpResponse.json({}, { status: 500 })));
    await page.user.click(page.main.getByRole('button', { name: 'Withdraw' }));
    await page.user.click(page.main.getByRole('button', { name: 'Yes, withdraw and delete' }));
    expect(await page.main.findByRole('alert')).toHaveTextContent('Something went wrong on our side');
    expect(page.main.getByRole('button', { name: 'Yes, withdraw and delete' })).toBeInTheDocument();
  });
});
