import Minus from 'lucide-react/icons/minus';
import Plus from 'lucide-react/icons/plus';
import { useId, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { IconButton } from '@/components/ui/icon-button';
import { addOnFees, FEES_CONFIRMED, feeSchedule, programmeFees } from '@/config/fees';
import { PROGRAMME_LABELS } from '#contracts/programmes';
import { paths } from '#contracts/routes';
import { ADD_ONS, estimatePlan, PLAN_MAX_ADD_ON, PLAN_MAX_LENGTH, type AddOn } from '#contracts/stay-plan';
import { count, price, priceRange } from '@/content/fee-formats';
import { addOnNames, residenceNames } from '@/content/stay-plan-wording';
import { actions } from '@/content/action-wording';
import { formatNumber } from '@/i18n/format';
import { useRenderLanguage } from '@/i18n/language-context';
import { useText } from '@/i18n/use-text';
import { planWording } from '../content/plan-wording';
import { changePlan, useStayPlan } from '../stores/use-stay-plan';
import { SendPlan } from './send-plan';

interface StepperProps {
  label: string;
  value: number;
  /** The value as the page writes it ("4 weeks", «٤ أسابيع»). */
  display: string;
  min: number;
  max: number;
  less: string;
  more: string;
  onChange: (value: number) => void;
}

/** − value +, as one named group. */
function Stepper({ label, value, display, min, max, less, more, onChange }: StepperProps) {
  return (
    <div className="flex items-center gap-2" role="group" aria-label={label}>
      <IconButton icon={Minus} size="sm" label={less} disabled={value <= min} onClick={() => onChange(value - 1)} />
      <output aria-live="polite" className="min-w-20 text-center tabular-nums">
        {display}
      </output>
      <IconButton icon={Plus} size="sm" label={more} disabled={value >= max} onClick={() => onChange(value + 1)} />
    </div>
  );
}

/** One part of the plan: what it is, its name, a detail, its stepper and its remove button. */
function PlanRow(props: { kind: string; name: string; detail?: string; stepper?: ReactNode; onRemove: () => void }) {
  const text = useText();
  return (
    <li className="flex flex-wrap items-center gap-3 p-4">
      {/* On phones the words take the whole line, the controls the next. */}
      <div className="min-w-0 basis-full tablet:flex-1 tablet:basis-0">
        <p className="text-sm text-fg-muted">{props.kind}</p>
        <p className="break-words font-medium text-fg">{props.name}</p>
        {props.detail && <p className="text-sm text-fg-muted">{props.detail}</p>}
      </div>
      {props.stepper}
      <Button
        colour="ghost"
        size="sm"
        className="ms-auto"
        onClick={props.onRemove}
        aria-label={`${text(actions.remove)} ${props.name}`}
      >
        {text(actions.remove)}
      </Button>
    </li>
  );
}

const setAddOn = (id: AddOn, quantity: number) =>
  changePlan((plan) => {
    const { [id]: _old, ...rest } = plan.addOns;
    return { ...plan, addOns: quantity > 0 ? { ...rest, [id]: quantity } : rest };
  });

/** The family's stay plan (the cart): its parts, their lengths and counts, and the estimate with its caveats. */
export function StayPlanView() {
  const text = useText();
  const language = useRenderLanguage();
  const estimateId = useId();
  const plan = useStayPlan();
  const { programme, residence } = plan;
  const addOns = ADD_ONS.filter((id) => plan.addOns[id]);
  const estimate = estimatePlan(plan, feeSchedule);

  if (!programme && !residence && addOns.length === 0) {
    return (
      <div className="rounded-3xl border border-dashed border-line p-8 text-center">
        <p className="text-lg text-fg">{text(planWording.empty)}</p>
        <Button to={paths.fees} colour="brand" className="mt-4">
          {text(planWording.seeFees)}
        </Button>
      </div>
    );
  }

  return (
    <div className="max-w-2xl">
      <ul className="divide-y divide-line rounded-3xl border border-line bg-surface-raised">
        {programme && (
          <PlanRow
            kind={text(planWording.programme)}
            name={text(PROGRAMME_LABELS[programme.id])}
            detail={`${priceRange(programmeFees[programme.id].weekly, language)} ${text(planWording.perWeek)}`}
            stepper={
              <Stepper
                label={text(planWording.length)}
                value={programme.length}
                display={text(count(programme.length, programmeFees[programme.id].stay.unit))}
                min={1}
                max={PLAN_MAX_LENGTH}
                less={text(planWording.shorter)}
                more={text(planWording.longer)}
                onChange={(length) => changePlan((current) => ({ ...current, programme: { ...programme, length } }))}
              />
            }
            onRemove={() => changePlan((current) => ({ ...current, programme: null }))}
          />
        )}
        {residence && (
          <PlanRow
            kind={text(planWording.residence)}
            name={text(residenceNames[residence].name)}
            detail={text(residenceNames[residence].text)}
            onRemove={() => changePlan((current) => ({ ...current, residence: null }))}
          />
        )}
        {addOns.map((id) => {
          const name = text(addOnNames[id].name);
          const quantity = plan.addOns[id] ?? 0;
          return (
            <PlanRow
              key={id}
              kind={text(planWording.addOns)}
              name={name}
              detail={`${price(addOnFees[id], language)} ${text(addOnNames[id].per)}`}
              stepper={
                <Stepper
                  label={`${text(planWording.quantity)}: ${name}`}
                  value={quantity}
                  display={formatNumber(quantity, language)}
                  min={0}
                  max={PLAN_MAX_ADD_ON}
                  less={text(planWording.fewer)}
                  more={text(planWording.more)}
                  onChange={(next) => setAddOn(id, next)}
                />
              }
              onRemove={() => setAddOn(id, 0)}
            />
          );
        })}
      </ul>
      <section aria-labelledby={estimateId} className="mt-6 rounded-3xl bg-brand-soft/50 p-6">
        <h2 id={estimateId} className="text-sm text-fg-muted">
          {text(planWording.estimate)}
        </h2>
        <p className="mt-1 text-2xl font-semibold text-fg">
          {estimate ? priceRange(estimate, language) : text(planWording.noEstimate)}
        </p>
        <p className="mt-3 leading-relaxed text-fg-muted">{text(planWording.estimateNote)}</p>
        {!FEES_CONFIRMED && <p className="mt-2 leading-relaxed text-fg-muted">{text(planWording.unconfirmed)}</p>}
      </section>
      <div className="mt-6">
        <SendPlan plan={plan} />
      </div>
    </div>
  );
}
