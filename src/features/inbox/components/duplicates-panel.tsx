import { useId } from 'react';
import type { InboxDuplicate, InboxItem } from '#contracts/inbox';
import type { LinkDecision } from '#contracts/pipeline';
import { inboxItemPath } from '#contracts/routes';
import { Button } from '@/components/ui/button';
import { Chip } from '@/components/ui/chip';
import { TextLink } from '@/components/ui/text-link';
import { fillPlaceholders } from '@/i18n/fill-placeholders';
import { duplicatesWording as wording } from '../content/item-wording';
import { linkStateWording, matchReasonWording } from '../content/pipeline-wording';
import { useInboxText } from '../hooks/use-inbox-text';
import { DetailPanel } from './detail-panel';
import { useItemWrite } from './item-changes';
import { SaveProblem } from './save-problem';
import { StageBadge } from './stage-badge';

/** One other item that may be this family's: what it is, why it matched, and the decision on it. */
function Duplicate({ duplicate }: { duplicate: InboxDuplicate }) {
  const t = useInboxText();
  const write = useItemWrite(`link:${duplicate.reference}`);
  const reasons = duplicate.reasons.map((reason) => t.text(matchReasonWording[reason]));
  // The buttons repeat for each duplicate: each is described by the item it decides on.
  const titleId = useId();
  const decide = (decision: LinkDecision) => write.save({ link: { reference: duplicate.reference, decision } });
  const flagged = duplicate.state === 'flagged';
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-line p-3">
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <TextLink id={titleId} to={inboxItemPath(duplicate.reference)}>
          <bdi dir="ltr" className="font-mono">
            {duplicate.reference}
          </bdi>{' '}
          — <bdi data-user-content>{duplicate.name}</bdi>
        </TextLink>
        <StageBadge stage={duplicate.stage} />
      </p>
      <p className="text-sm text-fg-muted">
        {fillPlaceholders(t.text(wording.received), {
          at: <time dateTime={duplicate.receivedAt}>{t.dateTime(duplicate.receivedAt)}</time>,
        })}
      </p>
      {reasons.length > 0 && (
        <p className="text-sm text-fg">
          {fillPlaceholders(t.text(wording.reasons), { reasons: reasons.join(t.language === 'ar' ? '، ' : ', ') })}
        </p>
      )}
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <span className="text-fg-muted">{t.text(wording.state)}:</span>
        <Chip tone={flagged ? 'warning' : 'neutral'}>
          {t.text(flagged ? wording.undecided : linkStateWording[duplicate.state])}
        </Chip>
      </p>
      {flagged ? (
        <div className="flex flex-wrap gap-2">
          <Button
            colour="outlined"
            size="sm"
            disabled={write.busy}
            aria-describedby={titleId}
            onClick={() => decide('linked')}
          >
            {t.text(wording.same)}
          </Button>
          <Button
            colour="ghost"
            size="sm"
            disabled={write.busy}
            aria-describedby={titleId}
            onClick={() => decide('dismissed')}
          >
            {t.text(wording.notSame)}
          </Button>
        </div>
      ) : (
        <Button
          colour="ghost"
          size="sm"
          className="self-start"
          disabled={write.busy}
          aria-describedby={titleId}
          onClick={() => decide('flagged')}
        >
          {t.text(wording.undo)}
        </Button>
      )}
      <SaveProblem error={write.error} />
    </li>
  );
}

/** Other items that look like the same family; staff link them or dismiss the flag, and nothing is merged. */
export function DuplicatesPanel({ item }: { item: Pick<InboxItem, 'duplicates'> }) {
  const t = useInboxText();
  if (item.duplicates.length === 0) return null;
  return (
    <DetailPanel title={t.text(wording.heading)}>
      <p className="text-sm text-fg-muted">{t.text(wording.lead)}</p>
      <ul className="mt-3 flex flex-col gap-3">
        {item.duplicates.map((duplicate) => (
          <Duplicate key={duplicate.reference} duplicate={duplicate} />
        ))}
      </ul>
    </DetailPanel>
  );
}
