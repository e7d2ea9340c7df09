import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { preloadPage } from '@/app/router';
import { server } from '@/mocks/node';
import { stubLaptopQuery } from '../../media-query';
import { act, fireEvent, screen, signInDemo, waitFor, within } from '../../test-utils';
import { renderStaffApp, router } from '../../staff-app';
import { startMockFamilySession } from '@/mocks/session';
import { resetMockState } from '@/mocks/state';

// The demo inbox is seeded on Monday 23 November 2026 at 10:00 in Dubai; the page opens two hours
// later (12:00 there): both new items are past their first hour.
const SEEDED = Date.UTC(2026, 10, 23, 6, 0);
const HOUR = 3_600_000;
const NOW = SEEDED + 2 * HOUR;

async function send(path: string, method: string, body: unknown) {
  const response = await fetch(new URL(path, window.location.origin), {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.ok).toBe(true);
}

/**
 * Someone worked on the inbox: four more failed calls to James, a follow-up later today, one missed.
 * In act: a lazy part of the last test's page may finish loading meanwhile.
 */
const workOnTheInbox = () => act(workOnTheMockInbox);

async function workOnTheMockInbox() {
  for (const [version, outcome] of [
    [2, 'noAnswer'],
    [3, 'wrongNumber'],
    [4, 'noAnswer'],
    [5, 'noAnswer'],
  ] as const)
    await send('/api/inbox/SW-9QX3M/attempts', 'POST', { version, channel: 'phone', outcome });
  await send('/api/inbox/SW-7TD4P', 'PATCH', { version: 4, followUpAt: new Date(NOW + 6 * HOUR).toISOString() });
  await send('/api/inbox/SW-6MJ2C', 'PATCH', { version: 1, followUpAt: new Date(NOW - HOUR).toISOString() });
}

/** The family of `reference` writes to the team (from its own session), then the demo staff member is back. */
async function familyWrites(reference: string) {
  startMockFamilySession(reference);
  await act(() => send('/api/family/messages', 'POST', { text: 'Can you call after six?' }));
  signInDemo();
}

/** The inbox requests' queries, in order. */
let queries: string[] = [];
const record = ({ request }: { request: Request }) => {
  const url = new URL(request.url);
  if (url.pathname === '/api/inbox') queries.push(url.search);
};

const open = (route = '/protected/inbox', language?: 'ar' | 'en') => renderStaffApp(route, language);

const card = (reference: string) => screen.getByRole('link', { name: new RegExp(reference) });

// The lazy pages are transformed on first use: before the clock starts, not inside the first test.
beforeAll(() => Promise.all([preloadPage('/protected/inbox'), preloadPage('/protected/inbox/SW-9QX3M')]), 60_000);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(SEEDED);
  resetMockState();
  vi.setSystemTime(NOW);
  signInDemo();
  queries = [];
  server.events.on('request:start', record);
});
afterEach(() => {
  server.events.removeListener('request:start', record);
  vi.useRealTimers();
});

describe('the inbox list', () => {
  it('groups the rows under their stage with its count, late first, and counts the pipeline', async () => {
    open();
    await screen.findByText('James Carter');
    expect(
      within(screen.getByRole('main'))
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual([
      'New (2)',
      'In contact (2)',
      'Assessment booked (1)',
      'Admitted (1)',
      'Closed (1)',
      'Suspected spam (1)',
    ]);
    const stages = screen.getByRole('group', { name: 'Stage' });
    expect(
      within(stages)
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual([
      'All (8)',
      'New (2)',
      'In contact (2)',
      'Assessment booked (1)',
      'Admitted (1)',
      'Closed (1)',
      'Suspected spam (1)',
    ]);
    expect(within(stages).getByRole('button', { name: 'All (8)' })).toHaveAttribute('aria-pressed', 'true');
    const owners = screen.getByRole('group', { name: 'Owner' });
    expect(
      within(owners)
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual(['Everyone', 'Mine (3)', 'Unassigned (2)']);
    const newItems = screen.getByRole('region', { name: 'New (2)' });
    expect(
      within(newItems)
        .getAllByText(/^SW-/)
        .map((reference) => reference.textContent),
    ).toEqual(['SW-6MJ2C', 'SW-4F7K2']);
    expect(screen.getByText('8 items')).toBeInTheDocument();
  });

  it('shows on each row its owner, age, stage and what needs attention, in words', async () => {
    await workOnTheInbox();
    await familyWrites('SW-7TD4P');
    open();
    await screen.findByText('James Carter');
    const mariam = within(card('SW-4F7K2'));
    expect(mariam.getByText('Unassigned')).toBeInTheDocument();
    expect(mariam.getByText('3 hours ago')).toHaveAttribute('dateTime', new Date(NOW - 3 * HOUR).toISOString());
    // Late by the centre's clock, but her family allows contact from 16:00 only: the row waits, as her page does.
    expect(mariam.getByText(/^Waiting for their window \(Monday \d\d:00, your time\)$/)).toBeInTheDocument();
    expect(mariam.queryByText('Overdue')).toBeNull();
    expect(mariam.getByText('First response')).toBeInTheDocument();
    expect(mariam.getByText('Possible duplicate')).toBeInTheDocument();
    expect(mariam.getByText('New')).toBeInTheDocument();

    const again = within(card('SW-6MJ2C'));
    expect(again.getByText('Follow-up overdue')).toBeInTheDocument();
    expect(again.queryByText('Overdue')).toBeNull();

    const james = within(card('SW-9QX3M'));
    expect(james.getByText('Demo Staff')).toBeInTheDocument();
    expect(james.getByText('Needs a decision')).toBeInTheDocument();
    expect(james.getByText('7 hours ago')).toBeInTheDocument();

    const booked = within(card('SW-7TD4P'));
    expect(booked.getByText('New message')).toBeInTheDocument();
    expect(booked.getByText('Follow-up due today')).toBeInTheDocument();
    expect(screen.getAllByText('New message')).toHaveLength(1);
    expect(booked.getByText('3 days ago')).toBeInTheDocument();

    const closed = within(card('SC-2B8HD'));
    expect(closed.getByText('Closed')).toBeInTheDocument();
    expect(closed.getByText('Other')).toBeInTheDocument();
    expect(closed.queryByText(/ago/)).toBeNull();

    expect(card('SW-9QX3M')).toHaveAttribute('href', '/protected/inbox/SW-9QX3M');
  });

  it('reads in Arabic, with Arabic-Indic digits in the counts and ages', async () => {
    await workOnTheInbox();
    await familyWrites('SW-7TD4P');
    open('/protected/inbox', 'ar');
    await screen.findByText('James Carter');
    expect(screen.getByRole('button', { name: 'جديد (٢)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'الكل (٨)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'قيد التواصل (٢)' })).toBeInTheDocument();
    expect(screen.getByText('٨ استفسارات')).toBeInTheDocument();
    const mariam = within(card('SW-4F7K2'));
    expect(mariam.getByText('قبل ٣ ساعات')).toBeInTheDocument();
    expect(mariam.getByText(/^بانتظار الوقت المسموح لديهم \(الاثنين [٠-٩]{2}:٠٠ بتوقيتك\)$/)).toBeInTheDocument();
    expect(mariam.getByText('الموعد التالي')).toBeInTheDocument();
    expect(mariam.getByText('الرد الأول')).toBeInTheDocument();
    expect(mariam.getByText('استفسار مكرر محتمل')).toBeInTheDocument();
    expect(mariam.getByText('غير مُسنَد')).toBeInTheDocument();
    expect(within(card('SW-9QX3M')).getByText('بحاجة إلى قرار')).toBeInTheDocument();
    expect(within(card('SW-7TD4P')).getByText('المتابعة مستحقة اليوم')).toBeInTheDocument();
    expect(within(card('SW-7TD4P')).getByText('رسالة جديدة')).toBeInTheDocument();
    expect(within(card('SW-7TD4P')).getByText('قبل ٣ أيام')).toBeInTheDocument();
  });

  it('is a table per stage from laptop width, the owner and markers in their columns', async () => {
    stubLaptopQuery(true);
    await workOnTheInbox();
    open();
    const inContact = await screen.findByRole('table', { name: 'In contact (2)' });
    expect(
      within(inContact)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Reference', 'Name', 'Stage', 'Owner', 'Received', 'Next / due', 'Contact by', 'Needs attention']);
    const [, james] = within(inContact).getAllByRole('row');
    expect(
      within(james!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'James CarterAddiction Rehab',
      'In contact',
      'Demo Staff',
      '7 hours ago',
      '', // answered, and no follow-up set
      'Phone callMorning',
      'Needs a decision',
    ]);
    expect(within(james!).getByRole('link', { name: 'SW-9QX3M' })).toHaveAttribute('href', '/protected/inbox/SW-9QX3M');
    // The follow-up set for six hours on, today: its time alone.
    const [, booked] = within(screen.getByRole('table', { name: 'Assessment booked (1)' })).getAllByRole('row');
    const followUp = within(booked!).getByText(/^\d\d:\d\d$/);
    expect(followUp).toHaveAttribute('dateTime', new Date(NOW + 6 * HOUR).toISOString());
    expect(followUp.parentElement).toHaveTextContent(/^\d\d:\d\dFollow-up$/);
  });

  it('makes each table row one target: its one link covers the row, one tab stop a row', async () => {
    stubLaptopQuery(true);
    const user = userEvent.setup();
    open();
    const rows = within(await screen.findByRole('table', { name: 'New (2)' }))
      .getAllByRole('row')
      .slice(1);
    const links = rows.map((row) => {
      expect(row.querySelectorAll('a, button, input, select, textarea, [tabindex]')).toHaveLength(1);
      expect(row).toHaveClass('relative');
      return within(row).getByRole('link');
    });
    expect(links.map((link) => link.textContent)).toEqual(['SW-6MJ2C', 'SW-4F7K2']);
    // The link's ::after fills its row (the nearest positioned box), and carries the focus ring.
    expect(links[0]).toHaveClass('after:absolute', 'after:inset-0', 'focus-visible:after:outline');
    links[0]!.focus();
    await user.tab();
    expect(links[1]).toHaveFocus();
  });

  it('shows an item late once its family’s window is open', async () => {
    // 17:00 in Dubai: Mariam's family allows 16:00–21:00, and her first response was due at 10:00.
    vi.setSystemTime(NOW + 5 * HOUR);
    open();
    const mariam = within(await screen.findByRole('link', { name: /SW-4F7K2/ }));
    expect(mariam.getByText('Overdue')).toBeInTheDocument();
    expect(mariam.queryByText(/Waiting for their window/)).toBeNull();
  });

  it('filters by stage, owner and next step: each is sent, kept in the address and kept by Back', async () => {
    const user = userEvent.setup();
    open();
    await screen.findByText('James Carter');
    await user.click(screen.getByRole('button', { name: 'Mine (3)' }));
    await waitFor(() => expect(screen.queryByText('Layla Haddad')).toBeNull());
    expect(queries.at(-1)).toBe('?owner=mine');
    expect(screen.getByText('عبدالله الشمري')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'In contact (2)' }));
    await waitFor(() => expect(screen.queryByText('عبدالله الشمري')).toBeNull());
    expect(queries.at(-1)).toBe('?stage=inContact&owner=mine');
    // One stage chosen: one list, no stage headings.
    expect(within(screen.getByRole('main')).queryByRole('heading', { level: 2 })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Overdue' }));
    expect(await screen.findByText('Nothing matches these filters.')).toBeInTheDocument();
    expect(queries.at(-1)).toBe('?stage=inContact&owner=mine&due=overdue');
    expect(router.location?.search).toBe('?stage=inContact&owner=mine&due=overdue');

    await user.click(screen.getByRole('button', { name: 'Any time' }));
    await user.click(await screen.findByRole('link', { name: /SW-9QX3M/ }));
    await screen.findByRole('heading', { level: 1, name: 'Enquiry SW-9QX3M' });
    act(() => void router.navigate?.(-1));
    expect(await screen.findByRole('button', { name: 'Mine (3)' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'In contact (2)' })).toHaveAttribute('aria-pressed', 'true');
    expect(router.location?.search).toBe('?stage=inContact&owner=mine');
  });

  it('opens with the filters of its address (a reload) and sends them at once', async () => {
    open('/protected/inbox?stage=new&owner=unassigned&due=overdue&q=Mariam');
    expect(await screen.findByText('Mariam Al-Otaibi')).toBeInTheDocument();
    expect(queries[0]).toBe('?stage=new&owner=unassigned&due=overdue&q=Mariam');
    expect(screen.getByRole('button', { name: 'New (2)' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Unassigned (2)' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Overdue' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('Search by name, phone, email or reference')).toHaveValue('Mariam');
  });

  it('opens Today’s “new messages” link with its filter chosen, the count beside it', async () => {
    open('/protected/inbox?due=messages');
    expect(await screen.findByText('Nothing matches these filters.')).toBeInTheDocument();
    expect(queries[0]).toBe('?due=messages');
    expect(screen.getByRole('button', { name: 'New messages (0)' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('reads an unknown filter in the address as all', async () => {
    open('/protected/inbox?stage=contacted&owner=someone&due=soon');
    await screen.findByText('James Carter');
    expect(queries[0]).toBe('');
    expect(screen.getByRole('button', { name: 'All (8)' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Everyone' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('searches by reference, name or phone once the typing pauses, keeping the search in the address', async () => {
    const user = userEvent.setup();
    open();
    await screen.findByText('James Carter');
    await user.type(screen.getByLabelText('Search by name, phone, email or reference'), 'SW-9QX');
    await waitFor(() => expect(screen.queryByText('مريم العتيبي')).toBeNull());
    expect(screen.getByText('James Carter')).toBeInTheDocument();
    expect(router.location?.search).toBe('?q=SW-9QX');
    expect(queries.filter((query) => query.includes('q='))).toEqual(['?q=SW-9QX']);

    await user.clear(screen.getByLabelText('Search by name, phone, email or reference'));
    await user.type(screen.getByLabelText('Search by name, phone, email or reference'), 'nobody at all');
    expect(await screen.findByText('Nothing matches this search.')).toBeInTheDocument();
  });

  it('jumps to the search on "/", but types "/" in a field', async () => {
    const user = userEvent.setup();
    open();
    await screen.findByText('James Carter');
    const search = screen.getByLabelText('Search by name, phone, email or reference');
    expect(search).toHaveAttribute('aria-keyshortcuts', '/');
    await user.keyboard('/');
    expect(search).toHaveFocus();
    expect(search).toHaveValue('');
    await user.keyboard('SW/');
    expect(search).toHaveValue('SW/');
  });

  it('takes the search key by its place on an Arabic layout, where it types «ظ»', async () => {
    open('/protected/inbox', 'ar');
    await screen.findByText('James Carter');
    const search = screen.getByLabelText('ابحث بالاسم أو رقم الهاتف أو البريد الإلكتروني أو الرقم المرجعي');
    fireEvent.keyDown(document.body, { key: 'ظ', code: 'Slash' });
    expect(search).toHaveFocus();
  });

  it('moves between rows on j and k, opens one on Enter, and lists the keys on "?"', async () => {
    const user = userEvent.setup();
    open();
    await screen.findByText('James Carter');
    const rows = screen.getAllByRole('link', { name: /^SW-/ });
    await user.keyboard('j');
    expect(rows[0]).toHaveFocus();
    await user.keyboard('jjk');
    expect(rows[1]).toHaveFocus();
    // In the search field, j is a letter.
    const search = screen.getByLabelText('Search by name, phone, email or reference');
    await user.click(search);
    await user.keyboard('j');
    expect(search).toHaveValue('j');
    await user.clear(search);
    rows[1]!.focus();

    expect(screen.queryByRole('region', { name: 'Keyboard shortcuts' })).toBeNull();
    await user.keyboard('?');
    const help = screen.getByRole('region', { name: 'Keyboard shortcuts' });
    expect(help).toHaveTextContent('Next or previous item');
    // "?" is the search key shifted: it lists the keys, and leaves the focus where it was.
    expect(rows[1]).toHaveFocus();
    await user.click(within(help).getByRole('button', { name: 'Hide' }));
    expect(screen.queryByRole('region', { name: 'Keyboard shortcuts' })).toBeNull();

    rows[1]!.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.location?.pathname).toMatch(/^\/protected\/inbox\/SW-/));
    // The item's heading takes the focus.
    expect(await screen.findByRole('heading', { level: 1, name: /SW-/ })).toHaveFocus();
  });

  it('counts what needs action on the navigation badge: new, late, or waiting for a decision', async () => {
    open();
    const mainNav = await screen.findByRole('navigation', { name: 'Main' });
    expect(await within(mainNav).findByText('2 need action')).toBeInTheDocument();
  });

  it('counts the same on the badge once items are late or wait for a decision', async () => {
    await workOnTheInbox();
    // 21:00 in Dubai: the follow-up set for 18:00 is late too.
    vi.setSystemTime(NOW + 9 * HOUR);
    open();
    const mainNav = await screen.findByRole('navigation', { name: 'Main' });
    expect(await within(mainNav).findByText('4 need action')).toBeInTheDocument();
  });

  it('says so when the inbox cannot be loaded, and tries again', async () => {
    server.use(http.get('*/api/inbox', () => new HttpResponse(null, { status: 404 }), { once: true }));
    open();
    expect(await screen.findByText('The inbox could not be loaded.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('James Carter')).toBeInTheDocument();
  });

  it('shows a page of rows, then the next at “Show more”, saying how many are shown', async () => {
    const row = (reference: string, name: string) => ({
      reference,
      kind: 'enquiry',
      stage: 'new',
      receivedAt: new Date(NOW - 30 * 60_000).toISOString(),
      name,
      language: 'en',
      version: 1,
    });
    const rows = [row('SW-BBBBB', 'Basma Bakr'), row('SW-CCCCC', 'Celine Chahine'), row('SW-DDDDD', 'Dina Daher')];
    server.use(
      http.get('*/api/inbox', ({ request }) => {
        const limit = Number(new URL(request.url).searchParams.get('limit') ?? 2);
        return HttpResponse.json({ items: rows.slice(0, limit), more: rows.length > limit });
      }),
    );
    const user = userEvent.setup();
    open();
    expect(await screen.findByText('Showing the first 2 items')).toBeInTheDocument();
    expect(screen.queryByText('Dina Daher')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show more items' }));
    expect(await screen.findByText('Dina Daher')).toBeInTheDocument();
    expect(screen.getByText('3 items')).toBeInTheDocument();
    // The button is gone: the focus is on the first row it added.
    await waitFor(() => expect(screen.getByRole('link', { name: /SW-DDDDD/ })).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Show more items' })).toBeNull();
    expect(queries).toEqual(['', '?limit=200']);
  });

  it('asks for a page more at a time up to 1,000 rows, then says how to find older items', async () => {
    server.use(http.get('*/api/inbox', () => HttpResponse.json({ items: [], more: true })));
    const user = userEvent.setup();
    open();
    for (let rows = 200; rows <= 1000; rows += 100) {
      await user.click(await screen.findByRole('button', { name: 'Show more items' }));
      await waitFor(() => expect(queries.at(-1)).toBe(`?limit=${rows}`));
    }
    expect(await screen.findByText('To find older items, search or choose a filter.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more items' })).toBeNull();
  });

  it('drops a row it cannot read and shows the rest', async () => {
    server.use(
      http.get('*/api/inbox', () =>
        HttpResponse.json({
          items: [
            { reference: 'SW-AAAAA', stage: 'somewhere' },
            {
              reference: 'SW-BBBBB',
              kind: 'enquiry',
              stage: 'new',
              receivedAt: new Date(NOW - 30 * 60_000).toISOString(),
              name: 'constructor',
              language: 'en',
              version: 1,
              contactMethod: 'toString',
              owner: 'Demo Staff',
            },
          ],
        }),
      ),
    );
    open();
    const row = within(await screen.findByRole('link', { name: /SW-BBBBB/ }));
    expect(row.getByText('constructor')).toBeInTheDocument();
    expect(row.getByText('toString')).toBeInTheDocument();
    expect(row.getByText('Unassigned')).toBeInTheDocument();
    expect(row.getByText('30 minutes ago')).toBeInTheDocument();
    expect(screen.queryByText('SW-AAAAA')).toBeNull();
    expect(screen.getByText('1 item')).toBeInTheDocument();
  });
});
