import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { API_PATHS } from '#contracts/api-paths';
import type { MessagesAnswer } from '#contracts/messages';
import { paths } from '#contracts/routes';
import { server } from '@/mocks/node';
import { resetMockState } from '@/mocks/state';
import { renderApp, screen, within } from '../../test-utils';
import { signInFamily } from './sign-in-family';

const words = {
  en: { heading: 'Messages', field: 'Your message', send: 'Send', you: 'You', team: 'The admissions team' },
  ar: { heading: 'الرسائل', field: 'رسالتكم', send: 'إرسال', you: 'أنتم', team: 'فريق القبول' },
} as const;

const answer = (text: string): MessagesAnswer => ({
  messages: [{ from: 'staff', at: '2026-11-28T09:00:00Z', text, by: null, notice: null, noticeAt: null }],
  unread: 1,
  plan: null,
});

describe('a family’s messages with the admissions team', () => {
  beforeEach(() => resetMockState());

  it.each(['en', 'ar'] as const)('writes to the team and sees the message in the thread (%s)', async (language) => {
    const user = userEvent.setup({ delay: null });
    signInFamily();
    renderApp({ route: paths.protected, language });
    const section = (await screen.findByRole('heading', { level: 2, name: words[language].heading })).closest(
      'section',
    ) as HTMLElement;
    await user.type(within(section).getByLabelText(words[language].field), 'When can you call?');
    await user.click(within(section).getByRole('button', { name: words[language].send }));
    const thread = await within(section).findByRole('list');
    expect(within(thread).getByText('When can you call?')).toBeVisible();
    expect(within(thread).getByText(words[language].you)).toBeVisible();
    expect(within(section).getByLabelText(words[language].field)).toHaveValue('');
  });

  it('reads the team’s answer under the team’s name, never a staff member’s', async () => {
    server.use(http.get(`*${API_PATHS.familyMessages}`, () => HttpResponse.json(answer('We will call at six.'))));
    signInFamily();
    renderApp({ route: paths.protected });
    expect(await screen.findByText('We will call at six.')).toBeVisible();
    expect(screen.getByText(words.en.team)).toBeVisible();
  });

  it('keeps what was typed when the message could not be sent, and says so', async () => {
    const user = userEvent.setup({ delay: null });
    server.use(
      http.post(`*${API_PATHS.familyMessages}`, () => HttpResponse.json({ error: 'server_error' }, { status: 500 })),
    );
    signInFamily();
    renderApp({ route: paths.protected });
    const field = await screen.findByLabelText(words.en.field);
    await user.type(field, 'Are you there?');
    await user.click(screen.getByRole('button', { name: words.en.send }));
    expect(await screen.findByText('Your message was not sent. Please try again.')).toBeVisible();
    expect(field).toHaveValue('Are you there?');
  });

  it.each(['en', 'ar'] as const)(
    'says a pasted control character cannot be sent, and holds the send button until it is gone (%s)',
    async (language) => {
      const user = userEvent.setup({ delay: null });
      signInFamily();
      renderApp({ route: paths.protected, language });
      const field = await screen.findByLabelText(words[language].field);
      await user.click(field);
      await user.paste('Call me\u000Bafter six');
      expect(field).toHaveAccessibleDescription(
        language === 'en'
          ? 'Your message holds hidden control characters: remove them or type it again.'
          : 'تحتوي رسالتكم على رموز تحكم مخفية: احذفوها أو اكتبوا الرسالة من جديد.',
      );
      expect(field).toBeInvalid();
      expect(screen.getByRole('button', { name: words[language].send })).toBeDisabled();
      await user.clear(field);
      await user.type(field, 'Call me after six');
      expect(field).toBeValid();
      expect(screen.getByRole('button', { name: words[language].send })).toBeEnabled();
    },
  );
});
