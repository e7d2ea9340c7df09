import type { ReactNode } from 'react';
import { useText } from '@/i18n/use-text';
import { cn } from '@/lib/cn';
import { Icon, type IconColour } from './icon';
import type { IconDefinition } from './icons/define-icon';
import { checkCircleIcon } from './icons/check-circle-icon';
import { errorCircleIcon } from './icons/error-circle-icon';
import { infoCircleIcon } from './icons/info-circle-icon';
import { warningIcon } from './icons/warning-icon';

export type AlertTone = 'info' | 'success' | 'warning' | 'danger';

const tones: Record<AlertTone, { icon: IconDefinition; colour: IconColour; classes: string }> = {
  info: { icon: infoCircleIcon, colour: 'brand', classes: 'border-brand/30 bg-brand-soft' },
  success: { icon: checkCircleIcon, colour: 'success', classes: 'border-success/30 bg-success-soft' },
  warning: { icon: warningIcon, colour: 'warning', classes: 'border-warning/40 bg-warning-soft' },
  danger: { icon: errorCircleIcon, colour: 'danger', classes: 'border-danger/30 bg-danger-soft' },
};

interface AlertProps {
  tone?: AlertTone;
  title?: string;
  children?: ReactNode;
  /** Buttons or links under the message. */
  actions?: ReactNode;
  className?: string;
}

/**
 * A message box. Info and success are polite (`status`); warning and danger
 * interrupt (`alert`), so keep those for what needs attention now.
 */
export function Alert({ tone = 'info', title, children, actions, className }: AlertProps) {
  const text = useText();
  const { icon, colour, classes } = tones[tone];
  const isUrgent = tone === 'warning' || tone === 'danger';
  const toneName = {
    info: { en: 'Information', ar: 'معلومة' },
    success: { en: 'Success', ar: 'تم بنجاح' },
    warning: { en: 'Warning', ar: 'تحذير' },
    danger: { en: 'Error', ar: 'خطأ' },
  }[tone];
  return (
    <div
      role={isUrgent ? 'alert' : 'status'}
      className={cn('flex gap-3 rounded-xl border p-4 text-fg', classes, className)}
    >
      <Icon icon={icon} colour={colour} className="mt-0.5" />
      <div className="min-w-0 flex-1">
        <span className="sr-only">{`${text(toneName)}: `}</span>
        {title && <p className="font-semibold">{title}</p>}
        {children && <div className={cn(title && 'mt-1', 'text-fg')}>{children}</div>}
        {actions && <div className="mt-3 flex flex-wrap gap-2">{actions}</div>}
      </div>
    </div>
  );
}
