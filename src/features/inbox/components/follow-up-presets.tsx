import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { safeWindow } from '#contracts/clock';
import type { ContactRules } from '#contracts/inbox';
import { followUpWording as wording } from '../content/item-wording';
import { knownZone, readerZone, toLocalInput, weekdayTime } from '../content/item-format';
import { useInboxText } from '../hooks/use-inbox-text';

const HOUR = 3_600_000;

/** Tomorrow at 09:00 on the reader's clock, and the same hour two days on (whole hours). */
function comingTimes(now: Date) {
  const tomorrow = new Date(now);
  tomorrow.setDate(now.getDate() + 1);
  tomorrow.setHours(9, 0, 0, 0);
  const later = new Date(Math.ceil((now.getTime() + 48 * HOUR) / HOUR) * HOUR);
  return { tomorrowMorning: tomorrow, inTwoDays: later };
}

/**
 * Ready answers for the next step: the family's next allowed time (when their window is closed now),
 * tomorrow morning, in two days; each fills the field, which stays the reader's to change before saving.
 */
export function FollowUpPresets({
  rules,
  now,
  onPick,
}: {
  rules: ContactRules | null;
  now: Date;
  onPick: (value: string) => void;
}) {
  const t = useInboxText();
  const next = rules ? safeWindow(rules, now).nextStart : null;
  const { tomorrowMorning, inTwoDays } = comingTimes(now);
  const presets = [
    ...(next ? [{ label: wording.presets.nextAllowed, at: next }] : []),
    { label: wording.presets.tomorrowMorning, at: tomorrowMorning },
    { label: wording.presets.inTwoDays, at: inTwoDays },
  ];
  return (
    <div role="group" aria-label={t.text(wording.presets.label)} className="flex flex-wrap gap-2">
      {presets.map(({ label, at }) => (
        <Button key={label.en} colour="outlined" size="sm" onClick={() => onPick(toLocalInput(at.toISOString()))}>
          {t.text(label)}
        </Button>
      ))}
    </div>
  );
}

/**
 * Said as soon as the chosen time falls outside the days and hours the family allows, before it is
 * saved: when that is on their clock, and when they next allow contact. Null when it is inside or unknown.
 */
export function OutsideTheirWindow({ rules, chosen }: { rules: ContactRules | null; chosen: string | null }) {
  const t = useInboxText();
  if (!rules || !chosen) return null;
  const at = new Date(chosen);
  const window = safeWindow(rules, at);
  if (window.within) return null;
  const theirs = weekdayTime(at, knownZone(rules.timeZone), t.language);
  const next = window.nextStart ? weekdayTime(window.nextStart, readerZone(), t.language) : null;
  return (
    <Alert tone="warning" title={t.text(wording.outside).replace('{theirs}', theirs)}>
      {next && t.text(wording.outsideNext).replace('{next}', next)}
    </Alert>
  );
}
