import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { preloadPage } from '@/app/router';
import { DEMO_USER } from '@/mocks/handlers/auth';
import { server } from '@/mocks/node';
import { fireEvent, screen, signInDemo, waitFor, within } from '../../test-utils';
import { renderStaffApp, router } from '../../staff-app';
import type { AuditRow } from '#contracts/audit-view';
import { recordRequests } from '../../sent-requests';
import { columnHeaders, rowTexts } from '../../table-text';

/** The mock trail (src/mocks/handlers/audit.ts): 62 entries, the newest on 23 November 2026 at 10:00 in Dubai, unfiltered. */
const TOTAL = 62;

/** The audit requests' queries, in order. */
let queries: string[] = [];

const open = (route = '/protected/audit', language?: 'ar' | 'en') => renderStaffApp(route, language);

/** The filters' form, found through a label (cheaper than a role query over the page's table). */
const filters = () => within(screen.getByLabelText('Staff email (or part of it)').closest('form') as HTMLElement);

const table = () => screen.findByRole('table', { name: 'Audit trail entries, newest first' });

/** One entry of the trail, as the server answers it. */
const entry = (id: string, email: string, action: AuditRow['action']): AuditRow => ({
  id,
  at: '2026-11-23T05:00:00.000Z',
  email,
  address: '10.0.4.21',
  action,
  reference: null,
  account: null,
  detail: null,
});

/** The server filters (the mock answers its whole trail): `filtered` answers a filtered query as the server would. */
const answerFiltered = (filtered: (query: URLSearchParams) => AuditRow[]) =>
  server.use(
    http.get('*/api/audit', ({ request }) => {
      const query = new URL(request.url).searchParams;
      if (query.size === 0) return undefined;
      const entries = filtered(query);
      return HttpResponse.json({ entries, total: entries.length, page: 1, pageSize: 50 });
    }),
  );

beforeAll(() => preloadPage('/protected/audit'), 60_000);
beforeEach(() => {
  signInDemo();
  queries = recordRequests(({ path, search }) => (path === '/api/audit' ? search : undefined));
});

// A page of 50 rows, typed into and re-rendered, takes jsdom several seconds on a busy two-core machine.
describe('the audit trail page', () => {
  it('shows the newest entries in a table, each in words, with the count and the page', async () => {
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Audit Trail' })).toBeInTheDocument();
    const entries = await table();
    expect(columnHeaders(entries)).toEqual([
      'Time (UAE)',
      'Who',
      'IP address',
      'Action',
      'Enquiry or account',
      'Detail',
    ]);
    for (const header of within(entries).getAllByRole('columnheader')) expect(header).toHaveAttribute('scope', 'col');
    const rows = rowTexts(entries);
    expect(rows).toHaveLength(50);
    expect(rows[0]).toEqual([
      'Nov 23, 2026, 10:00',
      DEMO_USER.email,
      '10.0.4.9',
      'Exported enquiries',
      '—',
      'From Oct 1, 2026 to Oct 31, 2026; 42 rows; without messages or notes',
    ]);
    const byAction = (action: string) => rows.find((row) => row[3] === action);
    expect(byAction('Changed a role')?.slice(4)).toEqual([
      'omar@sakinawellness.com',
      'From Admissions to Administrator',
    ]);
    expect(byAction('Exported the audit trail')?.[5]).toBe('Action “Logged in”; 18 rows');
    expect(byAction('Viewed the audit trail')?.[5]).toBe('From Nov 1, 2026 to Nov 23, 2026; staff “omar”');
    expect(byAction('Added an account')?.slice(1, 3)).toEqual(['The command line', '—']);
    expect(byAction('Opened an enquiry or message')?.[4]).toBe('SW-4F7K2');
    expect(screen.getByText(`${TOTAL} entries — Page 1 of 2`)).toHaveAttribute('role', 'status');
    expect(screen.getByRole('region', { name: 'Audit trail entries, newest first' })).toHaveAttribute('tabindex', '0');
    // Opening the page asked once, for page 1 with no filters: the server records that.
    expect(queries).toEqual(['']);
  });

  it('turns the pages from the address, says which page it is, and keeps its buttons focusable at the ends', async () => {
    const user = userEvent.setup();
    open();
    await table();
    const pages = screen.getByRole('navigation', { name: 'Pages of the audit trail' });
    const previous = within(pages).getByRole('button', { name: 'Previous page' });
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    await user.click(within(pages).getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText(`${TOTAL} entries — Page 2 of 2`)).toBeInTheDocument();
    expect(router.location?.search).toBe('?page=2');
    await waitFor(async () => expect(rowTexts(await table())).toHaveLength(TOTAL - 50));
    const next = within(pages).getByRole('button', { name: 'Next page' });
    expect(next).toHaveAttribute('aria-disabled', 'true');
    next.focus();
    await user.click(next);
    expect(next).toHaveFocus();
    expect(router.location?.search).toBe('?page=2');
    await user.click(within(pages).getByRole('button', { name: 'Previous page' }));
    expect(await screen.findByText(`${TOTAL} entries — Page 1 of 2`)).toBeInTheDocument();
    expect(queries).toEqual(['', '?page=2']);
  });

  it('applies the filters when sent, keeps them in the address, and downloads the same entries', async () => {
    answerFiltered(() => [
      entry('2', 'huda@sakinawellness.com', 'sign-in'),
      entry('1', 'huda@sakinawellness.com', 'sign-in'),
    ]);
    const user = userEvent.setup();
    open();
    await table();
    await user.type(screen.getByLabelText('Staff email (or part of it)'), 'HUDA');
    await user.selectOptions(screen.getByLabelText('Action'), 'Logged in');
    // Nothing is asked while typing: each search is recorded, so only a sent one counts.
    expect(queries).toEqual(['']);
    await user.click(filters().getByRole('button', { name: 'Show entries' }));
    await waitFor(() => expect(router.location?.search).toBe('?staff=HUDA&action=sign-in'));
    await waitFor(async () => expect(rowTexts(await table())).toHaveLength(2));
    for (const row of rowTexts(await table()))
      expect(row.slice(1, 4)).toEqual(['huda@sakinawellness.com', '10.0.4.21', 'Logged in']);
    expect(queries).toEqual(['', '?staff=HUDA&action=sign-in']);
    const download = screen.getByRole('link', { name: 'Download CSV' });
    expect(download).toHaveAttribute('href', '/api/audit/export?staff=HUDA&action=sign-in&language=en');
    expect(download).toHaveAttribute('download');
    expect(download).toHaveAccessibleDescription(
      'Every entry that matches these filters, with the columns named in English. The download is recorded in the trail.',
    );

    await user.click(filters().getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.location?.search).toBe(''));
    expect(await screen.findByText(`${TOTAL} entries — Page 1 of 2`)).toBeInTheDocument();
    expect(screen.getByLabelText('Staff email (or part of it)')).toHaveValue('');
  });

  it('opens with the filters its address holds, and an empty page says so', async () => {
    answerFiltered((query) => {
      const failed = { ...entry('1', 'omar@sakinawellnes.com', 'sign-in-failed'), address: '203.0.113.7' };
      return query.has('reference') ? [] : [failed];
    });
    open('/protected/audit?staff=omar&action=sign-in-failed&from=2026-11-23&to=2026-11-23');
    expect(await screen.findByText('1 entry — Page 1 of 1')).toBeInTheDocument();
    expect(rowTexts(await table())[0]?.slice(1, 4)).toEqual([
      'omar@sakinawellnes.com',
      '203.0.113.7',
      'Failed to log in',
    ]);
    expect(screen.getByLabelText('Staff email (or part of it)')).toHaveValue('omar');
    expect(screen.getByLabelText('Action')).toHaveValue('sign-in-failed');
    expect(screen.getByLabelText('From')).toHaveValue('2026-11-23');
    expect(queries).toEqual(['?staff=omar&action=sign-in-failed&from=2026-11-23&to=2026-11-23']);

    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Reference/), 'sw-zzzzz');
    await user.click(filters().getByRole('button', { name: 'Show entries' }));
    expect(await screen.findByText('No entries match these filters.')).toBeInTheDocument();
    expect(screen.getByText('0 entries — Page 1 of 1')).toBeInTheDocument();
    expect(router.location?.search).toContain('reference=SW-ZZZZZ');
  });

  it('refuses a reference or a range the server would refuse, before asking, and moves focus to it', async () => {
    const user = userEvent.setup();
    open();
    await table();
    const reference = screen.getByLabelText(/^Reference/);
    await user.type(reference, 'SW-1');
    await user.click(filters().getByRole('button', { name: 'Show entries' }));
    expect(reference).toHaveAttribute('aria-invalid', 'true');
    expect(reference).toHaveFocus();
    expect(reference).toHaveAccessibleDescription(/Enter a whole reference, such as .SW-4F7K2.\./);

    await user.clear(reference);
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-10' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-01' } });
    await user.click(filters().getByRole('button', { name: 'Show entries' }));
    const to = screen.getByLabelText('To');
    expect(to).toHaveFocus();
    expect(to).toHaveAccessibleDescription(
      'The last day must not come before the first, and the two must be at most 732 days apart.',
    );
    expect(queries).toEqual(['']);
    expect(router.location?.search).toBe('');
  });

  it('reads in Arabic: words, Arabic-Indic digits, and the CSV’s columns in Arabic', async () => {
    open('/protected/audit', 'ar');
    const entries = await screen.findByRole('table', { name: 'إدخالات سجل التدقيق، الأحدث أولًا' });
    expect(within(entries).getAllByRole('columnheader')[0]).toHaveTextContent('الوقت (بتوقيت الإمارات)');
    const [first] = rowTexts(entries);
    expect(first?.[0]).toMatch(/٢٣/);
    expect(first?.[0]).toMatch(/١٠:٠٠/);
    expect(first?.[3]).toBe('تصدير الاستفسارات');
    expect(first?.[5]).toMatch(/^من .*١.* إلى .*٣١.*؛ ٤٢ صفًّا؛ دون الرسائل والملاحظات$/);
    expect(screen.getByText('٦٢ إدخالًا — الصفحة ١ من ٢')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'تنزيل ملف CSV' })).toHaveAttribute(
      'href',
      '/api/audit/export?language=ar',
    );
    expect(screen.getByRole('button', { name: 'الصفحة التالية' })).toBeInTheDocument();
  });

  it('says the trail could not be loaded, in words, and tries again', async () => {
    let failures = 1;
    server.use(
      http.get('*/api/audit', () => {
        if (failures-- > 0) return HttpResponse.json({ error: 'forbidden' }, { status: 403 });
        return undefined;
      }),
    );
    const user = userEvent.setup();
    open();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The audit trail could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await table()).toBeInTheDocument();
  });

  it('offers no download link when more entries match than one file holds', async () => {
    server.use(
      http.get('*/api/audit', () => HttpResponse.json({ entries: [], total: 150_000, page: 1, pageSize: 50 })),
    );
    open();
    expect(await screen.findByText('150,000 entries — Page 1 of 3,000')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Download CSV' })).toBeNull();
    expect(
      screen.getByText('More than 100,000 entries match: narrow the filters to download them.'),
    ).toBeInTheDocument();
  });
});
