import { useId } from 'react';
import { useNavigate } from 'react-router-dom';
import { ENQUIRY_ANCHOR, paths } from '#contracts/routes';
import { BAND_LABELS, type ScreenerScore, type SelfCheckAnswers } from '#contracts/screeners';
import { Button } from '@/components/ui/button';
import { TextLink } from '@/components/ui/text-link';
import { fillPlaceholders } from '@/i18n/fill-placeholders';
import { formatNumber } from '@/i18n/format';
import { usePathFor, useRenderLanguage } from '@/i18n/language-context';
import { useText } from '@/i18n/use-text';
import { bandMeanings, selfCheckWording } from '../content/self-check-wording';

interface ScreenerResultProps {
  result: ScreenerScore;
  /** The answers, for "Send my answers with an enquiry": they go only when the visitor presses it. */
  answers: SelfCheckAnswers;
  onStartAgain: () => void;
}

/** The result in plain words, with its published band and "this is not a diagnosis". */
export function ScreenerResult({ result, answers, onStartAgain }: ScreenerResultProps) {
  const text = useText();
  const language = useRenderLanguage();
  const pathFor = usePathFor();
  const navigate = useNavigate();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="rounded-3xl border border-brand/30 bg-brand-soft p-6 tablet:p-8">
      <h2 id={titleId} className="text-2xl font-semibold text-fg">
        {text(selfCheckWording.resultTitle)}
      </h2>
      <p className="mt-3 text-lg font-medium text-fg">
        {fillPlaceholders(text(selfCheckWording.total), {
          score: formatNumber(result.score, language),
          maximum: formatNumber(result.maximum, language),
          band: text(BAND_LABELS[result.band]),
        })}
      </p>
      <p className="mt-3 leading-relaxed text-fg">{text(bandMeanings[result.band])}</p>
      <p className="mt-3 font-semibold leading-relaxed text-fg">{text(selfCheckWording.notDiagnosis)}</p>
      <p className="mt-3 text-sm text-fg-muted">{text(selfCheckWording.stillPrivate)}</p>
      <p className="mt-2">
        {/* The answers ride in this tab's history entry only, for the enquiry form to offer: nothing is sent until the enquiry is. */}
        <TextLink
          to={pathFor(paths.admissions)}
          // It appears under the pointer that pressed "See my result": no prefetch, so the check stays request-free.
          onPointerOver={(event) => event.stopPropagation()}
          onClick={(event) => {
            event.preventDefault();
            void navigate(`${pathFor(paths.admissions)}#${ENQUIRY_ANCHOR}`, { state: { selfCheck: answers } });
          }}
        >
          {text(selfCheckWording.sendAnswers)}
        </TextLink>
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        <Button to={pathFor(paths.admissions)} colour="cta">
          {text(selfCheckWording.bookAssessment)}
        </Button>
        <Button type="button" colour="outlined" onClick={onStartAgain}>
          {text(selfCheckWording.startAgain)}
        </Button>
      </div>
    </section>
  );
}
