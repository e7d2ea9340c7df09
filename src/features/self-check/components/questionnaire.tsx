import { useEffect, useRef, useState, type FormEvent } from 'react';
import { isComplete, needsCrisisNotice, scoreScreener, SCREENER_RULES, type Screener } from '#contracts/screeners';
import { CrisisNotice } from '@/components/sections/crisis-notice';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { crisisNotice } from '@/content/crisis';
import { useHydrated } from '@/hooks/use-hydrated';
import { fillPlaceholders } from '@/i18n/fill-placeholders';
import { formatNumber } from '@/i18n/format';
import { useRenderLanguage } from '@/i18n/language-context';
import { useText } from '@/i18n/use-text';
import { questions, scaleAnswers, stems } from '../content/questions';
import { selfCheckWording } from '../content/self-check-wording';
import { ScreenerResult } from './screener-result';

type Answers = Array<number | null>;

/**
 * One questionnaire, scored here in the browser: nothing is sent or stored, so the answers live in
 * this component's state alone and are gone with the page. Disabled until the app runs (the
 * prerendered page reads, but a tick in the bare HTML would not reach the state).
 */
export function Questionnaire({ screener }: { screener: Screener }) {
  const text = useText();
  const language = useRenderLanguage();
  const hydrated = useHydrated();
  const { items, scale } = SCREENER_RULES[screener];
  // Each answer's value is its score, its position on the scale.
  const options = scaleAnswers[scale].map((label, score) => ({ value: String(score), label: text(label) }));
  const blank = (): Answers => Array.from({ length: items }, () => null);
  const [answers, setAnswers] = useState<Answers>(blank);
  const [submitted, setSubmitted] = useState(false);
  const resultRef = useRef<HTMLDivElement>(null);
  const groupId = (index: number) => `${screener}-q${index + 1}`;

  const showResult = submitted && isComplete(screener, answers);
  const missing = answers.flatMap((answer, index) => (answer === null ? [index] : []));

  useEffect(() => {
    if (showResult) resultRef.current?.focus();
  }, [showResult]);

  const answer = (index: number, value: number) =>
    setAnswers((current) => current.map((previous, at) => (at === index ? value : previous)));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (missing.length > 0) document.getElementById(groupId(missing[0]!))?.focus();
  };

  // Focus moves to the first question, which scrolls it into view.
  const startAgain = () => {
    setAnswers(blank());
    setSubmitted(false);
    document.getElementById(groupId(0))?.focus();
  };

  return (
    <div className="flex flex-col gap-8">
      <form noValidate onSubmit={onSubmit}>
        <fieldset disabled={!hydrated} className="flex min-w-0 flex-col gap-6">
          <legend className="mb-6 text-lg font-semibold text-fg">{text(stems[screener])}</legend>
          {questions[screener].map((question, index) => (
            <ChoiceGroup
              key={index}
              id={groupId(index)}
              name={groupId(index)}
              legend={`${formatNumber(index + 1, language)}. ${text(question)}`}
              options={options}
              value={answers[index] === null ? '' : String(answers[index])}
              onChange={(value) => answer(index, Number(value))}
            />
          ))}
          {submitted && missing.length > 0 && (
            <Alert tone="warning">
              {fillPlaceholders(text(selfCheckWording.unanswered), {
                questions: missing
                  .map((index) => formatNumber(index + 1, language))
                  .join(language === 'ar' ? '، ' : ', '),
              })}
            </Alert>
          )}
          <div>
            <Button type="submit" colour="brand">
              {text(selfCheckWording.seeResult)}
            </Button>
          </div>
        </fieldset>
      </form>
      {/* Focus moves here when the result shows, so a screen reader starts at the crisis notice when there is one. */}
      <div ref={resultRef} tabIndex={-1} className="flex flex-col gap-6 focus:outline-none">
        {/* In the page from the start, hidden: its icons load with the page, so showing it (PHQ-9's
            ninth answer above "not at all") asks the server for nothing that would tell the answer. */}
        <div hidden={!(showResult && needsCrisisNotice(screener, answers))}>
          <CrisisNotice notice={crisisNotice} inColumn />
        </div>
        {submitted && isComplete(screener, answers) && (
          <ScreenerResult
            result={scoreScreener(screener, answers)}
            answers={{ screener, answers }}
            onStartAgain={startAgain}
          />
        )}
      </div>
    </div>
  );
}
