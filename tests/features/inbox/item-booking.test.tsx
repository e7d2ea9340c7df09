import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ItemBookingAnswer } from '#contracts/bookings';
import { server } from '@/mocks/node';
import { screen, waitFor, within } from '../../test-utils';
import { recordRequests } from '../../sent-requests';
import { COLLEAGUE, makeItem, renderItem } from './item-fixtures';

const item = makeItem();
let asked = 0;
const serve = (booking: ItemBookingAnswer['booking']) =>
  server.use(
    http.get(`*/api/inbox/${item.reference}/booking`, () => {
      asked += 1;
      return HttpResponse.json({ booking });
    }),
  );
// 17:30 at the centre (UAE), 16:30 for the family in Riyadh.
const CALL = {
  reference: item.reference,
  startsAt: '2026-11-29T13:30:00Z',
  staffName: COLLEAGUE.name,
  mine: false,
  familyTimeZone: 'Asia/Riyadh',
  reminder: null,
};

describe("the item's booked call", () => {
  it('shows it at the centre’s time and the family’s, and who takes it', async () => {
    serve(CALL);
    renderItem(item);
    const panel = await screen.findByRole('region', { name: 'Booked call' });
    expect(within(panel).getByText(/17:30/)).toHaveTextContent(/^Nov 29, 2026, 17:30 \(.+\)$/);
    expect(within(panel).getByText(/16:30/)).toBeVisible();
    expect(within(panel).getByText(COLLEAGUE.name)).toBeVisible();
  });

  it('writes it with Arabic-Indic digits in Arabic', async () => {
    serve({ ...CALL, mine: true });
    renderItem(item, { language: 'ar' });
    const panel = await screen.findByRole('region', { name: 'موعد الاتصال المحجوز' });
    expect(within(panel).getByText(/١٧:٣٠/)).toBeVisible();
    expect(within(panel).getByText(/١٦:٣٠/)).toBeVisible();
    expect(within(panel).getByText('أنت')).toBeVisible();
  });

  it('logs no answer in one tap once the call is due, and the call then leaves the item', async () => {
    const user = userEvent.setup({ delay: null });
    const due = { ...CALL, startsAt: new Date(Date.now() - 60_000).toISOString() };
    let booked = true;
    server.use(
      http.get(`*/api/inbox/${item.reference}/booking`, () => HttpResponse.json({ booking: booked ? due : null })),
      http.post(`*/api/inbox/${item.reference}/booking/missed`, () => {
        booked = false;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const sent = recordRequests((request) => (request.path.endsWith('/booking/missed') ? request.body : undefined));
    renderItem(item);
    const panel = await screen.findByRole('region', { name: 'Booked call' });
    await user.click(within(panel).getByRole('button', { name: 'No answer at the booked time' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Booked call' })).not.toBeInTheDocument());
    expect(sent).toEqual([{ version: item.version }]);
  });

  it('offers no "no answer" before the call’s time, in either language', async () => {
    serve({ ...CALL, startsAt: new Date(Date.now() + 60 * 60_000).toISOString() });
    renderItem(item, { language: 'ar' });
    const panel = await screen.findByRole('region', { name: 'موعد الاتصال المحجوز' });
    expect(within(panel).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says so in Arabic when the try could not be logged', async () => {
    const user = userEvent.setup({ delay: null });
    serve({ ...CALL, startsAt: new Date(Date.now() - 60_000).toISOString() });
    server.use(
      http.post(`*/api/inbox/${item.reference}/booking/missed`, () =>
        HttpResponse.json({ error: 'conflict', message: 'The item changed.' }, { status: 409 }),
      ),
    );
    renderItem(item, { language: 'ar' });
    const panel = await screen.findByRole('region', { name: 'موعد الاتصال المحجوز' });
    await user.click(within(panel).getByRole('button', { name: 'لم يُجَب في الموعد المحجوز' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent('لم تُسجَّل المحاولة');
  });

  it('says what became of the reminder, and asks for one by hand when the mail server refused it', async () => {
    serve(CALL);
    const { unmount } = renderItem(item);
    const panel = await screen.findByRole('region', { name: 'Booked call' });
    expect(within(panel).getByText(/^None is sent/)).toBeVisible();
    unmount();

    serve({ ...CALL, reminder: { state: 'planned', at: '2026-11-28T14:00:00Z' } });
    const planned = renderItem(item, { language: 'ar' });
    const ar = await screen.findByRole('region', { name: 'موعد الاتصال المحجوز' });
    expect(within(ar).getByText(/^بالبريد الإلكتروني في .*١٨:٠٠/)).toBeVisible();
    planned.unmount();

    serve({ ...CALL, reminder: { state: 'failed', at: '2026-11-28T14:00:00Z' } });
    renderItem(item);
    const failed = await screen.findByRole('region', { name: 'Booked call' });
    expect(within(failed).getByText(/^Not sent: the mail server refused it on Nov 28, 2026, 18:00/)).toBeVisible();
  });

  it('shows nothing when no call is booked', async () => {
    asked = 0;
    serve(null);
    renderItem(item);
    await screen.findByRole('region', { name: 'What they sent' });
    await waitFor(() => expect(asked).toBe(1));
    expect(screen.queryByRole('region', { name: 'Booked call' })).not.toBeInTheDocument();
  });
});
