import { auditActionWords, type AuditRow } from './audit-view';
import type { Bilingual, Language } from './languages';
import { centreLocalTime } from './centre-days';
import { toCsv, type CsvCell } from './csv';

/** The columns of the trail's CSV, named in the admin's language. */
export const AUDIT_CSV_COLUMNS = {
  at: { en: 'Time (UTC, ISO 8601)', ar: 'الوقت (التوقيت العالمي UTC بصيغة ISO 8601)' },
  local: { en: 'Time (UAE)', ar: 'الوقت (توقيت الإمارات)' },
  email: { en: 'Staff email', ar: 'البريد الإلكتروني للموظف' },
  address: { en: 'Address', ar: 'العنوان' },
  action: { en: 'Action', ar: 'الإجراء' },
  code: { en: 'Action code', ar: 'رمز الإجراء' },
  reference: { en: 'Reference', ar: 'الرقم المرجعي' },
  account: { en: 'Account', ar: 'الحساب' },
  detail: { en: 'Detail (JSON)', ar: 'التفاصيل (JSON)' },
} satisfies Record<string, Bilingual>;

/**
 * The file: a header row, then one row per entry, newest first. Times in ISO (UTC) and on the
 * centre's clock; the action in words and as its code; the detail as its JSON (filters, ranges and
 * row counts: never a family's words).
 */
export function auditCsv(entries: readonly AuditRow[], language: Language): string {
  const header = Object.values(AUDIT_CSV_COLUMNS).map((column) => column[language]);
  const rows = entries.map((entry): CsvCell[] => [
    entry.at,
    centreLocalTime(entry.at),
    entry.email,
    entry.address,
    auditActionWords(entry.action)?.[language] ?? entry.action,
    entry.action,
    entry.reference,
    entry.account,
    entry.detail ? JSON.stringify(entry.detail) : null,
  ]);
  return toCsv([header, ...rows]);
}
