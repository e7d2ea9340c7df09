import { FEES_CONFIRMED, feeSchedule, programmeFees } from '@/config/fees';
import { count, priceRange } from '@/content/fee-formats';
import { addOnNames, residenceNames } from '@/content/stay-plan-wording';
import { listOf } from '@/i18n/calendar-words';
import { PROGRAMME_LABELS } from '#contracts/programmes';
import { ADD_ONS, estimatePlan, type StayPlan } from '#contracts/stay-plan';
import { messagesWording } from '../content/messages-wording';
import { useInboxText } from '../hooks/use-inbox-text';

const words = messagesWording.plan;

/** The stay plan a family sent from its cart, read-only, with the estimate its cart showed (the fees page's rule and caveat). */
export function StayPlanSummary({ plan, at }: { plan: StayPlan; at: string }) {
  const t = useInboxText();
  const estimate = estimatePlan(plan, feeSchedule);
  const addOns = ADD_ONS.filter((id) => plan.addOns[id]);
  const row = (label: string, value: string) => (
    <div className="flex flex-col gap-0.5">
      <dt className="text-sm text-fg-muted">{label}</dt>
      <dd className="text-fg">{value}</dd>
    </div>
  );
  return (
    <section aria-label={t.text(words.heading)} className="flex flex-col gap-3 rounded-lg bg-brand-soft/50 p-4">
      <h3 className="font-semibold text-fg">{t.text(words.heading)}</h3>
      <p className="text-sm text-fg-muted">
        {t.text(words.sent)} <time dateTime={at}>{t.dateTime(at)}</time>
      </p>
      <dl className="flex flex-col gap-2">
        {row(
          t.text(words.programme),
          plan.programme
            ? `${t.text(PROGRAMME_LABELS[plan.programme.id])} · ${t.text(count(plan.programme.length, programmeFees[plan.programme.id].stay.unit))}`
            : t.text(words.none),
        )}
        {row(
          t.text(words.residence),
          plan.residence ? t.text(residenceNames[plan.residence].name) : t.text(words.none),
        )}
        {row(
          t.text(words.addOns),
          addOns.length
            ? listOf(
                addOns.map((id) => `${t.text(addOnNames[id].name)} × ${t.number(plan.addOns[id] ?? 0)}`),
                t.language,
              )
            : t.text(words.none),
        )}
        {row(t.text(words.estimate), estimate ? priceRange(estimate, t.language) : t.text(words.noEstimate))}
      </dl>
      {!FEES_CONFIRMED && <p className="text-sm text-fg-muted">{t.text(words.unconfirmed)}</p>}
    </section>
  );
}
