import { z } from 'zod';
import { AUDIT_ACTIONS, type AuditAction } from './audit';
import { dateRangeShape, isSensibleRange } from './date-range';
import { LANGUAGES, type Bilingual } from './languages';
import { LIMITS } from './limits';
import { REFERENCE_PATTERN } from './reference';
import { hasControlCharacters } from './text';

/** Entries per page of the audit trail's page. */
export const AUDIT_PAGE_SIZE = 50;

/** The most entries one CSV of the trail holds; more answer 400 and the page asks for narrower filters. */
export const AUDIT_EXPORT_MAX_ROWS = 100_000;

/**
 * Each action in words, what the staff member (or the command line, or the family) did: the page and
 * its CSV say the same. Read it through `auditActionWords`; tests/features/audit checks every action has both.
 */
export const AUDIT_ACTION_WORDING: Readonly<Record<string, Bilingual>> = {
  'sign-in': { en: 'Logged in', ar: 'تسجيل الدخول' },
  'sign-in-failed': { en: 'Failed to log in', ar: 'محاولة دخول لم تنجح' },
  'second-factor-failed': { en: 'Entered a wrong verification code', ar: 'إدخال رمز تحقق غير صحيح' },
  'sign-out': { en: 'Logged out', ar: 'تسجيل الخروج' },
  'second-factor-enrolled': { en: 'Set up two-step verification', ar: 'إعداد التحقق بخطوتين' },
  'second-factor-reset': { en: 'Reset two-step verification', ar: 'إعادة تعيين التحقق بخطوتين' },
  'recovery-code-used': { en: 'Used a recovery code', ar: 'استخدام رمز استرداد' },
  'inbox-listed': { en: 'Viewed the inbox list', ar: 'الاطلاع على قائمة صندوق الوارد' },
  'inbox-searched': { en: 'Searched the inbox', ar: 'البحث في صندوق الوارد' },
  'item-opened': { en: 'Opened an enquiry or message', ar: 'فتح استفسار أو رسالة' },
  'status-changed': { en: 'Changed the stage', ar: 'تغيير المرحلة' },
  'note-added': { en: 'Added a note', ar: 'إضافة ملاحظة' },
  'owner-changed': { en: 'Changed the owner', ar: 'تغيير المكلَّف بالمتابعة' },
  'attempt-logged': { en: 'Logged a contact attempt', ar: 'تسجيل محاولة تواصل' },
  'follow-up-set': { en: 'Set a follow-up', ar: 'تحديد موعد متابعة' },
  'duplicate-decided': { en: 'Decided on a possible duplicate', ar: 'البتّ في استفسار مكرر محتمل' },
  'account-added': { en: 'Added an account', ar: 'إضافة حساب' },
  'account-disabled': { en: 'Disabled an account', ar: 'إيقاف حساب' },
  'account-removed': { en: 'Removed an account', ar: 'حذف حساب' },
  'password-changed': { en: 'Changed a password', ar: 'تغيير كلمة المرور' },
  'account-invited': { en: 'Invited a staff member', ar: 'دعوة عضو إلى الفريق' },
  'invitation-withdrawn': { en: 'Withdrew an invitation', ar: 'سحب دعوة' },
  'invitation-accepted': { en: 'Accepted an invitation', ar: 'قبول دعوة' },
  'role-changed': { en: 'Changed a role', ar: 'تغيير دور' },
  'account-enabled': { en: 'Enabled an account', ar: 'إعادة تفعيل حساب' },
  'profile-changed': { en: 'Changed their own account details', ar: 'تعديل بيانات الحساب الشخصي' },
  'audit-viewed': { en: 'Viewed the audit trail', ar: 'الاطلاع على سجل التدقيق' },
  'audit-exported': { en: 'Exported the audit trail', ar: 'تصدير سجل التدقيق' },
  'enquiries-exported': { en: 'Exported enquiries', ar: 'تصدير الاستفسارات' },
  'withdrawn-by-family': { en: 'The family withdrew their enquiry', ar: 'سحب الأسرة لاستفسارها' },
  'family-signed-in': { en: 'The family logged in to their enquiry', ar: 'دخول الأسرة إلى صفحة استفسارها' },
  'family-link-sent': {
    en: 'A login link was emailed to the family, at their request',
    ar: 'إرسال رابط دخول إلى بريد الأسرة بناءً على طلبها',
  },
  'family-signed-out': { en: 'The family logged out everywhere', ar: 'خروج الأسرة من كل الأجهزة' },
  'family-passkey-added': { en: 'The family added a passkey', ar: 'إضافة الأسرة مفتاح مرور' },
  'family-passkey-removed': { en: 'The family removed a passkey', ar: 'حذف الأسرة مفتاح مرور' },
  'family-viewed-standing': {
    en: 'The family viewed where their enquiry stands',
    ar: 'اطّلاع الأسرة على مرحلة استفسارها',
  },
  'family-read-messages': { en: 'The family read their messages', ar: 'اطّلاع الأسرة على رسائلها' },
  'family-viewed-passkeys': { en: 'The family viewed their passkeys', ar: 'اطّلاع الأسرة على مفاتيح المرور' },
  'family-wrote': { en: 'The family wrote to the admissions team', ar: 'مراسلة الأسرة لفريق القبول' },
  'family-sent-plan': { en: 'The family sent their stay plan', ar: 'إرسال الأسرة خطة إقامتها' },
  'messages-read': { en: 'Read the messages with a family', ar: 'الاطلاع على الرسائل المتبادلة مع أسرة' },
  'message-sent': { en: 'Wrote to a family', ar: 'مراسلة أسرة' },
  'second-factor-locked': {
    en: 'Login paused: too many wrong verification codes',
    ar: 'إيقاف تسجيل الدخول مؤقتًا: رموز تحقق غير صحيحة كثيرة',
  },
  'request-made': { en: 'The family made a request about their data', ar: 'تقديم الأسرة طلبًا بشأن بياناتها' },
  'copy-given': { en: 'The family received a copy of their data', ar: 'تسلّم الأسرة نسخة من بياناتها' },
  'request-logged': { en: 'Logged a family’s request', ar: 'تسجيل طلب من أسرة' },
  'request-closed': { en: 'Answered or refused a family’s request', ar: 'إنجاز طلب أسرة أو رفضه' },
  'requests-listed': { en: 'Viewed the families’ requests', ar: 'الاطلاع على ما تطلبه الأسر بشأن بياناتها' },
  'breach-recorded': { en: 'Recorded a data breach', ar: 'تسجيل حادثة تسرّب بيانات' },
  'breach-changed': { en: 'Updated a data breach', ar: 'تحديث حادثة تسرّب بيانات' },
  'enrolment-link-issued': {
    en: 'Issued a link to set up two-step verification',
    ar: 'إصدار رابط لإعداد التحقق بخطوتين',
  },
  'enrolment-link-used': {
    en: 'Opened two-step verification setup with a link',
    ar: 'فتح إعداد التحقق بخطوتين برابط',
  },
  'enrolment-link-refused': {
    en: 'Refused two-step verification setup without a valid link',
    ar: 'رفض إعداد التحقق بخطوتين دون رابط صالح',
  },
  'clinical-listed': {
    en: 'Viewed the enquiries waiting for a clinical decision',
    ar: 'الاطلاع على الاستفسارات التي تنتظر قرارًا سريريًا',
  },
  'clinical-opened': { en: 'Opened an enquiry for clinical review', ar: 'فتح استفسار للمراجعة السريرية' },
  'clinical-decided': { en: 'Recorded a clinical decision', ar: 'تسجيل قرار سريري' },
  'call-booked': { en: 'The family booked a call', ar: 'حجزت الأسرة موعد اتصال' },
  'call-missed': { en: 'No answer at the booked call', ar: 'لم يُجَب الاتصال في موعده المحجوز' },
  'call-moved': { en: 'The family moved its call', ar: 'غيّرت الأسرة موعد الاتصال' },
  'call-cancelled': { en: 'The family cancelled its call', ar: 'ألغت الأسرة موعد الاتصال' },
  'calls-listed': { en: 'Viewed today’s booked calls', ar: 'الاطلاع على مواعيد الاتصال المحجوزة اليوم' },
  'booking-viewed': { en: 'Viewed an enquiry’s booked call', ar: 'الاطلاع على موعد الاتصال المحجوز لاستفسار' },
};

/** An action in words, or null for a code this version does not know (an entry stays readable by its code). */
export const auditActionWords = (action: string): Bilingual | null =>
  Object.hasOwn(AUDIT_ACTION_WORDING, action) ? (AUDIT_ACTION_WORDING[action] as Bilingual) : null;

/** One entry as the admins' page shows it: never a family's words. */
export interface AuditRow {
  id: string;
  at: string;
  /** The staff member's email, the email typed at a failed sign-in, or null (the command line, the server). */
  email: string | null;
  address: string;
  action: AuditAction;
  reference: string | null;
  account: string | null;
  /** What an export or a role change adds: its range and row count, the roles before and after. */
  detail: Record<string, string | number | boolean> | null;
}

/** GET /api/audit: newest first. */
export interface AuditAnswer {
  entries: AuditRow[];
  total: number;
  page: number;
  pageSize: number;
}

const optional = <T extends z.ZodTypeAny>(schema: T) =>
  z
    .union([schema, z.literal('')])
    .optional()
    .transform((value) => (value ? (value as z.output<T>) : null));

/** GET /api/audit and /api/audit/export: every filter optional; the range's days in the centre's time zone. */
export const auditQuerySchema = z
  .object({
    staff: optional(
      z
        .string()
        .trim()
        .max(LIMITS.email)
        .refine((staff) => !hasControlCharacters(staff)),
    ),
    reference: optional(z.string().trim().toUpperCase().regex(REFERENCE_PATTERN)),
    action: optional(z.enum(AUDIT_ACTIONS)),
    from: optional(dateRangeShape.from),
    to: optional(dateRangeShape.to),
    page: z.coerce.number().int().min(1).max(100_000).optional().default(1),
    language: z.enum(LANGUAGES).optional().default('en'),
  })
  .refine(({ from, to }) => !from || !to || isSensibleRange({ from, to }), { path: ['to'] });
export type AuditQuery = z.output<typeof auditQuerySchema>;

/** GET /api/exports/enquiries: a range, free text only when ticked, columns named in `language`. */
export const exportQuerySchema = z
  .object({
    ...dateRangeShape,
    freeText: z
      .enum(['true', 'false'])
      .optional()
      .default('false')
      .transform((value) => value === 'true'),
    language: z.enum(LANGUAGES).optional().default('en'),
  })
  .refine(isSensibleRange, { path: ['to'] });
export type ExportQuery = z.output<typeof exportQuerySchema>;
