import type { StayPlan } from '#contracts/stay-plan';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useText } from '@/i18n/use-text';
import { useFamily } from '@/stores/use-user-store';
import { useSubmit } from '@/hooks/use-submit';
import { sendPlan } from '../api/send-plan';
import { planWording } from '../content/plan-wording';

/**
 * "Send this plan to the team", for a family signed in to its enquiry: the team sees the plan with
 * its estimate on the enquiry. The plan stays here, to change and send again.
 */
export function SendPlan({ plan }: { plan: StayPlan }) {
  const text = useText();
  const family = useFamily();
  const send = useSubmit(sendPlan);
  // Only a family has an enquiry to send it to (a visitor reads how under the fees page's controls).
  if (!family) return null;
  return (
    <div className="flex flex-col gap-3">
      <div>
        <Button colour="cta" disabled={send.pending} onClick={() => void send.submit(plan)}>
          {text(send.pending ? planWording.sending : planWording.send)}
        </Button>
      </div>
      {send.status === 'sent' && <Alert tone="success">{text(planWording.sent)}</Alert>}
      {send.status === 'error' && <Alert tone="danger">{text(planWording.notSent)}</Alert>}
    </div>
  );
}
