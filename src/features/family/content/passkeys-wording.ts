import { requestFailures } from '@/content/request-failures';
import { familySignInWording } from './family-sign-in-wording';

/** A family's passkeys, in its space: add one on a device of its own, see them, remove one. */
export const passkeysWording = {
  heading: { en: 'Log in without your code', ar: 'الدخول دون الرمز' },
  intro: {
    en: 'On a phone or computer that is yours alone, add a passkey: next time, open this page with the device’s fingerprint, face or screen lock instead of your reference and code. Anyone who can unlock the device could open it too, so do not add one on a shared device.',
    ar: 'على هاتف أو حاسوب لا يستخدمه غيركم، أضيفوا مفتاح مرور: في المرة القادمة تفتحون هذه الصفحة ببصمة الإصبع أو الوجه أو قفل الشاشة في الجهاز بدلًا من رقمكم المرجعي ورمزكم. ويستطيع فتحها كل من يستطيع فتح قفل الجهاز، فلا تضيفوه على جهاز مشترك.',
  },
  /** `{site}`: this site's host name, `{reference}`: theirs. */
  listedAs: {
    en: 'Your device lists it under {site} and your reference, {reference}: no name, and no word of why.',
    ar: 'يحفظه جهازكم باسم الموقع {site} ورقمكم المرجعي {reference}، دون أي اسم ودون ذكر السبب.',
  },
  add: { en: 'Add a passkey on this device', ar: 'إضافة مفتاح مرور على هذا الجهاز' },
  waiting: { en: 'Waiting for your device…', ar: 'بانتظار جهازكم…' },
  added: {
    en: 'The passkey is added. Next time, choose “Log in with a passkey” on the login page.',
    ar: 'أُضيف مفتاح المرور. في المرة القادمة اختاروا «الدخول بمفتاح المرور» في صفحة تسجيل الدخول.',
  },
  listLabel: { en: 'Your passkeys', ar: 'مفاتيح المرور الخاصة بكم' },
  none: { en: 'No passkey yet.', ar: 'لا يوجد مفتاح مرور بعد.' },
  /** `{day}` on the reader's clock. */
  addedOn: { en: 'Added on {day}', ar: 'أُضيف في {day}' },
  lastUsed: { en: 'last used on {day}', ar: 'آخر استخدام في {day}' },
  notUsed: { en: 'not used yet', ar: 'لم يُستخدم بعد' },
  synced: {
    en: 'Kept by your device’s account (such as iCloud or Google), so it may also open this page on your other devices that use the same account.',
    ar: 'يحفظه حساب جهازكم (مثل iCloud أو Google)، لذا قد يفتح هذه الصفحة أيضًا على أجهزتكم الأخرى المسجّلة في الحساب نفسه.',
  },
  remove: { en: 'Remove', ar: 'حذف' },
  /** The Remove button's name, `{day}` when it was added. */
  removeLabel: { en: 'Remove the passkey added on {day}', ar: 'حذف مفتاح المرور المُضاف في {day}' },
  removed: {
    en: 'The passkey is removed: it no longer opens this page. You can also delete it from the passkeys on your device.',
    ar: 'حُذف مفتاح المرور ولم يعد يفتح هذه الصفحة. ويمكنكم أيضًا حذفه من مفاتيح المرور في جهازكم.',
  },
  removeFailed: {
    en: 'The passkey could not be removed. Please try again.',
    ar: 'تعذّر حذف مفتاح المرور. يُرجى إعادة المحاولة.',
  },
  unavailable: {
    en: 'This browser cannot make passkeys. You can always log in with your reference and code.',
    ar: 'لا يدعم هذا المتصفح مفاتيح المرور. ويمكنكم دائمًا الدخول برقمكم المرجعي ورمزكم.',
  },
  loading: { en: 'Loading your passkeys…', ar: 'جارٍ تحميل مفاتيح المرور…' },
  loadFailed: { en: 'We could not load your passkeys.', ar: 'تعذّر تحميل مفاتيح المرور.' },
  failureTitle: { en: 'No passkey was added', ar: 'لم يُضف مفتاح مرور' },
  failure: {
    cancelled: familySignInWording.passkey.cancelled,
    exists: {
      en: 'This device has a passkey for your enquiry already.',
      ar: 'يوجد على هذا الجهاز مفتاح مرور لاستفساركم من قبل.',
    },
    unsupported: {
      en: 'This device or browser cannot make a passkey for this site.',
      ar: 'لا يستطيع هذا الجهاز أو المتصفح إنشاء مفتاح مرور لهذا الموقع.',
    },
    refused: {
      en: 'Your device’s passkey could not be checked, or you keep as many as you may (remove one first). Please try again.',
      ar: 'تعذّر التحقق من مفتاح المرور من جهازكم، أو بلغتم الحد الأقصى لعدد المفاتيح (احذفوا واحدًا أولًا). يُرجى إعادة المحاولة.',
    },
    network: requestFailures.network,
    server: requestFailures.server,
  },
};
