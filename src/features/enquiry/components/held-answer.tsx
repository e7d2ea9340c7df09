import type { ReactNode, Ref } from 'react';
import { countryNames } from '@/config/countries';
import { clockHour, listOf, weekdayName } from '@/i18n/calendar-words';
import { dateTimeFormat } from '@/i18n/format';
import { useRenderLanguage } from '@/i18n/language-context';
import type { Language } from '@/i18n/languages';
import type { Bilingual } from '@/i18n/text';
import { timeZoneWords } from '@/i18n/time-zone-words';
import { useText } from '@/i18n/use-text';
import { referenceCodeWording } from '@/content/reference-and-code';
import { WEEKDAYS, type Weekday } from '#contracts/forms/discretion';
import { HELD_CONTACT_FIELDS, HELD_ENQUIRY_FIELDS, type HeldAnswer } from '#contracts/withdrawal';
import { contactWording } from '../content/contact-wording';
import { discretionWording, heardFromWording, relationshipWording } from '../content/discretion-wording';
import { enquiryWording } from '../content/enquiry-wording';
import { formWording } from '../content/form-wording';
import { withdrawalWording } from '../content/withdrawal-wording';

type Value = string | string[];

/** How one held field reads: the form's own label, and its value in words. */
interface FieldView {
  label: Bilingual;
  show: (value: Value, language: Language) => ReactNode;
}

const first = (value: Value) => (Array.isArray(value) ? (value[0] ?? '') : value);

/** What the family typed: in its own direction, line breaks kept. */
const typed = (value: Value) => (
  <bdi dir="auto" className="whitespace-pre-line break-words">
    {Array.isArray(value) ? value.join(', ') : value}
  </bdi>
);

/** An address or number: left to right inside Arabic. */
const latin = (value: Value) => (
  <bdi dir="ltr" className="break-all">
    {first(value)}
  </bdi>
);

/** A code the form offered as a choice, in the words the form showed; an unknown one as it came. */
const choice =
  (options: Record<string, Bilingual>) =>
  (value: Value, language: Language): ReactNode => {
    const code = first(value);
    return Object.hasOwn(options, code) ? (options[code] as Bilingual)[language] : typed(code);
  };

const isWeekday = (day: string): day is Weekday => (WEEKDAYS as readonly string[]).includes(day);

const days = (value: Value, language: Language) => {
  const list = Array.isArray(value) ? value : value.split(',');
  const known = WEEKDAYS.filter((day) => list.includes(day));
  const unknown = list.filter((day) => !isWeekday(day));
  return unknown.length > 0
    ? typed(list)
    : listOf(
        known.map((day) => weekdayName(day, language)),
        language,
      );
};

const hour = (value: Value, language: Language): string => {
  const n = Number(first(value));
  if (first(value).trim() === '' || !Number.isInteger(n) || n < 0 || n > 24) return first(value);
  return n === 24 ? discretionWording.safeHours.midnight[language] : clockHour(n, language);
};

const held = withdrawalWording.held;

/** The admissions enquiry's fields: one view for each the contract names (HELD_ENQUIRY_FIELDS). */
const ENQUIRY_VIEWS = {
  forWhom: { label: enquiryWording.forWhom.legend, show: choice(enquiryWording.forWhom.options) },
  name: { label: formWording.fullName, show: typed },
  country: { label: enquiryWording.country, show: choice(countryNames) },
  phone: { label: enquiryWording.phone, show: latin },
  email: { label: enquiryWording.email, show: latin },
  contactMethod: { label: enquiryWording.contactMethod.legend, show: choice(enquiryWording.contactMethod.options) },
  preferredTime: { label: enquiryWording.preferredTime.legend, show: choice(enquiryWording.preferredTime.options) },
  programme: { label: enquiryWording.programme.label, show: choice(enquiryWording.programme.options) },
  relationship: { label: relationshipWording.label, show: choice(relationshipWording.options) },
  personKnows: { label: relationshipWording.personKnows.legend, show: choice(relationshipWording.personKnows.options) },
  heardFrom: { label: heardFromWording.label, show: choice(heardFromWording.options) },
  leaveMessage: { label: discretionWording.leaveMessage.legend, show: choice(discretionWording.yesNo) },
  nameCentre: { label: discretionWording.nameCentre.legend, show: choice(discretionWording.yesNo) },
  safeDays: { label: discretionWording.safeDays.legend, show: days },
  // Read with safeTo, as the form asks them: one row, "18:00 to 22:00".
  safeFrom: { label: discretionWording.safeHours.legend, show: hour },
  safeTo: { label: discretionWording.safeHours.legend, show: hour },
  timeZone: { label: held.timeZone, show: (value, language) => timeZoneWords(first(value), language) },
  message: { label: enquiryWording.message.label, show: typed },
  website: { label: held.hidden, show: typed },
} satisfies Record<(typeof HELD_ENQUIRY_FIELDS)[number], FieldView>;

/** A contact message's fields (HELD_CONTACT_FIELDS). */
const CONTACT_VIEWS = {
  name: { label: formWording.fullName, show: typed },
  contact: { label: contactWording.contact, show: latin },
  subject: { label: contactWording.subject, show: typed },
  message: { label: contactWording.message, show: typed },
  website: { label: held.hidden, show: typed },
} satisfies Record<(typeof HELD_CONTACT_FIELDS)[number], FieldView>;

/** Each kind's views, in the contract's order (the form's). */
const KINDS: Record<HeldAnswer['kind'], { order: readonly string[]; views: Record<string, FieldView> }> = {
  enquiry: { order: HELD_ENQUIRY_FIELDS, views: ENQUIRY_VIEWS },
  contact: { order: HELD_CONTACT_FIELDS, views: CONTACT_VIEWS },
};

interface HeldAnswerViewProps {
  answer: HeldAnswer;
  /** The heading, which takes focus when the answer appears. */
  headingRef?: Ref<HTMLHeadingElement>;
  /** Under the fields: the withdraw button, or the confirm step. */
  children?: ReactNode;
}

/**
 * What the centre holds, read-only: how and when it came, where it stands in plain words, and each
 * field the family sent under the form's own label. Its heading takes focus when it appears.
 */
export function HeldAnswerView({ answer, headingRef, children }: HeldAnswerViewProps) {
  const text = useText();
  const language = useRenderLanguage();
  const { order, views } = KINDS[answer.kind];
  const { fields } = answer;
  const hours = answer.kind === 'enquiry' && typeof fields.safeFrom === 'string' && typeof fields.safeTo === 'string';
  const names = [
    ...order.filter((name) => Object.hasOwn(fields, name) && !(hours && name === 'safeTo')),
    ...Object.keys(fields).filter((name) => !Object.hasOwn(views, name)),
  ];
  const show = (name: string, value: Value, view: FieldView) =>
    hours && name === 'safeFrom'
      ? held.hours[language](hour(value, language), hour(fields.safeTo as string, language))
      : view.show(value, language);
  const state = held.states[answer.state];
  const receivedAt = dateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short' }).format(
    new Date(answer.receivedAt),
  );

  return (
    <section aria-labelledby="held-title" className="flex flex-col gap-6">
      <h2
        id="held-title"
        ref={headingRef}
        tabIndex={-1}
        className="rounded-sm text-2xl font-semibold tracking-tight text-fg focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
      >
        {text(held.title)}
      </h2>
      <dl className="grid gap-4 tablet:grid-cols-[minmax(0,14rem)_minmax(0,1fr)] tablet:gap-x-6">
        <Row label={text(referenceCodeWording.reference.label)}>
          <bdi dir="ltr" className="font-semibold">
            {answer.reference}
          </bdi>
        </Row>
        <Row label={text(held.kind.label)}>{text(held.kind[answer.kind])}</Row>
        <Row label={text(held.receivedAt)}>{receivedAt}</Row>
        <Row label={text(held.state)}>
          <span className="font-semibold">{text(state.label)}</span>
          <span className="block text-fg-muted">{text(state.text)}</span>
        </Row>
      </dl>
      <div className="flex flex-col gap-4">
        <h3 className="text-lg font-semibold text-fg">{text(held.fieldsTitle)}</h3>
        <dl className="grid gap-4 tablet:grid-cols-[minmax(0,14rem)_minmax(0,1fr)] tablet:gap-x-6">
          {names.map((name) => {
            const view = views[name];
            const value = fields[name];
            return (
              <Row key={name} label={view ? text(view.label) : text(held.other)}>
                {value === null || value === undefined || (Array.isArray(value) && value.length === 0) ? (
                  <span className="text-fg-muted">{text(held.notGiven)}</span>
                ) : view ? (
                  show(name, value, view)
                ) : (
                  typed(value)
                )}
              </Row>
            );
          })}
        </dl>
      </div>
      {children}
    </section>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1 tablet:contents">
      <dt className="text-sm font-medium text-fg-muted tablet:text-base">{label}</dt>
      <dd className="min-w-0 text-fg">{children}</dd>
    </div>
  );
}
