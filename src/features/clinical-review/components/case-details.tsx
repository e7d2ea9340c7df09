import type { ClinicalCase } from '#contracts/clinical';
import { FOR_WHOM_LABELS, type ForWhom } from '#contracts/forms/enquiry-rules';
import { RELATIONSHIP_LABELS } from '#contracts/forms/discretion';
import { LANGUAGE_NAMES } from '#contracts/languages';
import { PROGRAMME_LABELS } from '#contracts/programmes';
import type { Bilingual } from '@/i18n/text';
import { clinicalReviewWording as wording } from '../content/clinical-review-wording';
import { useClinicalText } from '../hooks/use-clinical-text';

/** A code's words from a table, or null for a code this version does not know. */
const labelOf = (labels: Readonly<Record<string, Bilingual>>, code: string | null) =>
  code !== null && Object.hasOwn(labels, code) ? (labels[code] as Bilingual) : null;

/** What the reviewer decides from: the clinical details and the family's words, nothing that names them. */
export function CaseDetails({ item }: { item: ClinicalCase }) {
  const t = useClinicalText();
  const said = (value: Bilingual | null) => t.text(value ?? wording.notSaid);
  const rows: [Bilingual, string][] = [
    [wording.fields.programme, said(labelOf(PROGRAMME_LABELS, item.programme))],
    [wording.fields.forWhom, said(labelOf(FOR_WHOM_LABELS as Record<ForWhom, Bilingual>, item.forWhom))],
    [wording.fields.relationship, said(labelOf(RELATIONSHIP_LABELS, item.relationship))],
    [wording.fields.personKnows, said(item.personKnows && wording.personKnows[item.personKnows])],
    [wording.fields.language, t.text(LANGUAGE_NAMES[item.language])],
  ];
  return (
    <div className="flex flex-col gap-4">
      <dl className="grid gap-3 tablet:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label.en}>
            <dt className="text-sm text-fg-muted">{t.text(label)}</dt>
            <dd className="text-fg">{value}</dd>
          </div>
        ))}
      </dl>
      <div>
        <h3 className="text-sm text-fg-muted">{t.text(wording.fields.message)}</h3>
        <p
          dir="auto"
          lang={item.language}
          className="mt-1 whitespace-pre-line break-words rounded-lg bg-surface-sunken p-3 text-fg"
          data-user-content
        >
          {item.message}
        </p>
      </div>
    </div>
  );
}
