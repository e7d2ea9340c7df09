import { centreLinks, centreTimeZone, replyWindow, serviceHours } from '@/config/contact';
import { paths } from '#contracts/routes';
import { site } from '@/config/site';
import { crisisNotice } from '../crisis';
import type { ContactContent } from '../types';

export const contactUs: ContactContent = {
  description: {
    en: `Contact ${site.name.en} in Dubai by phone, WhatsApp or email. The admissions line is answered around the clock, and every enquiry is confidential.`,
    ar: `تواصل مع ${site.name.ar} في دبي عبر الهاتف أو واتساب أو البريد الإلكتروني. نردّ على خط القبول على مدار الساعة، وكل استفسار يبقى سرّيًا.`,
  },
  intro: {
    en: 'However you choose to reach us, a calm and discreet person will answer. Everything you tell us stays confidential.',
    ar: 'أيًّا كانت الوسيلة التي تختارها للتواصل معنا، سيردّ عليك شخص هادئ يحفظ خصوصيتك، وكل ما تخبرنا به يبقى سرًّا.',
  },
  channelsTitle: { en: 'Ways to reach us', ar: 'وسائل التواصل' },
  channels: [
    {
      kind: 'phone',
      label: { en: 'Phone', ar: 'الهاتف' },
      display: site.phone,
      href: centreLinks.phone,
      action: { en: 'Call now', ar: 'اتصل الآن' },
    },
    {
      kind: 'whatsapp',
      label: { en: 'WhatsApp', ar: 'واتساب' },
      display: site.whatsapp,
      href: centreLinks.whatsapp(),
      action: { en: 'Message us on WhatsApp', ar: 'راسلنا عبر واتساب' },
    },
    {
      kind: 'email',
      label: { en: 'Email', ar: 'البريد الإلكتروني' },
      display: site.email,
      href: centreLinks.email,
      action: { en: 'Write to us', ar: 'راسلنا بالبريد' },
    },
    {
      kind: 'address',
      label: { en: 'Address', ar: 'العنوان' },
      display: site.address,
    },
    {
      kind: 'map',
      label: { en: 'Map', ar: 'الخريطة' },
      display: { en: 'See our location on a map', ar: 'اعرض موقعنا على الخريطة' },
      href: site.mapUrl,
      action: { en: 'Open the map', ar: 'افتح الخريطة' },
    },
  ],
  hoursTitle: { en: 'Opening hours', ar: 'أوقات العمل' },
  hours: serviceHours,
  timeZone: centreTimeZone.label,
  responseTime: {
    title: { en: 'When we reply', ar: 'متى نردّ عليك' },
    text: {
      en: `Calls to the admissions line are answered around the clock. We reply to WhatsApp messages, emails and the forms on this site ${replyWindow.en}, and to anything sent overnight first thing the next morning.`,
      ar: `نردّ على اتصالات خط القبول على مدار الساعة. ونردّ على رسائل واتساب والبريد الإلكتروني ونماذج هذا الموقع ${replyWindow.ar}، أما ما يصلنا ليلًا فنردّ عليه في مطلع الصباح التالي.`,
    },
  },
  visit: {
    title: { en: 'Visiting the centre', ar: 'زيارة المركز' },
    text: {
      en: 'Visits are by appointment only, so that every guest’s privacy is protected. Tell us when you would like to come and we will meet you at our private entrance.',
      ar: 'الزيارات بموعد مسبق فقط، حفاظًا على خصوصية كل ضيف. أخبرنا بالوقت الذي تودّ فيه الحضور، وسنستقبلك عند مدخلنا الخاص.',
    },
  },
  form: {
    title: { en: 'Send us a message', ar: 'أرسل لنا رسالة' },
    text: {
      en: 'For general questions, feedback or partnership enquiries. To ask about treatment for yourself or someone close to you, the admissions enquiry is the quickest route.',
      ar: 'للأسئلة العامة والملاحظات واستفسارات التعاون. أما إن كان سؤالك عن العلاج لك أو لشخص قريب منك، فنموذج استفسار القبول هو الطريق الأسرع.',
    },
    link: { label: { en: 'Go to the admissions enquiry', ar: 'انتقل إلى استفسار القبول' }, to: paths.admissions },
  },
  crisis: crisisNotice,
};
