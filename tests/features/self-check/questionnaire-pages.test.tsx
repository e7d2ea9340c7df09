import userEvent from '@testing-library/user-event';
import { screen, within } from '../../test-utils';
import { BAND_LABELS } from '#contracts/screeners';
import { crisisNotice } from '@/content/crisis';
import { gad7Page, phq9Page, scoffPage, selfCheck } from '@/content/pages/self-check';
import { questions, scaleAnswers } from '@/features/self-check/content/questions';
import { selfCheckWording } from '@/features/self-check/content/self-check-wording';
import type { Language } from '@/i18n/languages';
import { metaContent, openPage } from '../../app/routes/page-helpers';

const frequencies = scaleAnswers.frequency;

/** Ticks one answer a question, by its score (its position on `answers`), as a visitor would. */
async function answerAll(scores: number[], language: Language, answers = frequencies) {
  const user = userEvent.setup();
  const groups = screen.getAllByRole('radiogroup');
  expect(groups).toHaveLength(scores.length);
  for (const [index, score] of scores.entries())
    await user.click(within(groups[index]!).getByLabelText(answers[score]![language]));
  await user.click(screen.getByRole('button', { name: selfCheckWording.seeResult[language] }));
  return user;
}

describe('the PHQ-9 page', () => {
  it.each(['en', 'ar'] as const)('explains what the questions are for, in %s', async (language) => {
    const { main } = await openPage('phq9', language);
    expect(main.getByRole('heading', { level: 2, name: phq9Page.about.title[language] })).toBeInTheDocument();
    expect(main.getByText(phq9Page.about.text[language])).toBeInTheDocument();
    expect(main.getByText(phq9Page.notDiagnosis.title[language])).toBeInTheDocument();
    expect(metaContent('description')).toBe(phq9Page.description[language]);
    expect(main.getAllByRole('radiogroup')).toHaveLength(questions.phq9.length);
  });

  it.each([
    ['en', [1, 1, 1, 1, 1, 2, 2, 1, 0], '10', '27'],
    ['ar', [1, 1, 1, 1, 1, 2, 2, 1, 0], '١٠', '٢٧'],
  ] as const)(
    'scores a known set to its published band in %s, without the crisis notice',
    async (language, scores, score, maximum) => {
      const fetches = vi.spyOn(globalThis, 'fetch');
      await openPage('phq9', language);
      fetches.mockClear();
      await answerAll([...scores], language);
      const result = await screen.findByRole('heading', { level: 2, name: selfCheckWording.resultTitle[language] });
      const panel = result.closest('section')!;
      expect(panel).toHaveTextContent(score);
      expect(panel).toHaveTextContent(maximum);
      expect(panel).toHaveTextContent(BAND_LABELS.moderate[language]);
      expect(panel).toHaveTextContent(selfCheckWording.notDiagnosis[language]);
      expect(screen.queryByRole('heading', { name: crisisNotice.title[language] })).toBeNull();
      // Scored in the browser: filling in and scoring asked the network for nothing.
      expect(fetches).not.toHaveBeenCalled();
      fetches.mockRestore();
    },
  );

  it('shows the crisis notice before the result when the ninth answer is above "not at all", even at a low total', async () => {
    await openPage('phq9');
    await answerAll([0, 0, 0, 0, 0, 0, 0, 0, 1], 'en');
    const result = await screen.findByRole('heading', { level: 2, name: selfCheckWording.resultTitle.en });
    const crisis = screen.getByRole('heading', { level: 2, name: crisisNotice.title.en });
    expect(crisis.compareDocumentPosition(result) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(result.closest('section')).toHaveTextContent(BAND_LABELS.minimal.en);
  });

  it('takes the answers to the enquiry form only when asked, sending nothing on the way', async () => {
    await openPage('phq9');
    const fetches = vi.spyOn(globalThis, 'fetch');
    const user = await answerAll([1, 1, 1, 1, 1, 2, 2, 1, 0], 'en');
    await user.click(screen.getByRole('link', { name: 'Send my answers with an enquiry' }));
    expect(
      await screen.findByText(
        /^Your PHQ-9 \(low mood and depression\) answers go with this enquiry \(10 of 27: Moderate\)/,
      ),
    ).toBeVisible();
    expect(fetches.mock.calls.map(([input]) => String(input))).not.toContainEqual(
      expect.stringContaining('/api/enquiries'),
    );
    fetches.mockRestore();
  });

  it('names the questions still unanswered instead of a result, and moves to the first of them', async () => {
    await openPage('phq9');
    const user = userEvent.setup();
    await user.click(screen.getAllByLabelText(frequencies[0]!.en)[0]!);
    await user.click(screen.getByRole('button', { name: selfCheckWording.seeResult.en }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Not answered yet: 2, 3, 4, 5, 6, 7, 8, 9.');
    expect(document.activeElement).toHaveAttribute('id', 'phq9-q2');
    expect(screen.queryByRole('heading', { name: selfCheckWording.resultTitle.en })).toBeNull();
  });
});

describe('the GAD-7 page', () => {
  it.each([
    ['en', [3, 3, 3, 3, 3, 0, 0]],
    ['ar', [3, 3, 3, 3, 3, 0, 0]],
  ] as const)('scores 15 as severe in %s, and starts again from blank', async (language, scores) => {
    const { main } = await openPage('gad7', language);
    expect(main.getByText(gad7Page.about.text[language])).toBeInTheDocument();
    const user = await answerAll([...scores], language);
    const result = await screen.findByRole('heading', { level: 2, name: selfCheckWording.resultTitle[language] });
    expect(result.closest('section')).toHaveTextContent(BAND_LABELS.severe[language]);
    await user.click(screen.getByRole('button', { name: selfCheckWording.startAgain[language] }));
    expect(screen.queryByRole('heading', { name: selfCheckWording.resultTitle[language] })).toBeNull();
    expect(screen.getAllByRole('radio')).toHaveLength(7 * 4);
    expect(screen.queryAllByRole('radio', { checked: true })).toHaveLength(0);
  });
});

describe('the SCOFF page', () => {
  it.each([
    ['en', '2', '5'],
    ['ar', '٢', '٥'],
  ] as const)(
    'is linked from the index, asks yes or no, and scores two "yes" as a possible case in %s',
    async (language, score, maximum) => {
      const index = await openPage('selfCheck', language);
      const link = index.main.getByRole('link', { name: selfCheck.checks[2]!.label[language] });
      const fetches = vi.spyOn(globalThis, 'fetch');
      await userEvent.setup().click(link);
      const heading = await screen.findByRole('heading', { level: 2, name: scoffPage.about.title[language] });
      expect(heading.closest('main')).toHaveTextContent(scoffPage.about.text[language]);
      expect(metaContent('description')).toBe(scoffPage.description[language]);
      expect(screen.getAllByRole('radiogroup')).toHaveLength(questions.scoff.length);
      expect(screen.getAllByRole('radio')).toHaveLength(5 * 2);
      await answerAll([1, 0, 0, 1, 0], language, scaleAnswers.yesNo);
      const result = await screen.findByRole('heading', { level: 2, name: selfCheckWording.resultTitle[language] });
      const panel = result.closest('section')!;
      expect(panel).toHaveTextContent(score);
      expect(panel).toHaveTextContent(maximum);
      expect(panel).toHaveTextContent(BAND_LABELS.possibleCase[language]);
      expect(panel).toHaveTextContent(selfCheckWording.notDiagnosis[language]);
      expect(screen.queryByRole('heading', { name: crisisNotice.title[language] })).toBeNull();
      expect(fetches).not.toHaveBeenCalled();
      fetches.mockRestore();
    },
  );

  it('scores one "yes" below the cut-off, and shows the bands 0–1 and 2–5 with their words', async () => {
    await openPage('scoff');
    const table = screen.getByRole('table', { name: scoffPage.bandsTitle.en });
    expect(within(table).getByRole('row', { name: `0 to 1 ${BAND_LABELS.fewSigns.en}` })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: `2 to 5 ${BAND_LABELS.possibleCase.en}` })).toBeInTheDocument();
    await answerAll([0, 0, 1, 0, 0], 'en', scaleAnswers.yesNo);
    const result = await screen.findByRole('heading', { level: 2, name: selfCheckWording.resultTitle.en });
    expect(result.closest('section')).toHaveTextContent('Your total is 1 out of 5: Few signs.');
  });
});
