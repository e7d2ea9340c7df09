import type { ReactNode } from 'react';
import { COUNTRY_NAMES } from '#contracts/countries';
import type { InboxItem } from '#contracts/inbox';
import { LANGUAGE_NAMES } from '#contracts/languages';
import type { Bilingual } from '@/i18n/text';
import { own } from '@/lib/own';
import { codeWording, inboxWording as wording, type CodeGroup } from '../content/inbox-wording';
import { useInboxText } from '../hooks/use-inbox-text';

/** Which form fields hold a code, and the wording group that names it. */
const CODE_FIELDS: Record<string, CodeGroup> = {
  forWhom: 'forWhom',
  contactMethod: 'contactMethod',
  preferredTime: 'preferredTime',
  programme: 'programme',
};

/** Fields shown once from the item itself, above the rest: left out of the list if the form's fields repeat them. */
const SHOWN_FROM_ITEM = new Set(['reference', 'language']);

/** Everything the family sent, each field by its label; the reference and the language first. */
export function SentFields({ item }: { item: InboxItem }) {
  const t = useInboxText();
  const labels: Readonly<Record<string, Bilingual>> = wording.fields;
  /** A field we have no label for (a newer form) is named by its key. */
  const label = (key: string) => {
    const words = own(labels, key);
    return words ? t.text(words) : key;
  };
  const entries = Object.entries(item.fields).filter(([key]) => !SHOWN_FROM_ITEM.has(key));
  const show = (key: string, value: string | boolean | null): ReactNode => {
    if (value === null || value === '') return <span className="text-fg-muted">{t.text(wording.notGiven)}</span>;
    if (typeof value === 'boolean') return t.text(value ? wording.yes : wording.no);
    const group = own(CODE_FIELDS, key);
    const words = group ? own<Bilingual>(codeWording[group], value) : undefined;
    if (words) return t.text(words);
    const country = key === 'phoneCountry' ? own(COUNTRY_NAMES, value) : undefined;
    if (country) return t.text(country);
    if (key === 'phone' || key === 'email')
      return (
        <bdi dir="ltr" className="break-all" data-user-content>
          {value}
        </bdi>
      );
    return (
      <span dir="auto" className="whitespace-pre-line break-words" data-user-content>
        {value}
      </span>
    );
  };
  return (
    <dl className="grid gap-4 tablet:grid-cols-2">
      <div>
        <dt className="text-sm text-fg-muted">{t.text(wording.columns.reference)}</dt>
        <dd className="text-fg">
          <bdi dir="ltr" className="font-mono">
            {item.reference}
          </bdi>
        </dd>
      </div>
      <div>
        <dt className="text-sm text-fg-muted">{t.text(wording.columns.language)}</dt>
        <dd className="text-fg">{t.text(LANGUAGE_NAMES[item.language])}</dd>
      </div>
      {entries.map(([key, value]) => (
        <div key={key} className={key === 'message' ? 'tablet:col-span-2' : undefined}>
          <dt className="text-sm text-fg-muted">{label(key)}</dt>
          <dd className="text-fg">{show(key, value)}</dd>
        </div>
      ))}
    </dl>
  );
}
