import { BREACH_DATA, type Breach, type BreachData, type BreachStatus } from '#contracts/breaches';
import { REFERENCE_PATTERN } from '#contracts/reference';
import { hasControlCharacters, isBlank } from '#contracts/text';

/** The form's fields as typed: times as `datetime-local` values (the device's time), references as one line. */
export interface BreachFormValues {
  description: string;
  foundAt: string;
  references: string;
  data: BreachData[];
  status: BreachStatus;
  regulatorNotifiedAt: string;
  tellFamilies: 'undecided' | 'yes' | 'no';
  familiesReason: string;
  familiesNotifiedAt: string;
}

export type BreachProblem = 'description' | 'foundAt' | 'references' | 'regulatorNotifiedAt' | 'familiesNotifiedAt';

/** An ISO time as a `datetime-local` value in the device's time zone ('' for none). */
export function localInput(iso: string | null) {
  if (!iso) return '';
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

/** A `datetime-local` value (the device's time) as an ISO time, or null for an empty or unreadable one. */
export function isoOf(value: string): string | null {
  const time = value ? Date.parse(value) : Number.NaN;
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

export const emptyValues = (): BreachFormValues => ({
  description: '',
  foundAt: '',
  references: '',
  data: [],
  status: 'open',
  regulatorNotifiedAt: '',
  tellFamilies: 'undecided',
  familiesReason: '',
  familiesNotifiedAt: '',
});

export const valuesOf = (breach: Breach): BreachFormValues => ({
  description: breach.description,
  foundAt: localInput(breach.foundAt),
  references: breach.references.join(' '),
  data: [...breach.data],
  status: breach.status,
  regulatorNotifiedAt: localInput(breach.regulatorNotifiedAt),
  tellFamilies: breach.tellFamilies === null ? 'undecided' : breach.tellFamilies ? 'yes' : 'no',
  familiesReason: breach.familiesReason,
  familiesNotifiedAt: localInput(breach.familiesNotifiedAt),
});

/** The references typed, split at spaces and commas (Arabic ones too), in capitals. */
export const referencesOf = (line: string) =>
  line
    .split(/[\s,،]+/)
    .filter(Boolean)
    .map((reference) => reference.toUpperCase());

/** What is not a whole reference, as typed. */
export const badReferences = (line: string) => referencesOf(line).filter((one) => !REFERENCE_PATTERN.test(one));

// The server allows its clock to be a little behind the device's.
const isFuture = (iso: string, now: number) => Date.parse(iso) > now + 5 * 60_000;

/** Each field's problem, the form's order; none when it can be sent. */
export function problemsOf(values: BreachFormValues, now: number): BreachProblem[] {
  const problems: BreachProblem[] = [];
  if (isBlank(values.description) || hasControlCharacters(values.description)) problems.push('description');
  const found = isoOf(values.foundAt);
  if (!found || isFuture(found, now)) problems.push('foundAt');
  if (badReferences(values.references).length > 0) problems.push('references');
  for (const field of ['regulatorNotifiedAt', 'familiesNotifiedAt'] as const) {
    const time = isoOf(values[field]);
    if (values[field] && (!time || isFuture(time, now))) problems.push(field);
  }
  return problems;
}

/** The body both writes send: every field, as the register keeps it. */
export const bodyOf = (values: BreachFormValues) => ({
  description: values.description.trim(),
  foundAt: isoOf(values.foundAt) ?? '',
  references: referencesOf(values.references),
  data: BREACH_DATA.filter((kind) => values.data.includes(kind)),
  status: values.status,
  regulatorNotifiedAt: isoOf(values.regulatorNotifiedAt),
  tellFamilies: values.tellFamilies === 'undecided' ? null : values.tellFamilies === 'yes',
  familiesReason: values.familiesReason.trim(),
  familiesNotifiedAt: isoOf(values.familiesNotifiedAt),
});
