import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { API_PATHS } from '#contracts/api-paths';
import { pageMeta } from '@/content/page-meta';
import { server } from '@/mocks/node';
import { sessionReference } from '@/mocks/session';
import { useUserStore } from '@/stores/use-user-store';
import { renderApp, screen, within } from '../../test-utils';
import { MOCK_FAMILY_LINK_TOKEN } from '@/mocks/handlers/family';
import { DEMO_FAMILY } from './sign-in-family';

const setupUser = () => userEvent.setup({ delay: null });

const WORDS = {
  en: {
    section: 'Your enquiry',
    reference: 'Reference',
    code: 'Code',
    submit: 'Open my enquiry',
    staff: 'Care team',
    wrongPair: 'This reference and code do not match. Check both and try again.',
    referenceInvalid: 'Enter the reference from your confirmation: two letters, a dash, then five letters or digits.',
    standing: 'We are trying to reach you at the times you chose.',
    lostCode: 'Lost your code?',
    sendLink: 'Send me a login link',
    linkSent: /^If this reference is yours and email is the way you chose to be contacted, the link is on its way\./,
    linkRefused: /This login link was used already or has expired\./,
  },
  ar: {
    section: 'استفساركم',
    reference: 'الرقم المرجعي',
    code: 'الرمز',
    submit: 'فتح استفساري',
    staff: 'فريق الرعاية',
    wrongPair: 'الرقم المرجعي والرمز غير متطابقين. تحقّقوا منهما وأعيدوا المحاولة.',
    referenceInvalid: 'أدخلوا الرقم المرجعي الوارد في رسالة التأكيد: حرفان لاتينيان وشَرطة، ثم خمسة أحرف أو أرقام.',
    standing: 'نحاول التواصل معكم في الأوقات التي اخترتموها.',
    lostCode: 'فقدتم الرمز؟',
    sendLink: 'إرسال رابط الدخول',
    linkSent:
      /^إن كان هذا الرقم المرجعي لكم وكان البريد الإلكتروني وسيلة التواصل التي اخترتموها، فالرابط في طريقه إليكم\./,
    linkRefused: /استُخدم رابط الدخول هذا من قبل أو انتهت صلاحيته\./,
  },
} as const;

const familySection = (language: 'en' | 'ar') => screen.getByRole('region', { name: WORDS[language].section });

async function fill(language: 'en' | 'ar', reference: string, code: string) {
  const user = setupUser();
  const section = within(familySection(language));
  const words = WORDS[language];
  await user.type(section.getByRole('textbox', { name: words.reference }), reference);
  await user.type(section.getByRole('textbox', { name: words.code }), code);
  await user.click(section.getByRole('button', { name: words.submit }));
}

describe.each(['en', 'ar'] as const)('the family’s way in on the login page (%s)', (language) => {
  const words = WORDS[language];

  it('sits beside the staff sign-in, each a section under its own heading', async () => {
    renderApp({ route: '/login', language });
    expect(await screen.findByRole('heading', { level: 2, name: words.section })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: words.staff })).toBeInTheDocument();
    expect(familySection(language)).toBeInTheDocument();
  });

  it('opens the enquiry with the code typed in lower case, Arabic-Indic digits and spaces, and lands on its home', async () => {
    renderApp({ route: '/login', language });
    await screen.findByRole('heading', { level: 2, name: words.section });
    await fill(language, ' sw dem٠٠ ', 'demw abcd efgh jkmn');
    expect(await screen.findByText(words.standing)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: pageMeta.protected.heading[language] })).toBeVisible();
    // Only the reference is kept in the browser; the session is the mock's "cookie".
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual({
      role: 'family',
      reference: DEMO_FAMILY.reference,
    });
    expect(useUserStore.getState().user).toBeNull();
    expect(sessionReference()).toBe(DEMO_FAMILY.reference);
  });

  it('says plainly that the pair does not match, and keeps what was typed', async () => {
    renderApp({ route: '/login', language });
    await screen.findByRole('heading', { level: 2, name: words.section });
    await fill(language, DEMO_FAMILY.reference, 'DEMW-ABCD-EFGH-JKMP');
    expect(await within(familySection(language)).findByText(words.wrongPair)).toBeInTheDocument();
    expect(within(familySection(language)).getByRole('textbox', { name: words.code })).toHaveValue(
      'DEMW-ABCD-EFGH-JKMP',
    );
    expect(useUserStore.getState().family).toBeNull();
  });

  it('after too many tries, says when to try again', async () => {
    server.use(
      http.post(`*${API_PATHS.familyLogin}`, () =>
        HttpResponse.json({ error: 'too_many_attempts', retryAt: '2030-01-01T09:45:00.000Z' }, { status: 429 }),
      ),
    );
    renderApp({ route: '/login', language });
    await screen.findByRole('heading', { level: 2, name: words.section });
    await fill(language, DEMO_FAMILY.reference, DEMO_FAMILY.code);
    const alert = await within(familySection(language)).findByRole('alert');
    expect(alert).toHaveTextContent(
      language === 'en' ? /too many tries.*Please try again at/ : /تجاوزت المحاولات.*عند الساعة/,
    );
  });

  it('checks the fields before sending and puts the focus on the first to fix', async () => {
    renderApp({ route: '/login', language });
    await screen.findByRole('heading', { level: 2, name: words.section });
    await fill(language, 'nonsense', DEMO_FAMILY.code);
    const reference = within(familySection(language)).getByRole('textbox', { name: words.reference });
    expect(reference).toHaveFocus();
    expect(reference).toHaveAccessibleDescription(expect.stringContaining(words.referenceInvalid));
  });

  it('asks for a login link with the reference alone, read as typed, and says what happens without saying whether one went', async () => {
    const asked: unknown[] = [];
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === API_PATHS.familyLink)
        void request
          .clone()
          .json()
          .then((body) => asked.push(body));
    });
    const user = setupUser();
    renderApp({ route: '/login', language });
    await screen.findByRole('heading', { level: 2, name: words.section });
    const section = within(familySection(language));
    await user.click(section.getByText(words.lostCode));
    const lost = section.getByText(words.lostCode).closest('details') as HTMLElement;
    await user.type(
      within(lost).getByRole('textbox', {
        name: language === 'en' ? 'Reference for the link' : 'الرقم المرجعي لإرسال الرابط',
      }),
      ' sw dem٠٠ ',
    );
    await user.click(within(lost).getByRole('button', { name: words.sendLink }));
    expect(await within(lost).findByText(words.linkSent)).toBeInTheDocument();
    expect(asked).toEqual([{ reference: DEMO_FAMILY.reference }]);
    // Nobody is signed in by asking.
    expect(useUserStore.getState().family).toBeNull();
    server.events.removeAllListeners();
  });

  it('opens the enquiry from the link in its email', async () => {
    renderApp({ route: `/login#family-link=${MOCK_FAMILY_LINK_TOKEN}`, language });
    expect(await screen.findByText(words.standing)).toBeInTheDocument();
    expect(useUserStore.getState().family).toEqual({ role: 'family', reference: DEMO_FAMILY.reference });
  });

  it('says plainly that a used or expired link opens nothing, and offers the other ways in', async () => {
    renderApp({ route: `/login#family-link=${MOCK_FAMILY_LINK_TOKEN.replace('demo', 'used')}`, language });
    const alert = await within(familySection(language)).findByRole('alert');
    expect(alert).toHaveTextContent(words.linkRefused);
    expect(useUserStore.getState().family).toBeNull();
    expect(within(familySection(language)).getByRole('textbox', { name: words.code })).toBeEnabled();
  });
});
