import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { preloadPage } from '@/app/router';
import { server } from '@/mocks/node';
import { regulatorDueAt, type Breach } from '#contracts/breaches';
import { screen, signInDemo, within } from '../../test-utils';
import { renderStaffApp } from '../../staff-app';
import { recordRequests } from '../../sent-requests';

const HOUR = 3_600_000;

/** An entry found `hoursAgo`, its notice to the regulator not yet sent. */
function entry(hoursAgo: number): Breach {
  const foundAt = new Date(Date.now() - hoursAgo * HOUR).toISOString();
  return {
    id: '7',
    description: 'A list was printed and left on a desk.',
    foundAt,
    references: ['SW-4F7K2'],
    data: ['names', 'healthDetails'],
    status: 'open',
    regulatorDueAt: regulatorDueAt(foundAt),
    regulatorNotifiedAt: null,
    tellFamilies: null,
    familiesReason: '',
    familiesNotifiedAt: null,
    version: 1,
    createdAt: foundAt,
    updatedAt: foundAt,
  };
}
const serve = (breaches: Breach[]) => server.use(http.get('*/api/breaches', () => HttpResponse.json({ breaches })));

/** Bodies sent to the register (POST and PATCH), in order. */
let posted: unknown[] = [];

beforeAll(() => preloadPage('/protected/breaches'), 60_000);
beforeEach(() => {
  signInDemo();
  posted = recordRequests(({ method, path, body }) =>
    method !== 'GET' && path.startsWith('/api/breaches') ? body : undefined,
  );
});

const clockOf = async (name: string) => {
  const article = await screen.findByRole('article', { name });
  return within(article).getByText(/regulator|الجهة الرقابية/, { selector: 'p[data-state]' });
};

describe('the breach register page', () => {
  it("shows each entry's time left to notify the regulator", async () => {
    serve([entry(30)]);
    renderStaffApp('/protected/breaches');
    expect(await screen.findByRole('heading', { level: 1, name: 'Breach Register' })).toBeInTheDocument();
    const clock = await clockOf('Incident 7');
    expect(clock).toHaveTextContent(/^42 hours left to notify the regulator \(by /);
    expect(clock).toHaveAttribute('data-state', 'left');
  });

  it('marks an entry whose 72 hours are over as overdue, in Arabic too', async () => {
    serve([entry(80)]);
    renderStaffApp('/protected/breaches', 'ar');
    const clock = await clockOf('الحادثة رقم ٧');
    expect(clock).toHaveTextContent(/^تأخّر الإبلاغ بمقدار ٨ ساعات: كان يجب إبلاغ الجهة الرقابية قبل /);
    expect(clock).toHaveAttribute('data-state', 'overdue');
    expect(clock).toHaveClass('text-danger');
  });

  it.each([
    [
      'en',
      'Record an incident',
      ['What happened', 'When it was found', 'Status', 'References affected', 'Regulator notified at'],
      ['Which data', 'Tell the families?'],
      ['Names', 'Contact details', 'Health details', 'Messages', 'Other'],
    ],
    [
      'ar',
      'تسجيل حادثة',
      ['ما الذي حدث', 'وقت اكتشافها', 'الحالة', 'الأرقام المرجعية المتأثرة', 'وقت إبلاغ الجهة الرقابية'],
      ['البيانات المتأثرة', 'هل تُبلَّغ الأسر؟'],
      ['الأسماء', 'بيانات التواصل', 'البيانات الصحية', 'الرسائل', 'بيانات أخرى'],
    ],
  ] as const)('labels every field of a new incident (%s)', async (language, open, fields, groups, kinds) => {
    renderStaffApp('/protected/breaches', language);
    await userEvent.click(await screen.findByRole('button', { name: open }));
    for (const label of fields) expect(screen.getByLabelText(label, { exact: false })).toBeInTheDocument();
    const [dataLegend, familiesLegend] = groups;
    expect(screen.getByRole('radiogroup', { name: familiesLegend })).toBeInTheDocument();
    const data = screen.getByRole('group', { name: dataLegend });
    expect(
      within(data)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(kinds);
  });

  it('refuses what is not a whole reference before sending, then records the incident', async () => {
    const user = userEvent.setup();
    renderStaffApp('/protected/breaches');
    await user.click(await screen.findByRole('button', { name: 'Record an incident' }));
    await user.type(screen.getByLabelText('What happened', { exact: false }), 'A laptop was lost.');
    await user.type(screen.getByLabelText('When it was found', { exact: false }), '2026-11-20T09:15');
    await user.type(screen.getByLabelText('References affected'), 'sw-4f7k2, SW-4F7K');
    await user.click(screen.getByRole('checkbox', { name: 'Contact details' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/These are not whole references: .*SW-4F7K.*\./)).toBeInTheDocument();
    expect(screen.getByLabelText('References affected')).toHaveFocus();
    expect(posted).toEqual([]);

    await user.clear(screen.getByLabelText('References affected'));
    await user.type(screen.getByLabelText('References affected'), 'sw-4f7k2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('article', { name: 'Incident 2' })).toBeInTheDocument();
    expect(posted).toEqual([
      expect.objectContaining({ references: ['SW-4F7K2'], data: ['contactDetails'], tellFamilies: null }),
    ]);
  });

  it("offers the families' notice without the centre's name or any word of care", async () => {
    serve([entry(30)]);
    renderStaffApp('/protected/breaches');
    const article = await screen.findByRole('article', { name: 'Incident 7' });
    await userEvent.click(within(article).getByText('Notification texts to start from'));
    const families = [
      within(article).getByLabelText('To the families, in English'),
      within(article).getByLabelText('To the families, in Arabic'),
    ];
    for (const notice of families) {
      expect(notice).toHaveAttribute('readonly');
      expect((notice as HTMLTextAreaElement).value).not.toMatch(
        /Sakina|sakina|سكينة|health|treatment|rehab|addiction|clinic|صح|علاج|إدمان|تأهيل|عيادة/,
      );
    }
    const regulator = within(article).getByLabelText('To the regulator, in English') as HTMLTextAreaElement;
    expect(regulator.value).toContain('Data concerned: names and health details\n');
  });

  it('sends only what changed, and shows the entry as it is now when someone else changed it first', async () => {
    const user = userEvent.setup();
    renderStaffApp('/protected/breaches');
    const article = await screen.findByRole('article', { name: 'Incident 1' });
    await user.click(within(article).getByRole('button', { name: 'Edit this entry' }));
    const formHeading = screen.getByRole('heading', { name: 'Edit incident 1' });
    expect(formHeading).toHaveFocus();
    const form = within(formHeading.closest('form') as HTMLElement);
    await user.click(form.getByRole('radio', { name: 'No' }));
    await user.type(form.getByLabelText('Reason for the decision'), 'No harm is likely.');
    // Someone else saves first: the mock's entry moves to version 2.
    await fetch('/api/breaches/1', {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ version: 1, status: 'closed' }),
    });
    posted.splice(0);
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByText(/Someone else changed this entry first/)).toBeInTheDocument();
    expect(posted).toEqual([{ version: 1, tellFamilies: false, familiesReason: 'No harm is likely.' }]);
    expect(form.getByRole('combobox', { name: 'Status' })).toHaveValue('closed');
    expect(form.getByRole('radio', { name: 'Not decided yet' })).toBeChecked();
  });
});
