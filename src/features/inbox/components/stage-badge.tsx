import Archive from 'lucide-react/icons/archive';
import CalendarCheck from 'lucide-react/icons/calendar-check';
import CircleCheck from 'lucide-react/icons/circle-check';
import CircleDot from 'lucide-react/icons/circle-dot';
import Phone from 'lucide-react/icons/phone';
import ShieldAlert from 'lucide-react/icons/shield-alert';
import { Chip, type ChipTone } from '@/components/ui/chip';
import type { IconComponent } from '@/components/ui/icon';
import { useText } from '@/i18n/use-text';
import { CLOSE_REASON_LABELS, STAGE_LABELS, type CloseReason, type Stage } from '#contracts/pipeline';

/** Each stage has its own word and icon, not only its colour. */
export const stageLook: Record<Stage, { tone: ChipTone; icon: IconComponent }> = {
  new: { tone: 'brand', icon: CircleDot },
  inContact: { tone: 'warning', icon: Phone },
  assessmentBooked: { tone: 'brand', icon: CalendarCheck },
  admitted: { tone: 'success', icon: CircleCheck },
  closed: { tone: 'neutral', icon: Archive },
  spam: { tone: 'danger', icon: ShieldAlert },
};

/** The stage as a badge; a closed item's reason follows it as text (long reasons wrap, never cut). */
export function StageBadge({ stage, closeReason = null }: { stage: Stage; closeReason?: CloseReason | null }) {
  const text = useText();
  const { tone, icon } = stageLook[stage];
  const badge = (
    <Chip tone={tone} icon={icon}>
      {text(STAGE_LABELS[stage])}
    </Chip>
  );
  if (stage !== 'closed' || closeReason === null) return badge;
  return (
    <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1">
      {badge}
      <span className="text-sm text-fg-muted">{text(CLOSE_REASON_LABELS[closeReason])}</span>
    </span>
  );
}
