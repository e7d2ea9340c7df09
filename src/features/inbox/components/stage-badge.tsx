import CircleCheck from 'lucide-react/icons/circle-check';
import CircleDot from 'lucide-react/icons/circle-dot';
import Phone from 'lucide-react/icons/phone';
import ShieldAlert from 'lucide-react/icons/shield-alert';
import { Chip, type ChipTone } from '@/components/ui/chip';
import type { IconComponent } from '@/components/ui/icon';
import { useText } from '@/i18n/use-text';
import { statusWording } from '../content/inbox-wording';
import type { InboxStatus } from '#contracts/inbox';

/** Each status has its own word and icon, not only its colour. */
const statusLook: Record<InboxStatus, { tone: ChipTone; icon: IconComponent }> = {
  new: { tone: 'brand', icon: CircleDot },
  contacted: { tone: 'warning', icon: Phone },
  closed: { tone: 'success', icon: CircleCheck },
  spam: { tone: 'danger', icon: ShieldAlert },
};

export function StatusBadge({ status }: { status: InboxStatus }) {
  const text = useText();
  const { tone, icon } = statusLook[status];
  return (
    <Chip tone={tone} icon={icon}>
      {text(statusWording[status])}
    </Chip>
  );
}
