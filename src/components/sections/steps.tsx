import type { Step } from '@/content/types';
import { formatNumber } from '@/i18n/format';
import { useText } from '@/i18n/use-text';
import { cn } from '@/lib/cn';
import { useRenderLanguage } from '@/i18n/language-context';
import { cardClasses } from './card';

interface StepsProps {
  steps: Step[];
  /** `cards`: side by side from laptop width (up to four); `timeline`: one under another, joined by a line. */
  variant?: 'cards' | 'timeline';
  className?: string;
}

function StepNumber({ value }: { value: number }) {
  const language = useRenderLanguage();
  return (
    <span
      aria-hidden="true"
      className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-brand text-lg font-semibold text-brand-fg"
    >
      {formatNumber(value, language)}
    </span>
  );
}

/**
 * Numbered steps as an ordered list. The list gives assistive technology the
 * order; the visible number, in the page's digits, is decoration beside it.
 */
export function Steps({ steps, variant = 'cards', className }: StepsProps) {
  const text = useText();
  if (variant === 'timeline')
    return (
      <ol className={cn('max-w-3xl', className)}>
        {steps.map((step, index) => (
          <li key={step.title.en} className="flex gap-5 tablet:gap-6">
            <div className="flex flex-col items-center">
              <StepNumber value={index + 1} />
              {index < steps.length - 1 && <span aria-hidden="true" className="my-2 w-px flex-1 bg-brand/25" />}
            </div>
            <div className="min-w-0 pb-10 pt-2">
              <h3 className="break-words text-lg font-semibold text-fg">{text(step.title)}</h3>
              <p className="mt-2 leading-relaxed text-fg-muted">{text(step.text)}</p>
            </div>
          </li>
        ))}
      </ol>
    );
  return (
    <ol className={cn('grid gap-5 tablet:grid-cols-2 laptop:grid-cols-4', className)}>
      {steps.map((step, index) => (
        <li key={step.title.en} className={cn(cardClasses, 'flex flex-col')}>
          <StepNumber value={index + 1} />
          <h3 className="mt-5 break-words text-lg font-semibold text-fg">{text(step.title)}</h3>
          <p className="mt-2 leading-relaxed text-fg-muted">{text(step.text)}</p>
        </li>
      ))}
    </ol>
  );
}
