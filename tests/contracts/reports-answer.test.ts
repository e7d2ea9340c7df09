import { reportsAnswerSchema } from '#contracts/endpoints/reports';
import { ANSWER } from '../features/reports/reports-fixture';

/** How the client reads GET /api/reports (callEndpoint with the table's schema): null when it refuses it. */
const parseReports = (json: unknown) => reportsAnswerSchema.safeParse(json).data ?? null;

describe('reading the reports answer', () => {
  it('keeps a good answer as it is', () => {
    expect(parseReports(ANSWER)).toEqual(ANSWER);
  });

  it.each([
    ['not an object', 'reports'],
    ['no period', { ...ANSWER, from: undefined }],
    ['an impossible day', { ...ANSWER, to: '15/03/2026' }],
    ['no weeks', { ...ANSWER, perWeek: 'none' }],
    ['a week without its Monday', { ...ANSWER, perWeek: [{ count: 3 }] }],
  ])('refuses an answer with %s', (_, json) => {
    expect(parseReports(json)).toBeNull();
  });

  it('reads what it can of a damaged answer: a bad count is zero, a bad entry is left out', () => {
    const parsed = parseReports({
      ...ANSWER,
      total: -4,
      byKind: [{ key: 'enquiry', count: 3 }, { key: 'spam', count: 9 }, 'x'],
      byProgramme: [
        { key: 'addiction', count: 2.5 },
        { key: 'notSure', count: 1 },
        { key: '', count: 1 },
      ],
      byLanguage: [
        { key: 'fr', count: 1 },
        { key: null, count: 2 },
      ],
      closeReasons: 'none',
      decisions: [
        { key: 'accept', count: 2 },
        { key: 'admit', count: 1 },
      ],
      funnel: { arrived: 3, inContact: 'many' },
      firstContact: { answered: 2, medianMinutes: -1, p90Minutes: 30, targetMinutes: 0 },
    });
    expect(parsed).toMatchObject({
      total: 0,
      byKind: [{ key: 'enquiry', count: 3 }],
      byProgramme: [{ key: 'notSure', count: 1 }],
      byLanguage: [{ key: null, count: 2 }],
      closeReasons: [],
      decisions: [{ key: 'accept', count: 2 }],
      funnel: { arrived: 3, inContact: 0, assessmentBooked: 0, admitted: 0 },
      firstContact: {
        answered: 2,
        waiting: 0,
        medianMinutes: null,
        p90Minutes: 30,
        withinTarget: 0,
        targetMinutes: 60,
      },
    });
  });

  it('keeps only the figures: anything else the answer carries is left behind', () => {
    const parsed = parseReports({ ...ANSWER, names: ['Mona'], byCountry: [{ key: 'AE', count: 1, phone: '+971' }] });
    expect(parsed).not.toHaveProperty('names');
    expect(parsed?.byCountry).toEqual([{ key: 'AE', count: 1 }]);
  });
});
