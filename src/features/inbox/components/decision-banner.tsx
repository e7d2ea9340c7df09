import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { fillPlaceholders } from '@/i18n/fill-placeholders';
import type { InboxItem } from '#contracts/inbox';
import { inboxWording } from '../content/inbox-wording';
import { triesText } from '../content/item-format';
import { decisionWording as wording } from '../content/item-wording';
import { useInboxText } from '../hooks/use-inbox-text';
import { FOLLOW_UP_FIELD_ID } from './follow-up-form';
import { useItemWrite } from './item-changes';
import { SaveProblem } from './save-problem';

/** Moves to the follow-up field, scrolled into view, as a link to it would. */
function goToFollowUp() {
  const field = document.getElementById(FOLLOW_UP_FIELD_ID);
  field?.scrollIntoView?.({ block: 'center' });
  field?.focus();
}

/**
 * Tried too often without reaching the family: the team decides, to close it as not reachable
 * or to set a follow-up and keep trying (which starts the count again).
 */
export function DecisionBanner({ item }: { item: Pick<InboxItem, 'needsDecision' | 'failedAttempts'> }) {
  const t = useInboxText();
  const write = useItemWrite('decision');
  if (!item.needsDecision) return null;
  return (
    <div className="flex flex-col gap-2">
      <Alert
        tone="warning"
        actions={
          <>
            <Button
              colour="brand"
              size="sm"
              disabled={write.busy}
              onClick={() => write.save({ stage: 'closed', closeReason: 'notReachable' })}
            >
              {t.text(write.saving ? inboxWording.saving : wording.close)}
            </Button>
            <Button colour="outlined" size="sm" onClick={goToFollowUp}>
              {t.text(wording.followUp)}
            </Button>
          </>
        }
      >
        {fillPlaceholders(t.text(wording.text), { tries: triesText(item.failedAttempts, t.language) })}
      </Alert>
      <SaveProblem error={write.error} />
    </div>
  );
}
