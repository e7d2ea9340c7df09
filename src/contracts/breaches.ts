import { z } from 'zod';
import { FIRST_YEAR, LAST_YEAR } from './date-range';
import type { Bilingual } from './languages';
import { STAGE_LABELS } from './pipeline';
import { REFERENCE_PATTERN } from './reference';
import { hasControlCharacters, isBlank } from './text';

/**
 * The breach register (PDPL of Saudi Arabia and Egypt's Law 151/2020): each incident, the
 * references it touches, the kinds of data, and the 72 hours both regulators give from the moment
 * it was found. Admins only; every entry and change is in the audit trail.
 */
export const REGULATOR_NOTICE_HOURS = 72;
const HOUR = 3_600_000;

/** When the regulator must have been told: `foundAt` + 72 hours, as an ISO time. */
export const regulatorDueAt = (foundAt: string) =>
  new Date(Date.parse(foundAt) + REGULATOR_NOTICE_HOURS * HOUR).toISOString();

export const BREACH_DATA = ['names', 'contactDetails', 'healthDetails', 'messages', 'other'] as const;
export type BreachData = (typeof BREACH_DATA)[number];
export const BREACH_DATA_NAMES: Readonly<Record<BreachData, Bilingual>> = {
  names: { en: 'Names', ar: 'الأسماء' },
  contactDetails: { en: 'Contact details', ar: 'بيانات التواصل' },
  healthDetails: { en: 'Health details', ar: 'البيانات الصحية' },
  messages: { en: 'Messages', ar: 'الرسائل' },
  other: { en: 'Other', ar: 'بيانات أخرى' },
};

/** Open: still being looked into; contained: stopped, notices may be pending; closed: nothing left to do. */
export const BREACH_STATUSES = ['open', 'contained', 'closed'] as const;
export type BreachStatus = (typeof BREACH_STATUSES)[number];
export const BREACH_STATUS_NAMES: Readonly<Record<BreachStatus, Bilingual>> = {
  open: { en: 'Open', ar: 'قيد المعالجة' },
  contained: { en: 'Contained', ar: 'تم الاحتواء' },
  closed: STAGE_LABELS.closed,
};

export const BREACH_LIMITS = { description: 4000, reason: 1000, references: 500 } as const;

/** One incident as the register shows it. `regulatorDueAt` is always `foundAt` + 72 hours. */
export interface Breach {
  id: string;
  description: string;
  foundAt: string;
  references: string[];
  data: BreachData[];
  status: BreachStatus;
  regulatorDueAt: string;
  regulatorNotifiedAt: string | null;
  /** The decision to tell the families: null until it is taken. */
  tellFamilies: boolean | null;
  familiesReason: string;
  familiesNotifiedAt: string | null;
  version: number;
  createdAt: string;
  updatedAt: string;
}

/** A moment between 2000 and 2100, never more than a few minutes ahead of the server's clock. */
const moment = z.iso.datetime({ offset: true }).refine((value) => {
  const time = Date.parse(value);
  const year = new Date(time).getUTCFullYear();
  return year >= FIRST_YEAR && year <= LAST_YEAR && time <= Date.now() + 10 * 60_000;
});

const text = (max: number) =>
  z
    .string()
    .max(max)
    .refine((value) => !hasControlCharacters(value));

/** References in any case, each a whole enquiry or message reference, each once. */
const references = z
  .array(z.string().trim().toUpperCase().regex(REFERENCE_PATTERN))
  .max(BREACH_LIMITS.references)
  .transform((list) => [...new Set(list)]);
const data = z
  .array(z.enum(BREACH_DATA))
  .max(BREACH_DATA.length)
  .transform((list) => BREACH_DATA.filter((kind) => list.includes(kind)));

const fields = {
  description: text(BREACH_LIMITS.description).refine((value) => !isBlank(value)),
  foundAt: moment,
  references,
  data,
  status: z.enum(BREACH_STATUSES),
  regulatorNotifiedAt: moment.nullable(),
  tellFamilies: z.boolean().nullable(),
  familiesReason: text(BREACH_LIMITS.reason),
  familiesNotifiedAt: moment.nullable(),
};

/** POST /api/breaches: what happened and when it was found; the rest may follow. */
export const breachCreateSchema = z.strictObject({
  description: fields.description,
  foundAt: fields.foundAt,
  references: fields.references.optional().default([]),
  data: fields.data.optional().default([]),
  status: fields.status.optional().default('open'),
  regulatorNotifiedAt: fields.regulatorNotifiedAt.optional().default(null),
  tellFamilies: fields.tellFamilies.optional().default(null),
  familiesReason: fields.familiesReason.optional().default(''),
  familiesNotifiedAt: fields.familiesNotifiedAt.optional().default(null),
});
export type BreachCreate = z.input<typeof breachCreateSchema>;

/** PATCH /api/breaches/:id: the version it is based on (409 otherwise) and any field to change. */
export const breachChangeSchema = z.strictObject({
  // The column is a PostgreSQL integer.
  version: z
    .number()
    .int()
    .min(1)
    .max(2 ** 31 - 1),
  description: fields.description.optional(),
  foundAt: fields.foundAt.optional(),
  references: fields.references.optional(),
  data: fields.data.optional(),
  status: fields.status.optional(),
  regulatorNotifiedAt: fields.regulatorNotifiedAt.optional(),
  tellFamilies: fields.tellFamilies.optional(),
  familiesReason: fields.familiesReason.optional(),
  familiesNotifiedAt: fields.familiesNotifiedAt.optional(),
});
export type BreachChange = z.input<typeof breachChangeSchema>;
/** The fields a change may name, in the order the trail lists them. */
export const BREACH_FIELDS = Object.keys(fields) as (keyof typeof fields)[];

/** Each field's name where the audit page says what a change touched. */
export const BREACH_FIELD_NAMES: Readonly<Record<(typeof BREACH_FIELDS)[number], Bilingual>> = {
  description: { en: 'what happened', ar: 'وصف الحادثة' },
  foundAt: { en: 'when it was found', ar: 'وقت اكتشافها' },
  references: { en: 'references', ar: 'الأرقام المرجعية' },
  data: { en: 'data', ar: 'البيانات المتأثرة' },
  status: { en: 'status', ar: 'الحالة' },
  regulatorNotifiedAt: { en: 'regulator notified', ar: 'إبلاغ الجهة المختصة' },
  tellFamilies: { en: 'decision to tell the families', ar: 'قرار إبلاغ الأسر' },
  familiesReason: { en: 'reason', ar: 'السبب' },
  familiesNotifiedAt: { en: 'families notified', ar: 'إبلاغ الأسر' },
};

/** `:id` of one entry: a database id. */
export const breachParamsSchema = z.object({ id: z.string().regex(/^[1-9]\d{0,14}$/) });
