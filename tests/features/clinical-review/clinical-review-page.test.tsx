import userEvent from '@testing-library/user-event';
import { preloadPage } from '@/app/router';
import { server } from '@/mocks/node';
import { startMockSession } from '@/mocks/session';
import { staff } from '@/mocks/staff';
import { useUserStore } from '@/stores/use-user-store';
import { screen, within } from '../../test-utils';
import { renderStaffApp } from '../../staff-app';

const PAGE = '/protected/clinical-review';
const reviewer = () => staff.accounts.find((one) => one.role === 'clinical')!;

/** Bodies posted to a decision, in order. */
let posted: unknown[] = [];
const record = async ({ request }: { request: Request }) => {
  if (request.method === 'POST' && new URL(request.url).pathname.startsWith('/api/clinical/'))
    posted.push(await request.clone().json());
};

beforeAll(() => preloadPage(PAGE), 60_000);
beforeEach(() => {
  const { id, name, email, role, language } = reviewer();
  startMockSession(id);
  useUserStore.getState().setUser({ id, name, email, role, language });
  posted = [];
  server.events.on('request:start', record);
});
afterEach(() => {
  server.events.removeListener('request:start', record);
});

const caseOf = (reference: string) => screen.findByRole('article', { name: reference });

describe('the clinical review page', () => {
  it('shows a reviewer the booked assessment with the family’s words and clinical details, never their name or phone', async () => {
    renderStaffApp(PAGE);
    expect(await screen.findByRole('heading', { level: 1, name: 'Clinical Review' })).toBeInTheDocument();
    const article = await caseOf('SW-7TD4P');
    expect(within(article).getByText('The family’s words')).toBeInTheDocument();
    expect(within(article).getByText('Arabic')).toBeInTheDocument();
    // When the assessment is: the demo's, booked 16 days and 2 hours on (src/contracts/demo.ts).
    expect(within(article).getByText(/^Assessment: /)).toHaveTextContent(/^Assessment: \w{3} \d{1,2}, \d{4}, \d\d:00$/);
    expect(screen.getByText('Waiting for a decision: 1')).toBeInTheDocument();
    expect(document.body.textContent).not.toContain('عبدالله');
    expect(document.body.textContent).not.toContain('551234567');
    const mainNav = await screen.findByRole('navigation', { name: 'Main' });
    expect(await within(mainNav).findByRole('link', { name: 'Clinical Review' })).toBeInTheDocument();
    expect(screen.queryAllByRole('link', { name: 'Admissions Inbox' })).toEqual([]);
  });

  it('asks for the decision, the alternatives of a referral and the reason before sending, then records it', async () => {
    const user = userEvent.setup();
    renderStaffApp(PAGE);
    const article = await caseOf('SW-7TD4P');
    const save = within(article).getByRole('button', { name: 'Record the decision' });
    await user.click(save);
    expect(within(article).getByText('Choose a decision.')).toBeInTheDocument();
    expect(within(article).getByText('Say why.')).toBeInTheDocument();

    await user.click(within(article).getByRole('radio', { name: 'Refer elsewhere' }));
    await user.type(within(article).getByRole('textbox', { name: /^Reason/ }), 'Needs a medical detox first.');
    await user.click(save);
    expect(within(article).getByText('Say which alternatives were given.')).toBeInTheDocument();
    expect(within(article).getByRole('textbox', { name: /^Alternatives/ })).toHaveFocus();
    expect(posted).toEqual([]);

    await user.type(within(article).getByRole('textbox', { name: /^Alternatives/ }), 'A hospital detox unit.');
    await user.click(save);
    expect(await screen.findByText(/^The decision on \u2066SW-7TD4P\u2069 is recorded\.$/)).toBeInTheDocument();
    expect(posted).toEqual([
      { decision: 'referElsewhere', alternatives: 'A hospital detox unit.', reason: 'Needs a medical detox first.' },
    ]);
    expect(await screen.findByText('No enquiry is waiting for a clinical decision.')).toBeInTheDocument();
    expect(screen.getByText('Waiting for a decision: 0')).toBeInTheDocument();
  });

  it('speaks Arabic with Arabic-Indic digits', async () => {
    renderStaffApp(PAGE, 'ar');
    expect(await screen.findByRole('heading', { level: 1, name: 'المراجعة السريرية' })).toBeInTheDocument();
    const article = await caseOf('SW-7TD4P');
    expect(within(article).getByRole('radio', { name: 'إحالة إلى جهة أخرى' })).toBeInTheDocument();
    expect(within(article).getByText(/^موعد التقييم: /)).toHaveTextContent(
      /^موعد التقييم: [٠-٩]{1,2} \S+ [٠-٩]{4}، [٠-٩]{2}:٠٠$/,
    );
    expect(screen.getByText('بانتظار القرار: ١')).toBeInTheDocument();
  });
});
