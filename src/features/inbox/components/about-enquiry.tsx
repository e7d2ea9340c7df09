import { HEARD_FROM_LABELS } from '#contracts/forms/discretion';
import type { InboxItem } from '#contracts/inbox';
import type { Bilingual } from '@/i18n/text';
import { personKnowsWording, relationshipWording, rulesWording as wording } from '../content/item-wording';
import { useInboxText } from '../hooks/use-inbox-text';

/** Who sent it: the person themselves, their parent…, or someone who did not say. */
function sentBy(item: InboxItem): Bilingual | null {
  if (item.relationship) return relationshipWording[item.relationship];
  if (item.forWhom === 'self') return wording.sentBySelf;
  if (item.forWhom === 'someone-else') return wording.sentByUnknown;
  return null;
}

/** Who sent the enquiry, whether the person it is for knows, and how they heard of the centre. */
export function AboutEnquiry({ item }: { item: InboxItem }) {
  const t = useInboxText();
  if (item.kind !== 'enquiry') return null;
  const sender = sentBy(item);
  const forSomeoneElse = item.forWhom !== 'self';
  const rows = [
    sender && { label: wording.sentByLabel, value: sender },
    forSomeoneElse && {
      label: wording.knowsLabel,
      value: item.personKnows ? personKnowsWording[item.personKnows] : wording.notSaid,
    },
    { label: wording.heardLabel, value: item.heardFrom ? HEARD_FROM_LABELS[item.heardFrom] : wording.notSaid },
  ].filter((row): row is { label: Bilingual; value: Bilingual } => Boolean(row));
  return (
    <div className="border-t border-line pt-4">
      <h3 className="font-medium text-fg">{t.text(wording.aboutHeading)}</h3>
      <dl className="mt-3 grid gap-4 tablet:grid-cols-2">
        {rows.map(({ label, value }) => (
          <div key={label.en}>
            <dt className="text-sm text-fg-muted">{t.text(label)}</dt>
            {/* "They do not know" is what most needs care: it stands out in weight, not only in words. */}
            <dd className={value === personKnowsWording.no ? 'font-semibold text-fg' : 'text-fg'}>{t.text(value)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
