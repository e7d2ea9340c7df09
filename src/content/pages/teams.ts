import { site } from '@/config/site';
import { links } from '../links';
import { teamCards } from '../team-cards';
import type { TeamsIndexContent } from '../types';

export const teams: TeamsIndexContent = {
  description: {
    en: `Meet the clinical, religious counselling, hospitality and leadership teams of ${site.name.en}: the people who plan and deliver your care.`,
    ar: `تعرّف على الفريق السريري وفريق الإرشاد الديني وفريق الضيافة ومجلس إدارة ${site.name.ar}: من يخططون لرعايتك ويقدّمونها.`,
  },
  intro: {
    en: 'Recovery depends on people. Our teams bring clinical skill, cultural understanding and genuine warmth to every guest and every family, in Arabic and in English.',
    ar: 'يقوم التعافي على الناس قبل كل شيء. تجمع فرقنا بين الكفاءة العلاجية وفهم الثقافة والدفء الصادق تجاه كل ضيف وكل أسرة، بالعربية والإنجليزية.',
  },
  cardsTitle: { en: 'Our four teams', ar: 'فرقنا الأربع' },
  cards: teamCards,
  principles: {
    title: { en: 'How our teams work together', ar: 'كيف تعمل فرقنا معًا' },
    items: [
      {
        en: 'One plan for each guest, shared by everyone involved in their care',
        ar: 'خطة واحدة لكل ضيف، يتشاركها كل من يسهم في رعايته',
      },
      {
        en: 'A daily meeting where clinicians, nurses and counsellors review every guest',
        ar: 'اجتماع يومي يراجع فيه الأطباء والممرضون والمرشدون حالة كل ضيف',
      },
      {
        en: 'Religious counsellors who work alongside therapists, never in their place',
        ar: 'مرشدون دينيون يعملون جنبًا إلى جنب مع المعالجين، لا بديلًا عنهم',
      },
      {
        en: 'Hospitality staff trained in confidentiality and in caring for people in distress',
        ar: 'فريق ضيافة مدرَّب على السرية وعلى رعاية من يمرّون بضائقة نفسية',
      },
    ],
  },
  cta: {
    title: { en: 'Speak to our team', ar: 'تحدّث إلى فريقنا' },
    text: {
      en: 'Your first conversation is with a member of our admissions team, who will put you in touch with the right clinician.',
      ar: 'يكون حديثك الأول مع أحد أعضاء فريق القبول، الذي سيصلك بالمختص السريري المناسب.',
    },
    action: links.bookAssessment,
    secondary: links.contactUs,
  },
};
