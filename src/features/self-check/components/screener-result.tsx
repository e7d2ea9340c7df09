import { forwardRef, useId } from 'react';
import { paths } from '#contracts/routes';
import { BAND_LABELS, type ScreenerScore } from '#contracts/screeners';
import { CrisisNotice } from '@/components/sections/crisis-notice';
import { Button } from '@/components/ui/button';
import { crisisNotice } from '@/content/crisis';
import { fillPlaceholders } from '@/i18n/fill-placeholders';
import { formatNumber } from '@/i18n/format';
import { usePathFor, useRenderLanguage } from '@/i18n/language-context';
import { useText } from '@/i18n/use-text';
import { bandMeanings, selfCheckWording } from '../content/self-check-wording';

interface ScreenerResultProps {
  result: ScreenerScore;
  /** PHQ-9's ninth item above "not at all": the crisis notice comes first, before the score. */
  crisis: boolean;
  onStartAgain: () => void;
}

/**
 * The result in plain words, with its published band and "this is not a diagnosis". It takes focus
 * when shown (the ref), so a screen reader reads on from the crisis notice, when there is one.
 */
export const ScreenerResult = forwardRef<HTMLDivElement, ScreenerResultProps>(function ScreenerResult(
  { result, crisis, onStartAgain },
  ref,
) {
  const text = useText();
  const language = useRenderLanguage();
  const pathFor = usePathFor();
  const titleId = useId();
  return (
    <div ref={ref} tabIndex={-1} className="flex flex-col gap-6 focus:outline-none">
      {crisis && <CrisisNotice notice={crisisNotice} inColumn />}
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
        <div className="mt-6 flex flex-wrap gap-3">
          <Button to={pathFor(paths.admissions)} colour="cta">
            {text(selfCheckWording.bookAssessment)}
          </Button>
          <Button type="button" colour="outlined" onClick={onStartAgain}>
            {text(selfCheckWording.startAgain)}
          </Button>
        </div>
      </section>
    </div>
  );
});
