import { useId } from 'react';
import Phone from 'lucide-react/icons/phone';
import TriangleAlert from 'lucide-react/icons/triangle-alert';
import { Container } from '@/components/ui/container';
import { Flag } from '@/components/ui/flag';
import { Icon } from '@/components/ui/icon';
import { telHref } from '@/config/contact';
import type { CrisisNotice as CrisisNoticeContent } from '@/content/types';
import { localDigits } from '@/i18n/format';
import { useText } from '@/i18n/use-text';
import { useRenderLanguage } from '@/i18n/language-context';
import { cn } from '@/lib/cn';

/**
 * "This site is not an emergency service", with each country's numbers as
 * `tel:` links. A landmark with a heading, not a live alert: it is there from
 * the start and should not interrupt a screen reader on arrival.
 */
export function CrisisNotice({ notice, inColumn = false }: { notice: CrisisNoticeContent; inColumn?: boolean }) {
  const text = useText();
  const language = useRenderLanguage();
  const headingId = useId();
  const aside = (
    <aside
      aria-labelledby={headingId}
      className="rounded-3xl border border-warning/40 bg-warning-soft p-6 text-fg tablet:p-10"
    >
      <div className="flex items-start gap-4">
        <span className="hidden size-12 shrink-0 items-center justify-center rounded-2xl bg-surface-raised text-warning tablet:inline-flex">
          <Icon icon={TriangleAlert} />
        </span>
        <div className="min-w-0 max-w-3xl">
          <h2 id={headingId} className="text-2xl font-semibold tracking-tight">
            {text(notice.title)}
          </h2>
          <p className="mt-3 leading-relaxed">{text(notice.text)}</p>
        </div>
      </div>
      <ul className={cn('mt-8 grid gap-4 tablet:grid-cols-2', !inColumn && 'desktop:grid-cols-4')}>
        {notice.countries.map((country) => (
          <li key={country.country} className="min-w-0 rounded-2xl bg-surface-raised p-5">
            <h3 className="flex items-center gap-2 font-semibold">
              <Flag country={country.country} decorative />
              <span className="min-w-0 break-words">{text(country.name)}</span>
            </h3>
            <ul className="mt-4 space-y-3">
              {country.numbers.map((entry) => (
                <li key={entry.number}>
                  <a
                    href={telHref(entry.number) ?? undefined}
                    className="group flex items-center justify-between gap-3 rounded-lg text-start"
                  >
                    <span className="min-w-0 break-words text-sm">{text(entry.label)}</span>{' '}
                    <span className="inline-flex shrink-0 items-center gap-1.5 rounded-full bg-warning-soft px-3 py-1 text-lg font-semibold text-fg group-hover:underline">
                      <Icon icon={Phone} size="xs" colour="warning" />
                      <bdi dir="ltr">{localDigits(entry.number, language)}</bdi>
                    </span>
                  </a>
                  {entry.note && <p className="mt-1 text-xs leading-relaxed text-fg-muted">{text(entry.note)}</p>}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      <p className="mt-8 max-w-3xl leading-relaxed">{text(notice.closing)}</p>
    </aside>
  );
  // In a page's column (a self-check's result) it takes the column's width, two countries a row at most.
  return inColumn ? aside : <Container className="py-10 tablet:py-14">{aside}</Container>;
}
