import type { InboxItem } from '#contracts/inbox';
import { LANGUAGE_SETTINGS } from '@/i18n/languages';
import { fillPlaceholders } from '@/i18n/fill-placeholders';
import { consentWording as wording } from '../content/consent-wording';
import { useInboxText } from '../hooks/use-inbox-text';

/** Which consent wording the family accepted, in which language, when and by whom; the sentence itself below. */
export function ConsentLine({ consent }: Pick<InboxItem, 'consent'>) {
  const t = useInboxText();
  if (!consent) return <p className="text-sm text-fg-muted">{t.text(wording.notRecorded)}</p>;
  const { dir } = LANGUAGE_SETTINGS[consent.language];
  return (
    <div className="flex flex-col gap-2 text-sm">
      <p>
        {fillPlaceholders(t.text(wording.given), {
          version: <bdi dir="ltr">{consent.version}</bdi>,
          language: t.text(wording.language[consent.language]),
          date: <time dateTime={consent.givenAt}>{t.dateTime(consent.givenAt)}</time>,
          by: t.text(wording.by[consent.by]),
        })}
      </p>
      <details>
        <summary className="cursor-pointer text-fg-muted">{t.text(wording.wordingAgreed)}</summary>
        <p lang={consent.language} dir={dir} className="mt-2 border-s-2 border-line ps-3">
          {consent.text}
        </p>
      </details>
    </div>
  );
}
