import { BAND_LABELS, maximumScore, SCREENER_RULES, type Screener } from '#contracts/screeners';
import { fillPlaceholders } from '@/i18n/fill-placeholders';
import { formatNumber } from '@/i18n/format';
import { useRenderLanguage } from '@/i18n/language-context';
import { useText } from '@/i18n/use-text';
import { selfCheckWording } from '../content/self-check-wording';

/** The published bands of a questionnaire's total, each with its range ("5 to 9: Mild"). */
export function BandTable({ screener, caption }: { screener: Screener; caption: string }) {
  const text = useText();
  const language = useRenderLanguage();
  const { bands } = SCREENER_RULES[screener];
  return (
    <table className="w-full max-w-md border-collapse text-start">
      <caption className="mb-3 text-start text-xl font-semibold text-fg">{caption}</caption>
      <thead>
        <tr className="border-b border-line text-sm text-fg-muted">
          <th scope="col" className="py-2 pe-4 text-start font-medium">
            {text(selfCheckWording.totalColumn)}
          </th>
          <th scope="col" className="py-2 text-start font-medium">
            {text(selfCheckWording.bandColumn)}
          </th>
        </tr>
      </thead>
      <tbody>
        {bands.map(([band, from], index) => {
          const to = (bands[index + 1]?.[1] ?? maximumScore(screener) + 1) - 1;
          return (
            <tr key={band} className="border-b border-line">
              <td className="py-2 pe-4 text-fg">
                {fillPlaceholders(text(selfCheckWording.range), {
                  from: formatNumber(from, language),
                  to: formatNumber(to, language),
                })}
              </td>
              <td className="py-2 text-fg">{text(BAND_LABELS[band])}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
