import { BAND_LABELS, SCREENER_NAMES, scoreScreener, type SelfCheckAnswers } from '#contracts/screeners';
import { Button } from '@/components/ui/button';
import { fillText } from '@/i18n/fill-text';
import { formatNumber } from '@/i18n/format';
import { useRenderLanguage } from '@/i18n/language-context';
import { useText } from '@/i18n/use-text';
import { enquiryWording as wording } from '../content/enquiry-wording';

/** Says which self-check's answers go with the enquiry, and its result, with a button to keep them back. */
export function AttachedSelfCheck({ selfCheck, onDrop }: { selfCheck: SelfCheckAnswers; onDrop: () => void }) {
  const text = useText();
  const language = useRenderLanguage();
  const { score, maximum, band } = scoreScreener(selfCheck.screener, selfCheck.answers);
  return (
    <div className="flex flex-col items-start gap-3 rounded-2xl border border-brand/30 bg-brand-soft p-4">
      <p className="text-fg">
        {fillText(text(wording.selfCheck.attached), {
          name: text(SCREENER_NAMES[selfCheck.screener]),
          score: formatNumber(score, language),
          maximum: formatNumber(maximum, language),
          band: text(BAND_LABELS[band]),
        })}
      </p>
      <Button type="button" colour="outlined" size="sm" onClick={onDrop}>
        {text(wording.selfCheck.drop)}
      </Button>
    </div>
  );
}
