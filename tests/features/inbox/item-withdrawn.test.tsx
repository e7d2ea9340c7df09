import { http, HttpResponse } from 'msw';
import { renderApp, screen, signInDemo } from '../../test-utils';
import { server } from '@/mocks/node';
import { inboxItemPath } from '#contracts/routes';
import { actions } from '@/content/action-wording';
import { inboxWording } from '@/features/inbox/content/inbox-wording';

const answerWithdrawn = (withdrawnAt: unknown) =>
  server.use(
    http.get('*/api/inbox/SW-4F7K2', () => HttpResponse.json({ error: 'withdrawn', withdrawnAt }, { status: 410 })),
  );

describe('an item the family withdrew', () => {
  // The page's chunk loaded once before the first test, not inside its wait.
  beforeAll(async () => {
    await import('@/app/routes/inbox-item');
  });

  it('says so, with the day, and shows nothing of it', async () => {
    answerWithdrawn('2026-11-20T10:30:00.000Z');
    signInDemo();
    renderApp({ route: inboxItemPath('SW-4F7K2') });
    expect(await screen.findByText(/Withdrawn by the family on .*2026/)).toBeInTheDocument();
    expect(screen.getByText(inboxWording.withdrawnDetail.en)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: actions.tryAgain.en })).not.toBeInTheDocument();
  });

  it('says so in Arabic, with Arabic-Indic digits', async () => {
    answerWithdrawn('2026-11-20T10:30:00.000Z');
    signInDemo();
    renderApp({ route: inboxItemPath('SW-4F7K2'), language: 'ar' });
    expect(await screen.findByText(/سحبته الأسرة في .*٢٠٢٦/)).toBeInTheDocument();
  });

  it('treats a 410 without a usable time as an error it can retry', async () => {
    answerWithdrawn('not a time');
    signInDemo();
    renderApp({ route: inboxItemPath('SW-4F7K2') });
    expect(await screen.findByRole('button', { name: actions.tryAgain.en })).toBeInTheDocument();
  });
});
