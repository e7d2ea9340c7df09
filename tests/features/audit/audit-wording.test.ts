import { AUDIT_ACTIONS } from '#contracts/audit';
import { AUDIT_ACTION_WORDING, auditActionWords } from '#contracts/audit-view';
import { describeDetail } from '@/features/audit/content/audit-detail';
import { entriesText, rowsText } from '@/features/audit/content/audit-wording';
import { formatNumber } from '@/i18n/format';

const ARABIC = /[\u0600-\u06FF]/;
const strip = (text: string | null) => text?.replace(/[\u2066-\u2069]/g, '') ?? null;

describe('the audit actions in words', () => {
  it('words every action in English and in Arabic, each wording once', () => {
    for (const action of AUDIT_ACTIONS) {
      const words = auditActionWords(action);
      expect(words?.en, action).toMatch(/^[A-Z][^\u0600-\u06FF]+$/);
      expect(words?.ar, action).toMatch(ARABIC);
    }
    for (const language of ['en', 'ar'] as const) {
      const all = Object.values(AUDIT_ACTION_WORDING).map((words) => words[language]);
      expect(new Set(all).size).toBe(all.length);
    }
  });

  it('has no words for a code it does not know, nor for what every object inherits', () => {
    expect(auditActionWords('deleted-everything')).toBeNull();
    expect(auditActionWords('constructor')).toBeNull();
    expect(auditActionWords('__proto__')).toBeNull();
  });
});

describe('an entry’s detail in words', () => {
  it('says an export’s range, rows and free text', () => {
    const detail = { from: '2026-10-01', to: '2026-10-31', rows: 3, freeText: true };
    expect(describeDetail('enquiries-exported', detail, 'en')).toBe(
      'From Oct 1, 2026 to Oct 31, 2026; 3 rows; with messages and notes',
    );
    expect(describeDetail('enquiries-exported', detail, 'ar')).toBe(
      'من ١ أكتوبر ٢٠٢٦ إلى ٣١ أكتوبر ٢٠٢٦؛ ٣ صفوف؛ مع الرسائل والملاحظات',
    );
  });

  it('says a viewing’s filters, and that it had none', () => {
    expect(
      strip(describeDetail('audit-viewed', { staff: 'omar', reference: 'SW-4F7K2', action: 'sign-in' }, 'en')),
    ).toBe('Staff “omar”; reference SW-4F7K2; action “Logged in”');
    expect(strip(describeDetail('audit-viewed', { to: '2026-11-23' }, 'ar'))).toBe('حتى ٢٣ نوفمبر ٢٠٢٦');
    expect(describeDetail('audit-viewed', null, 'en')).toBe('No filters');
    expect(describeDetail('sign-in', null, 'en')).toBeNull();
  });

  it('says an inbox list’s filters and a search’s kind and length, in both languages', () => {
    const listed = { stage: 'inContact', owner: 'mine', due: 'overdue', rows: 3 };
    expect(describeDetail('inbox-listed', listed, 'en')).toBe(
      'Stage “In contact”; their own items; overdue items; 3 rows',
    );
    expect(describeDetail('inbox-searched', { search: 'phone', searchLength: 12, rows: 1 }, 'ar')).toBe(
      'بحث برقم هاتف (عدد الأرقام: ١٢)؛ صف واحد',
    );
    expect(describeDetail('inbox-searched', { search: 'text', searchLength: 5, rows: 0 }, 'en')).toBe(
      'A name or reference searched (5 characters); 0 rows',
    );
  });

  it('says a role change in role names, and any other key as it is', () => {
    expect(describeDetail('role-changed', { from: 'manager', to: 'admin' }, 'ar')).toBe('من مدير إلى مسؤول النظام');
    expect(describeDetail('role-changed', { from: 'manager', to: 'admin', by: 'owner' }, 'en')).toBe(
      'From Manager to Administrator; by: owner',
    );
    expect(describeDetail('account-added', { count: 1200 }, 'ar')).toBe('count: ١٬٢٠٠');
  });
});

describe('counts in words', () => {
  it.each([
    [0, 'لا إدخالات', 'لا صفوف'],
    [1, 'إدخال واحد', 'صف واحد'],
    [2, 'إدخالان', 'صفّان'],
    [3, '٣ إدخالات', '٣ صفوف'],
    [10, '١٠ إدخالات', '١٠ صفوف'],
    [11, '١١ إدخالًا', '١١ صفًّا'],
    [99, '٩٩ إدخالًا', '٩٩ صفًّا'],
    [100, '١٠٠ إدخال', '١٠٠ صف'],
    [103, '١٠٣ إدخالات', '١٠٣ صفوف'],
  ])('agrees %i with its noun in Arabic', (count, entries, rows) => {
    expect(entriesText(count, formatNumber(count, 'ar')).ar).toBe(entries);
    expect(rowsText(count, formatNumber(count, 'ar')).ar).toBe(rows);
  });

  it('says one entry and many rows in English', () => {
    expect(entriesText(1, '1').en).toBe('1 entry');
    expect(entriesText(2, '2').en).toBe('2 entries');
    expect(rowsText(1, '1').en).toBe('1 row');
    expect(rowsText(1200, '1,200').en).toBe('1,200 rows');
  });
});
