import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ARRIVALS_POLL_MS } from '@/features/inbox/hooks/use-new-arrivals';
import { server } from '@/mocks/node';
import { renderApp, screen, signInDemo, waitFor } from '../../test-utils';

const DAWN = '1970-01-01T00:00:00.000Z';
const SHOWN = '2026-11-28T09:00:00.000Z';
const NEWER = '2026-11-28T09:05:00.000Z';

/** Two items arrive after the list was shown; `asked` keeps each `since` and each list request. */
function serveArrivals() {
  const asked = { since: [] as string[], lists: 0 };
  server.use(
    http.get('/api/inbox/arrivals', ({ request }) => {
      const since = new URL(request.url).searchParams.get('since') ?? '';
      asked.since.push(since);
      if (since === DAWN) return HttpResponse.json({ count: 0, latest: SHOWN });
      return HttpResponse.json(since === SHOWN ? { count: 2, latest: NEWER } : { count: 0, latest: NEWER });
    }),
    http.get('/api/inbox', () => {
      asked.lists += 1;
    }),
  );
  return asked;
}

describe('new items arriving on an open inbox', () => {
  it('asks every few seconds, so a new enquiry shows well within ten', () => {
    expect(ARRIVALS_POLL_MS).toBeLessThanOrEqual(5_000);
  });

  it('says how many came, in the tab’s title too, and shows them when asked, without a reload', async () => {
    const asked = serveArrivals();
    signInDemo();
    renderApp({ route: '/protected/inbox' });
    const show = await screen.findByRole('button', { name: '2 new — show them' });
    expect(show.closest('[role="status"]')).not.toBeNull();
    await waitFor(() => expect(document.title).toMatch(/^\(2\) /));
    const listsBefore = asked.lists;

    await userEvent.click(show);
    await waitFor(() => expect(screen.queryByRole('button', { name: /new — show/ })).toBeNull());
    expect(asked.lists).toBeGreaterThan(listsBefore);
    expect(document.title).not.toMatch(/^\(/);
    expect(asked.since.slice(0, 2)).toEqual([DAWN, SHOWN]);
  });

  it('on this device’s choice, plays a tone and shows a notification with the count alone', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get('/api/inbox/arrivals', async ({ request }) => {
        if (new URL(request.url).searchParams.get('since') === DAWN)
          return HttpResponse.json({ count: 0, latest: SHOWN });
        await gate;
        return HttpResponse.json({ count: 2, latest: NEWER });
      }),
    );
    const notified: string[] = [];
    class FakeNotification {
      static permission: NotificationPermission = 'default';
      static requestPermission = vi.fn(async () => (FakeNotification.permission = 'granted'));
      constructor(title: string) {
        notified.push(title);
      }
    }
    const tones = vi.fn();
    class FakeAudio {
      currentTime = 0;
      destination = {};
      constructor() {
        tones();
      }
      createGain = () => ({ gain: { value: 0 }, connect: () => {} });
      createOscillator = () => ({ frequency: { value: 0 }, connect: () => {}, start: () => {}, stop: () => {} });
      close = async () => {};
    }
    vi.stubGlobal('Notification', FakeNotification);
    vi.stubGlobal('AudioContext', FakeAudio);
    signInDemo();
    renderApp({ route: '/protected/inbox' });

    await userEvent.click(await screen.findByRole('checkbox', { name: 'Alert me to new items on this device' }));
    expect(FakeNotification.requestPermission).toHaveBeenCalledOnce();
    expect(notified).toEqual([]);
    release();
    await screen.findByRole('button', { name: '2 new — show them' });
    await waitFor(() => expect(notified).toEqual(['2 new items']));
    expect(tones).toHaveBeenCalledOnce();
    expect(localStorage.getItem('inbox-arrival-alert')).toBe('on');
  });

  it('stays silent until the device’s choice is made', async () => {
    serveArrivals();
    const notified = vi.fn();
    vi.stubGlobal('Notification', Object.assign(notified, { permission: 'granted' }));
    signInDemo();
    renderApp({ route: '/protected/inbox' });
    await screen.findByRole('button', { name: '2 new — show them' });
    expect(screen.getByRole('checkbox', { name: 'Alert me to new items on this device' })).not.toBeChecked();
    expect(notified).not.toHaveBeenCalled();
  });

  it('reads in Arabic, with the noun and adjective agreeing with the number', async () => {
    serveArrivals();
    signInDemo();
    renderApp({ route: '/protected/inbox', language: 'ar' });
    expect(await screen.findByRole('button', { name: 'استفساران جديدان — عرضهما' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^\(٢\) /));
  });
});
