import type { ReactNode } from 'react';
import CircleCheck from 'lucide-react/icons/circle-check';
import CircleX from 'lucide-react/icons/circle-x';
import Info from 'lucide-react/icons/info';
import TriangleAlert from 'lucide-react/icons/triangle-alert';
import { cn } from '@/lib/cn';
import { Icon, type IconColour, type IconComponent } from './icon';

export type AlertTone = 'info' | 'success' | 'warning' | 'danger';

const tones: Record<AlertTone, { icon: IconComponent; colour: IconColour; classes: string }> = {
  info: { icon: Info, colour: 'brand', classes: 'border-brand/30 bg-brand-soft' },
  success: { icon: CircleCheck, colour: 'success', classes: 'border-success/30 bg-success-soft' },
  warning: { icon: TriangleAlert, colour: 'warning', classes: 'border-warning/40 bg-warning-soft' },
  danger: { icon: CircleX, colour: 'danger', classes: 'border-danger/30 bg-danger-soft' },
};

interface AlertProps {
  tone?: AlertTone;
  title?: string;
  /** The tone in words ("Error"), read before the message so a screen reader says what the colour and icon show. */
  toneLabel?: string;
  children?: ReactNode;
  /** Buttons or links under the message. */
  actions?: ReactNode;
  className?: string;
}

/**
 * A message box. Info and success are polite (`status`); warning and danger
 * interrupt (`alert`), so keep those for what needs attention now.
 */
export function Alert({ tone = 'info', title, toneLabel, children, actions, className }: AlertProps) {
  const { icon, colour, classes } = tones[tone];
  const isUrgent = tone === 'warning' || tone === 'danger';
  return (
    <div
      role={isUrgent ? 'alert' : 'status'}
      className={cn('flex gap-3 rounded-xl border p-4 text-fg', classes, className)}
    >
      <Icon icon={icon} colour={colour} className="mt-0.5" />
      <div className="min-w-0 flex-1">
        {toneLabel && <span className="sr-only">{`${toneLabel}: `}</span>}
        {title && <p className="font-semibold">{title}</p>}
        {children && <div className={cn(title && 'mt-1', 'text-fg')}>{children}</div>}
        {actions && <div className="mt-3 flex flex-wrap gap-2">{actions}</div>}
      </div>
    </div>
  );
}
