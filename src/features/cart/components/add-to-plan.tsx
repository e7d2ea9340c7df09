import Check from 'lucide-react/icons/check';
import { useEffect } from 'react';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { PLAN_MAX_ADD_ON, type AddOn, type PlanProgramme, type Residence } from '#contracts/stay-plan';
import { formatNumber } from '@/i18n/format';
import { useRenderLanguage } from '@/i18n/language-context';
import { useText } from '@/i18n/use-text';
import { planWording } from '../content/plan-wording';
import { followSavedCart } from '../stores/use-cart-store';
import { changePlan, useStayPlan } from '../stores/use-stay-plan';

/**
 * Reads the saved plan once the page has hydrated (the prerendered page cannot know it), and follows other
 * tabs. The fees page calls it once.
 */
export function useSavedPlanAfterHydration() {
  useEffect(() => followSavedCart(), []);
}

/** "In my plan", with a check: what a control says once its part is in the plan. */
function InPlan({ count }: { count?: number }) {
  const text = useText();
  const language = useRenderLanguage();
  return (
    <span className="inline-flex items-center gap-1.5 text-sm font-medium text-success" role="status">
      <Icon icon={Check} size="xs" />
      {count !== undefined && count > 1
        ? `${text(planWording.inPlan)} (${formatNumber(count, language)})`
        : text(planWording.inPlan)}
    </span>
  );
}

/** A programme with its usual shortest stay; it takes the place of another programme in the plan. */
export function AddProgrammeToPlan({ id, length, name }: { id: PlanProgramme; length: number; name: string }) {
  const text = useText();
  const inPlan = useStayPlan().programme?.id === id;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button
        size="sm"
        aria-label={`${text(planWording.add)}: ${name}`}
        onClick={() => changePlan((plan) => ({ ...plan, programme: { id, length } }))}
      >
        {text(planWording.add)}
      </Button>
      {inPlan && <InPlan />}
    </div>
  );
}

/** A residence; it takes the place of the other one. */
export function AddResidenceToPlan({ id, name }: { id: Residence; name: string }) {
  const text = useText();
  const inPlan = useStayPlan().residence === id;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button
        size="sm"
        aria-label={`${text(planWording.add)}: ${name}`}
        onClick={() => changePlan((plan) => ({ ...plan, residence: id }))}
      >
        {text(planWording.add)}
      </Button>
      {inPlan && <InPlan />}
    </div>
  );
}

/** An add-on: one more each time. */
export function AddOnToPlan({ id, name }: { id: AddOn; name: string }) {
  const text = useText();
  const count = useStayPlan().addOns[id] ?? 0;
  const label = count > 0 ? planWording.addOneMore : planWording.add;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button
        size="sm"
        aria-label={`${text(label)}: ${name}`}
        onClick={() =>
          changePlan((plan) => ({ ...plan, addOns: { ...plan.addOns, [id]: Math.min(count + 1, PLAN_MAX_ADD_ON) } }))
        }
      >
        {text(label)}
      </Button>
      {count > 0 && <InPlan count={count} />}
    </div>
  );
}
