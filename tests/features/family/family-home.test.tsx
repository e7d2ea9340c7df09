import { http, HttpResponse } from 'msw';
import { API_PATHS } from '#contracts/api-paths';
import { FAMILY_ROLE, type FamilySessionAnswer } from '#contracts/family';
import { server } from '@/mocks/node';
import { renderApp, screen } from '../../test-utils';
import { DEMO_FAMILY, signInFamily } from './sign-in-family';

/** Monday 14 December 2026, 16:30 on the reader's own clock. */
const ASSESSMENT = new Date(2026, 11, 14, 16, 30).toISOString();

function answerSession(family: Partial<FamilySessionAnswer['family']>) {
  server.use(
    http.get(API_PATHS.familySession, () =>
      HttpResponse.json({
        family: {
          role: FAMILY_ROLE,
          reference: DEMO_FAMILY.reference,
          kind: 'enquiry',
          language: 'en',
          receivedAt: '2026-11-20T09:30:00.000Z',
          standing: 'assessment',
          assessmentAt: ASSESSMENT,
          ...family,
        },
      } satisfies FamilySessionAnswer),
    ),
  );
}

describe('the family’s home: a booked assessment', () => {
  beforeEach(signInFamily);

  it('says when it is, on the family’s own clock', async () => {
    answerSession({});
    renderApp({ route: '/protected', language: 'en' });
    expect(await screen.findByText('Your assessment is booked.')).toBeInTheDocument();
    const when = screen.getByText('Your assessment is on Monday, December 14 at 16:30 (your time).');
    expect(when).toHaveAttribute('dateTime', ASSESSMENT);
  });

  it('says it in Arabic, with Arabic-Indic digits', async () => {
    answerSession({});
    renderApp({ route: '/protected', language: 'ar' });
    expect(await screen.findByText('حُدِّد موعد التقييم.')).toBeInTheDocument();
    expect(screen.getByText('موعد التقييم الاثنين، ١٤ ديسمبر الساعة ١٦:٣٠ بتوقيتكم.')).toBeInTheDocument();
  });

  it('says where things stand without a time when the answer has none it can read', async () => {
    answerSession({ assessmentAt: 'next Monday' as unknown as string });
    renderApp({ route: '/protected', language: 'en' });
    expect(await screen.findByText('Your assessment is booked.')).toBeInTheDocument();
    expect(screen.queryByText(/Your assessment is on/)).toBeNull();
  });
});
