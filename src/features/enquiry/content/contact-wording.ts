import { replyWindow } from '@/config/contact';

/** The contact form's own wording (the section's title and intro live in the contact page content). */
export const contactWording = {
  contact: { en: 'Email address or phone number', ar: 'البريد الإلكتروني أو رقم الهاتف' },
  contactHint: {
    en: 'For a phone number, please include the country code, such as +971.',
    ar: 'إذا كتبت رقم هاتف، فأضف رمز الدولة، مثل \u2066+971\u2069.',
  },
  subject: { en: 'Subject', ar: 'الموضوع' },
  message: { en: 'Your message', ar: 'رسالتك' },
  submit: { en: 'Send message', ar: 'أرسل الرسالة' },
  sendingStatus: { en: 'Sending your message…', ar: 'جارٍ إرسال رسالتك…' },
  failureTitle: { en: 'Your message has not been sent', ar: 'لم تُرسَل رسالتك' },
  confirmation: {
    title: { en: 'Thank you. Your message has reached us.', ar: 'شكرًا لك، وصلتنا رسالتك.' },
    next: {
      en: `We will reply ${replyWindow.en}, by email or phone, using the details you gave us.`,
      ar: `سنردّ عليك ${replyWindow.ar}، عبر البريد الإلكتروني أو الهاتف، بحسب البيانات التي تركتها لنا.`,
    },
  },
};
