import { auditActionWords, type AuditRow } from '#contracts/audit-view';
import {
  BREACH_DATA,
  BREACH_DATA_NAMES,
  BREACH_FIELD_NAMES,
  BREACH_STATUS_NAMES,
  BREACH_STATUSES,
  type BreachData,
  type BreachStatus,
} from '#contracts/breaches';
import { isRequestKind, REQUEST_KIND_LABELS } from '#contracts/data-requests';
import { LANGUAGE_NAMES } from '#contracts/languages';
import { STAGE_LABELS, STAGES, type Stage } from '#contracts/pipeline';
import { ROLE_NAMES } from '#contracts/role-names';
import { isStaffRole } from '#contracts/roles';
import { listOf } from '@/i18n/calendar-words';
import { formatNumber } from '@/i18n/format';
import { dayText } from '@/i18n/staff-dates';
import { isolateLtr } from '@/i18n/isolate';
import { isLanguage, type Language } from '@/i18n/languages';
import { auditWording as wording, rowsText } from './audit-wording';
import { fillText } from '@/i18n/fill-text';

type Detail = NonNullable<AuditRow['detail']>;

const isStage = (value: unknown): value is Stage => STAGES.includes(value as Stage);

/**
 * What an entry's detail says, in words in `language`: an export's or a viewing's filters, range and
 * row count, an inbox list's filters and search (its kind and length), a role before and after; any other key as "key: value". Null when there is none.
 */
export function describeDetail(action: string, detail: AuditRow['detail'], language: Language): string | null {
  if (!detail) return action === 'audit-viewed' ? wording.detail.noFilters[language] : null;
  const words = wording.detail;
  const text = (key: keyof typeof words, values: Record<string, string> = {}) => fillText(words[key][language], values);
  const rest: Detail = { ...detail };
  const take = (key: string) => {
    const value = rest[key];
    delete rest[key];
    return value;
  };
  const parts: string[] = [];

  const from = take('from');
  const to = take('to');
  if (action === 'role-changed' && isStaffRole(from) && isStaffRole(to))
    parts.push(text('roles', { from: ROLE_NAMES[from][language], to: ROLE_NAMES[to][language] }));
  else if (typeof from === 'string' && typeof to === 'string')
    parts.push(text('range', { from: dayText(from, language), to: dayText(to, language) }));
  else if (typeof from === 'string') parts.push(text('since', { from: dayText(from, language) }));
  else if (typeof to === 'string') parts.push(text('until', { to: dayText(to, language) }));

  // An invitation's role and language, a profile's language: in words, never as codes.
  const role = take('role');
  if (isStaffRole(role)) parts.push(text('role', { role: ROLE_NAMES[role][language] }));
  else if (role !== undefined) rest.role = role;
  const chosen = take('language');
  if (isLanguage(chosen)) parts.push(text('language', { language: LANGUAGE_NAMES[chosen][language] }));
  else if (chosen !== undefined) rest.language = chosen;

  const staff = take('staff');
  if (typeof staff === 'string') parts.push(text('staff', { staff: isolateLtr(staff) }));
  const reference = take('reference');
  if (typeof reference === 'string') parts.push(text('reference', { reference: isolateLtr(reference) }));
  const filteredAction = take('action');
  if (typeof filteredAction === 'string')
    parts.push(text('action', { action: auditActionWords(filteredAction)?.[language] ?? filteredAction }));
  const stage = take('stage');
  if (isStage(stage)) parts.push(text('stage', { stage: STAGE_LABELS[stage][language] }));
  else if (stage !== undefined) rest.stage = stage;
  for (const key of ['owner', 'due'] as const) {
    const value = take(key);
    if (value === 'mine' || value === 'unassigned' || value === 'today' || value === 'overdue' || value === 'messages')
      parts.push(text(value));
    else if (value !== undefined) rest[key] = value;
  }
  const search = take('search');
  const searchLength = take('searchLength');
  if ((search === 'phone' || search === 'text') && typeof searchLength === 'number')
    parts.push(
      text(search === 'phone' ? 'phoneSearch' : 'textSearch', { length: formatNumber(searchLength, language) }),
    );
  else {
    if (search !== undefined) rest.search = search;
    if (searchLength !== undefined) rest.searchLength = searchLength;
  }
  // A family's request: its kind, how it came, how it ended.
  const kind = take('kind');
  if (isRequestKind(kind)) parts.push(REQUEST_KIND_LABELS[kind][language]);
  else if (kind !== undefined) rest.kind = kind;
  for (const key of ['channel', 'outcome'] as const) {
    const value = take(key);
    if (value === 'online' || value === 'phone' || value === 'email' || value === 'done' || value === 'refused')
      parts.push(text(value));
    else if (value !== undefined) rest[key] = value;
  }
  if (action.startsWith('breach-')) parts.push(...breachParts(take, rest, text, language));
  const rows = take('rows');
  if (typeof rows === 'number') parts.push(rowsText(rows, formatNumber(rows, language))[language]);
  const freeText = take('freeText');
  if (typeof freeText === 'boolean') parts.push(text(freeText ? 'freeText' : 'noFreeText'));
  if (from !== undefined && typeof from !== 'string') rest.from = from;
  if (to !== undefined && typeof to !== 'string') rest.to = to;

  for (const [key, value] of Object.entries(rest))
    parts.push(`${key}: ${typeof value === 'number' ? formatNumber(value, language) : String(value)}`);
  if (parts.length === 0) return null;
  const sentence = parts.join(words.separator[language]);
  return language === 'en' ? sentence.charAt(0).toUpperCase() + sentence.slice(1) : sentence;
}

/**
 * A breach register entry's detail (server/breaches): its number, references, data and status in
 * words, and the names of the fields a change touched. Anything else stays in `rest`.
 */
function breachParts(
  take: (key: string) => unknown,
  rest: Detail,
  text: (key: keyof typeof wording.detail, values?: Record<string, string>) => string,
  language: Language,
): string[] {
  const parts: string[] = [];
  const words = (value: unknown, known: readonly string[]) =>
    typeof value === 'string' ? value.split(' ').filter((word) => known.includes(word)) : [];
  const id = take('breach');
  if (typeof id === 'string') parts.push(text('breach', { id: formatNumber(Number(id), language) }));
  const references = take('references');
  if (typeof references === 'string') parts.push(text('references', { references: isolateLtr(references) }));
  const data = words(take('data'), BREACH_DATA) as BreachData[];
  if (data.length > 0)
    parts.push(
      text('breachData', {
        data: listOf(
          data.map((kind) => BREACH_DATA_NAMES[kind][language]),
          language,
        ),
      }),
    );
  const status = take('status');
  if (BREACH_STATUSES.includes(status as BreachStatus))
    parts.push(text('breachStatus', { status: BREACH_STATUS_NAMES[status as BreachStatus][language] }));
  else if (status !== undefined) rest.status = status as string;
  const fields = Object.keys(BREACH_FIELD_NAMES) as (keyof typeof BREACH_FIELD_NAMES)[];
  const changed = words(take('changed'), fields) as typeof fields;
  if (changed.length > 0)
    parts.push(
      text('changed', {
        fields: listOf(
          changed.map((field) => BREACH_FIELD_NAMES[field][language]),
          language,
        ),
      }),
    );
  return parts;
}
