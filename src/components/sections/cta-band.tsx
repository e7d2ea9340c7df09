import { useId } from 'react';
import { Button } from '@/components/ui/button';
import type { CallToAction } from '@/content/types';
import { useText } from '@/i18n/use-text';

/**
 * The closing invitation: a soft panel with the main action and, if given, a
 * quieter second one. Full-bleed on phones, so long labels keep the whole width.
 */
export function CtaBand({ cta }: { cta: CallToAction }) {
  const text = useText();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="render-near-view py-14 tablet:py-20">
      <div className="mx-auto w-full max-w-6xl tablet:px-6">
        <div className="border-y border-brand/15 bg-brand-soft px-4 py-12 text-center tablet:rounded-3xl tablet:border tablet:px-12 tablet:py-16">
          <h2
            id={headingId}
            className="mx-auto max-w-2xl break-words text-2xl font-semibold tracking-tight text-fg tablet:text-3xl"
          >
            {text(cta.title)}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg leading-relaxed text-fg-muted">{text(cta.text)}</p>
          <div className="mt-8 flex flex-col items-stretch justify-center gap-3 tablet:flex-row tablet:items-center">
            <Button to={cta.action.to} colour="cta">
              {text(cta.action.label)}
            </Button>
            {cta.secondary && (
              <Button to={cta.secondary.to} colour="outlined">
                {text(cta.secondary.label)}
              </Button>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}
