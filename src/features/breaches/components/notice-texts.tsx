import { useId } from 'react';
import { textAreaClasses } from '@/components/ui/text-input';
import { LANGUAGE_SETTINGS, type Language } from '@/i18n/languages';
import type { Breach } from '#contracts/breaches';
import { breachesWording } from '../content/breaches-wording';
import { familiesNotice, regulatorNotice } from '../content/notice-texts';
import { useBreachesText } from '../hooks/use-breaches-text';

const wording = breachesWording.notices;

/** One notice, read-only for copying, in its own language and direction whatever the page's. */
function Notice({ label, text, language }: { label: string; text: string; language: Language }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="font-medium text-fg">
        {label}
      </label>
      <textarea
        id={id}
        readOnly
        value={text}
        lang={language}
        dir={LANGUAGE_SETTINGS[language].dir}
        rows={12}
        className={textAreaClasses}
      />
    </div>
  );
}

/** The texts to start from: to the regulator and to the families, in Arabic and in English. */
export function NoticeTexts({ breach }: { breach: Breach }) {
  const t = useBreachesText();
  return (
    <details className="rounded-lg border border-line p-4">
      <summary className="cursor-pointer font-semibold text-fg">{t.text(wording.heading)}</summary>
      <p className="mt-2 text-sm text-fg-muted">{t.text(wording.hint)}</p>
      <div className="mt-4 grid gap-5 laptop:grid-cols-2">
        <Notice label={t.text(wording.regulatorAr)} text={regulatorNotice(breach, 'ar')} language="ar" />
        <Notice label={t.text(wording.regulatorEn)} text={regulatorNotice(breach, 'en')} language="en" />
        <Notice label={t.text(wording.familiesAr)} text={familiesNotice(breach, 'ar')} language="ar" />
        <Notice label={t.text(wording.familiesEn)} text={familiesNotice(breach, 'en')} language="en" />
      </div>
    </details>
  );
}
