import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { API_PATHS } from '#contracts/api-paths';
import type { TodayCallsAnswer } from '#contracts/bookings';
import { preloadPage } from '@/app/router';
import { server } from '@/mocks/node';
import { startMockSession } from '@/mocks/session';
import { staff } from '@/mocks/staff';
import { useUserStore } from '@/stores/use-user-store';
import { screen, within } from '../../test-utils';
import { renderStaffApp } from '../../staff-app';

function signInAs(id: string) {
  const account = staff.accounts.find((one) => one.id === id);
  if (!account) throw new Error(`No mock account ${id}.`);
  const { name, email, role, language } = account;
  startMockSession(id);
  useUserStore.getState().setUser({ id, name, email, role, language });
}

/** A Riyadh family's call at 17:30 the centre's time (UAE), 16:30 theirs, and a colleague's call. */
const serve = (calls: TodayCallsAnswer['calls'], ahead: TodayCallsAnswer['ahead'] = []) =>
  server.use(http.get(`*${API_PATHS.callsToday}`, () => HttpResponse.json({ calls, ahead })));
const CALLS = [
  {
    reference: 'SW-4F7K2',
    startsAt: '2026-11-29T13:30:00Z',
    staffName: 'Nadia',
    mine: true,
    familyTimeZone: 'Asia/Riyadh',
    reminder: null,
  },
  {
    reference: 'SW-9QX3M',
    startsAt: '2026-11-29T15:00:00Z',
    staffName: 'Omar',
    mine: false,
    familyTimeZone: 'Africa/Cairo',
    reminder: null,
  },
];

beforeAll(() => preloadPage('/protected'), 60_000);

describe("the Today page's booked calls", () => {
  it('lists each call at the centre’s time with the family’s beside it, and who takes it, each opening its item', async () => {
    serve(CALLS);
    signInAs('2');
    renderStaffApp('/protected');
    const calls = await screen.findByRole('region', { name: /Calls booked for today/ });
    const [first, second] = await within(calls).findAllByRole('listitem');
    expect(first).toHaveTextContent(/17:30 SW-4F7K2/);
    expect(first).toHaveTextContent(/Their time: 16:30/);
    expect(first).toHaveTextContent('Yours');
    expect(within(first!).getByRole('link')).toHaveAttribute('href', '/protected/inbox/SW-4F7K2');
    expect(second).toHaveTextContent('Taken by Omar');
  });

  it('writes the times with Arabic-Indic digits in Arabic', async () => {
    serve(CALLS.slice(0, 1));
    signInAs('2');
    renderStaffApp('/protected', 'ar');
    const calls = await screen.findByRole('region', { name: /الاتصالات المحجوزة لليوم/ });
    expect(await within(calls).findByRole('listitem')).toHaveTextContent(/١٧:٣٠.*بتوقيتهم: ١٦:٣٠/);
  });

  it('says when none is booked, and shows a manager nothing of them', async () => {
    serve([]);
    signInAs('2');
    const { unmount } = renderStaffApp('/protected');
    expect(await screen.findByText('No call is booked for today.')).toBeInTheDocument();
    expect(screen.getByText('No call is booked for the next six days.')).toBeInTheDocument();
    unmount();
    signInAs('3');
    renderStaffApp('/protected');
    await screen.findByRole('region', { name: 'This week, since Monday' });
    expect(screen.queryByRole('region', { name: /Calls booked for today/ })).not.toBeInTheDocument();
  });

  it.each([
    ['en', 'Calls booked for the next six days', 'Tuesday, December 1', 'Thursday, December 3', /^10:00 SW-4F7K2/],
    ['ar', 'الاتصالات المحجوزة للأيام الستة القادمة', 'الثلاثاء، ١ ديسمبر', 'الخميس، ٣ ديسمبر', /^١٠:٠٠ SW-4F7K2/],
  ] as const)(
    'lists the next six days’ calls under their day, at the centre’s time (%s)',
    async (language, heading, first, second, time) => {
      // 23:30 UTC on 2 December is 03:30 on 3 December in the UAE: the centre's days name them.
      serve(
        [],
        [
          { ...CALLS[0]!, startsAt: '2026-12-01T06:00:00Z' },
          { ...CALLS[1]!, startsAt: '2026-12-01T15:00:00Z' },
          { ...CALLS[0]!, reference: 'SW-7HJ2P', startsAt: '2026-12-02T23:30:00Z' },
        ],
      );
      signInAs('2');
      renderStaffApp('/protected', language);
      const ahead = await screen.findByRole('region', { name: heading });
      const days = within(ahead).getAllByRole('heading', { level: 4 });
      expect(days.map((one) => one.textContent)).toEqual([first, second]);
      const [firstDay] = within(ahead).getAllByRole('list');
      const rows = within(firstDay!).getAllByRole('listitem');
      expect(rows).toHaveLength(2);
      expect(rows[0]).toHaveTextContent(time);
      expect(within(rows[0]!).getByRole('link')).toHaveAttribute(
        'href',
        expect.stringMatching(/\/protected\/inbox\/SW-4F7K2$/),
      );
    },
  );

  it('narrows today’s and the week’s calls to one person’s, the reader first', async () => {
    const user = userEvent.setup();
    serve(CALLS, [
      { ...CALLS[1]!, reference: 'SW-7HJ2P', startsAt: '2026-12-01T06:00:00Z' },
      { ...CALLS[0]!, reference: 'SW-2KD8R', startsAt: '2026-12-02T06:00:00Z' },
    ]);
    signInAs('2');
    renderStaffApp('/protected');
    const whose = await screen.findByRole('group', { name: 'Whose calls' });
    expect(
      within(whose)
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual(['Everyone (4)', 'You (2)', 'Omar (2)']);
    const references = (name: RegExp) =>
      within(screen.getByRole('region', { name }))
        .queryAllByRole('link')
        .map((link) => link.textContent);
    await user.click(within(whose).getByRole('button', { name: 'Omar (2)' }));
    expect(within(whose).getByRole('button', { name: 'Omar (2)' })).toHaveAttribute('aria-pressed', 'true');
    expect(references(/Calls booked for today/)).toEqual([expect.stringContaining('SW-9QX3M')]);
    expect(references(/next six days/)).toEqual([expect.stringContaining('SW-7HJ2P')]);
    await user.click(within(whose).getByRole('button', { name: 'Everyone (4)' }));
    expect(references(/next six days/)).toHaveLength(2);
  });

  it('offers no choice when one person takes every call', async () => {
    serve(CALLS.slice(0, 1));
    signInAs('2');
    renderStaffApp('/protected');
    await screen.findByRole('region', { name: /Calls booked for today/ });
    expect(screen.queryByRole('group', { name: 'Whose calls' })).not.toBeInTheDocument();
  });
});
