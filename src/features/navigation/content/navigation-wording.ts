import { requestFailures } from '@/content/request-failures';
import { formatNumber } from '@/i18n/format';
import type { Bilingual } from '@/i18n/text';

/** What the error screen says when the server's navigation cannot be had (besides "Error: {status text}"). */
export const navigationWording = {
  invalid: {
    en: 'The menu we received from the server is not valid.',
    ar: 'القائمة التي وصلت من الخادم غير صالحة.',
  },
  unreachable: requestFailures.network,
} satisfies Record<string, Bilingual>;

/**
 * A non-OK answer's status in words. English shows the server's own reason phrase ("Error: {status
 * text}", spec §8) and `en` here only names the standard phrase; Arabic shows «خطأ: …» with these.
 */
export const statusWording: Record<number, Bilingual> = {
  400: { en: 'Bad Request', ar: 'بيانات غير صالحة' },
  401: { en: 'Unauthorized', ar: 'غير مصرّح بالدخول' },
  402: { en: 'Payment Required', ar: 'يلزم الدفع' },
  403: { en: 'Forbidden', ar: 'لا تملك صلاحية الوصول' },
  404: { en: 'Not Found', ar: 'العنوان غير موجود' },
  405: { en: 'Method Not Allowed', ar: 'العملية غير مسموح بها' },
  406: { en: 'Not Acceptable', ar: 'الصيغة المطلوبة غير متاحة' },
  408: { en: 'Request Timeout', ar: 'انتهت مهلة الاتصال' },
  409: { en: 'Conflict', ar: 'تعارض مع تعديل آخر' },
  410: { en: 'Gone', ar: 'لم يعد متاحًا' },
  413: { en: 'Content Too Large', ar: 'البيانات أكبر من المسموح به' },
  415: { en: 'Unsupported Media Type', ar: 'نوع البيانات غير مدعوم' },
  422: { en: 'Unprocessable Content', ar: 'تعذّرت معالجة البيانات' },
  429: { en: 'Too Many Requests', ar: 'محاولات كثيرة خلال وقت قصير' },
  500: { en: 'Internal Server Error', ar: 'عطل داخلي في الخادم' },
  501: { en: 'Not Implemented', ar: 'الخدمة غير متوفرة' },
  502: { en: 'Bad Gateway', ar: 'ردّ غير صالح من خادم وسيط' },
  503: { en: 'Service Unavailable', ar: 'الخدمة غير متاحة مؤقتًا' },
  504: { en: 'Gateway Timeout', ar: 'انتهت مهلة الردّ من خادم وسيط' },
};

/** The Arabic for a status the table above does not name: «ردّ غير متوقع من الخادم (الرمز ٤١٨)». */
export const unknownStatus = (status: number): string => `ردّ غير متوقع من الخادم (الرمز ${formatNumber(status, 'ar')})`;

/** «خطأ: …», the Arabic twin of "Error: {status text}". */
export const arabicStatusError = (status: number): string =>
  `خطأ: ${statusWording[status]?.ar ?? unknownStatus(status)}`;
