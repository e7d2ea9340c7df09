import { emergencyContacts } from '@/config/contact';
import type { CrisisNotice } from './types';

/** Shown on every treatment page and on the contact page. */
export const crisisNotice: CrisisNotice = {
  title: { en: 'If you need help right now', ar: 'إذا كنت بحاجة إلى مساعدة الآن' },
  text: {
    en: 'This website is not an emergency service, and messages sent through it are not monitored around the clock. If you or someone you care for is in immediate danger, may harm themselves or is having thoughts of ending their life, call your local emergency number now or go to the nearest hospital emergency department.',
    ar: 'هذا الموقع ليس خدمة طوارئ، ولا تُتابَع الرسائل المرسلة عبره على مدار الساعة. إذا كنت أنت أو أحد أحبّائك في خطر داهم، أو كان أحدكما معرّضًا لإيذاء نفسه أو تراوده أفكار عن إنهاء حياته، فاتصل برقم الطوارئ في بلدك الآن أو توجّه إلى قسم الطوارئ في أقرب مستشفى.',
  },
  countries: emergencyContacts,
  closing: {
    en: 'If you can, stay with the person, remove anything they could use to hurt themselves, and let someone you trust know what is happening. Once everyone is safe, we are here to talk about what comes next.',
    ar: 'ابقَ مع الشخص إن استطعت، وأبعِد عنه كل ما قد يؤذي به نفسه، وأخبِر شخصًا تثق به بما يجري. وحين يصبح الجميع في أمان، فنحن هنا لنتحدث معك عن الخطوة التالية.',
  },
};
