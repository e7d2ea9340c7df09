import { http, HttpResponse } from 'msw';
import type { ItemBookingAnswer } from '#contracts/bookings';
import { server } from '@/mocks/node';
import { screen, waitFor, within } from '../../test-utils';
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

  it('shows nothing when no call is booked', async () => {
    asked = 0;
    serve(null);
    renderItem(item);
    await screen.findByRole('region', { name: 'What they sent' });
    await waitFor(() => expect(asked).toBe(1));
    expect(screen.queryByRole('region', { name: 'Booked call' })).not.toBeInTheDocument();
  });
});
