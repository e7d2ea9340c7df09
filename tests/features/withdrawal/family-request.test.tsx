import userEvent from '@testing-library/user-event';
import { CONSENT_VERSION } from '#contracts/consent';
import { waitFor, within } from '../../test-utils';
import { openPage } from '../../app/routes/page-helpers';
import { captureDownloads } from '../../captured-downloads';

/** The mock's demo item (src/mocks/handlers/withdrawal.ts). */
const DEMO = { reference: 'SW-DEM00', code: 'DEMW-ABCD-EFGH-JKMN' };

const words = {
  en: {
    reference: 'Reference',
    code: 'Code',
    show: 'Show what you hold',
    kind: 'What would you like?',
    note: 'A note (optional)',
    send: 'Send the request',
    readable: 'Download the copy to read',
    machine: 'Download the data (JSON)',
  },
  ar: {
    reference: 'الرقم المرجعي',
    code: 'الرمز',
    show: 'اعرض ما تحتفظون به',
    kind: 'ما الذي تطلبه؟',
    note: 'ملاحظة (اختيارية)',
    send: 'إرسال الطلب',
    readable: 'تنزيل النسخة للقراءة',
    machine: 'تنزيل البيانات (JSON)',
  },
};

beforeAll(() => import('@/app/routes/withdraw'));
/** The page with the demo item's held answer shown, and its request form under it. */
async function heldPage(language: 'en' | 'ar' = 'en', code = DEMO.code) {
  const user = userEvent.setup({ delay: null });
  const view = await openPage('withdraw', language);
  const w = words[language];
  const reference = () => view.main.getByRole('textbox', { name: w.reference });
  await waitFor(() => expect(reference()).toBeEnabled());
  await user.click(reference());
  await user.paste(DEMO.reference);
  await user.click(view.main.getByRole('textbox', { name: w.code }));
  await user.paste(code);
  await user.click(view.main.getByRole('button', { name: w.show }));
  const request = await view.main.findByRole('region', {
    name: language === 'en' ? 'A request about your data' : 'طلب بشأن بياناتك',
  });
  return { ...view, user, w, request: within(request) };
}

describe('a family’s request on the withdrawal page', () => {
  it('offers the five kinds with a labelled note, a copy first', async () => {
    const { request, w } = await heldPage();
    const kind = request.getByRole('combobox', { name: w.kind });
    expect(kind).toHaveValue('copy');
    expect(
      within(kind)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['See my data', 'A copy of my data', 'Correct my data', 'Erase my data', 'Object to the use of my data']);
    expect(request.getByRole('textbox', { name: w.note })).toHaveAccessibleDescription(
      'For a correction, say what is wrong and what it should say.',
    );
  });

  it('hands over a copy at once: a file to read in Arabic and English, and the JSON', async () => {
    const downloads = captureDownloads();
    try {
      const { request, user, w, main } = await heldPage();
      await user.click(request.getByRole('button', { name: w.send }));
      const done = await main.findByRole('heading', { name: 'Your copy is ready' });
      await waitFor(() => expect(done).toHaveFocus());
      await user.click(main.getByRole('button', { name: w.readable }));
      await user.click(main.getByRole('button', { name: w.machine }));
      const [readable, machine] = await downloads.texts();
      expect(readable).toContain('Name: Layla Hassan');
      expect(readable).toContain('الاسم: \u2068Layla Hassan\u2069');
      expect(readable).toContain('The consent you gave with the form\nGiven (UTC): ');
      expect(JSON.parse(machine ?? '')).toMatchObject({
        reference: DEMO.reference,
        fields: { name: 'Layla Hassan' },
        consent: { form: 'enquiry', version: CONSENT_VERSION },
        selfCheck: null,
      });
    } finally {
      downloads.restore();
    }
  });

  it('says when the centre will answer a correction, in Arabic with its dates', async () => {
    const { request, user, w, main } = await heldPage('ar');
    await user.selectOptions(request.getByRole('combobox', { name: w.kind }), 'correction');
    await user.type(request.getByRole('textbox', { name: w.note }), 'رقم الهاتف تغيّر');
    await user.click(request.getByRole('button', { name: w.send }));
    expect(await main.findByRole('heading', { name: 'تسلّمنا طلبك' })).toBeInTheDocument();
    expect(main.getByText(/وسنردّ عليك في موعد أقصاه .*[٠-٩]/)).toBeInTheDocument();
  });
});
