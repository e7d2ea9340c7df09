import { useSearchParams } from 'react-router-dom';
import type { DateRange } from '#contracts/date-range';
import { centreToday, rangeSearch, readRange, type PresetChoice } from '../lib/range';

/**
 * The report's period, kept in the address (`?range=last-month`, `?from=…&to=…`) so a link, Back and
 * a reload keep it. Presets count from today on the centre's calendar, read at each render: a page
 * left open past midnight asks for the new day's figures on its next render.
 */
export function useReportRange() {
  const [params, setParams] = useSearchParams();
  const range = readRange(params, centreToday(new Date()));
  const choosePreset = (choice: PresetChoice) => setParams(rangeSearch({ choice }, params));
  const chooseDays = (days: DateRange) => setParams(rangeSearch({ choice: 'custom', ...days }, params));
  return { range, choosePreset, chooseDays };
}
