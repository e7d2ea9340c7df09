import { site } from '@/config/site';
import { links } from '../links';
import { spoken } from '../spoken-languages';
import type { TeamContent } from '../types';

// The people below are fictional placeholders; replace them with real profiles before launch.
export const hospitality: TeamContent = {
  description: {
    en: `The hospitality team of ${site.name.en}: discreet arrivals, private suites, a halal kitchen and care for visiting families.`,
    ar: `فريق الضيافة في ${site.name.ar}: وصول متكتّم، وأجنحة خاصة، ومطبخ حلال، وعناية بالأسر الزائرة.`,
  },
  intro: {
    en: 'Our hospitality team looks after everything around your treatment, so that you can give your attention to getting well. They are trained in confidentiality and in caring for people going through a hard time.',
    ar: 'يتولى فريق الضيافة كل ما يحيط بعلاجك، لتمنح اهتمامك كله لتعافيك. أفراده مدرَّبون على السرية وعلى رعاية من يمرّون بظروف صعبة.',
  },
  focus: {
    title: { en: 'What the team takes care of', ar: 'ما يتولاه الفريق' },
    items: [
      { en: 'Discreet transfers from the airport or your home', ar: 'نقل متكتّم من المطار أو من منزلك' },
      { en: 'Your suite, housekeeping and laundry', ar: 'جناحك وخدمات التنظيف والغسيل' },
      { en: 'Halal meals planned with the dietitians', ar: 'وجبات حلال تُعدّ بالتنسيق مع أخصائيي التغذية' },
      {
        en: 'Family visits and accommodation for relatives nearby',
        ar: 'زيارات الأسرة وإقامة الأقارب بالقرب من المركز',
      },
      { en: 'Security and privacy, day and night', ar: 'الأمن والخصوصية ليلًا ونهارًا' },
    ],
  },
  membersTitle: { en: 'Meet the team', ar: 'تعرّف على الفريق' },
  members: [
    {
      name: { en: 'Julien Moreau', ar: 'جوليان مورو' },
      role: { en: 'Director of Hospitality', ar: 'مدير الضيافة' },
      initials: { en: 'JM', ar: 'ج م' },
      qualifications: [
        { en: 'Degree in hotel management', ar: 'شهادة جامعية في إدارة الفنادق' },
        {
          en: 'Training in confidentiality and guest care in healthcare settings',
          ar: 'تدريب على السرية ورعاية الضيوف في بيئات الرعاية الصحية',
        },
      ],
      languages: [spoken.french, spoken.english],
      bio: {
        en: 'Julien brings the standards of fine hotels to the residence, with the discretion a place of healing requires.',
        ar: 'ينقل جوليان معايير الفنادق الراقية إلى الدار، مع ما يتطلبه مكان للتعافي من تكتّم.',
      },
    },
    {
      name: { en: 'Layla Ibrahim', ar: 'ليلى إبراهيم' },
      role: { en: 'Guest and Family Relations Manager', ar: 'مديرة علاقات الضيوف والأسر' },
      initials: { en: 'LI', ar: 'ل إ' },
      qualifications: [{ en: 'Bachelor’s degree in hospitality management', ar: 'بكالوريوس في إدارة الضيافة' }],
      languages: [spoken.arabic, spoken.english],
      bio: {
        en: 'Layla is the first face families meet. She arranges arrivals, visits and nearby accommodation for relatives.',
        ar: 'ليلى أول من تلتقيه الأسر، وهي التي ترتّب الوصول والزيارات وأماكن إقامة الأقارب بالقرب من المركز.',
      },
    },
    {
      name: { en: 'Chef Karim Mansour', ar: 'الشيف كريم منصور' },
      role: { en: 'Executive Chef', ar: 'رئيس الطهاة' },
      initials: { en: 'KM', ar: 'ك م' },
      qualifications: [
        { en: 'Diploma in culinary arts', ar: 'دبلوم في فنون الطهي' },
        { en: 'Training in therapeutic nutrition', ar: 'تدريب في التغذية العلاجية' },
      ],
      languages: [spoken.arabic, spoken.english, spoken.french],
      bio: {
        en: 'Chef Karim runs our halal kitchen and works with the dietitians every day, so that each meal both nourishes and pleases.',
        ar: 'يدير الشيف كريم مطبخنا الحلال، ويعمل يوميًا مع أخصائيي التغذية لتكون كل وجبة مغذية وشهية في آن واحد.',
      },
    },
    {
      name: { en: 'Grace Santos', ar: 'غريس سانتوس' },
      role: { en: 'Head of Housekeeping', ar: 'رئيسة خدمات التدبير الفندقي' },
      initials: { en: 'GS', ar: 'غ س' },
      qualifications: [{ en: 'Diploma in hospitality', ar: 'دبلوم في الضيافة' }],
      languages: [spoken.filipino, spoken.english],
      bio: {
        en: 'Grace and her team keep every suite calm, clean and personal, respecting each guest’s privacy and routines.',
        ar: 'تحرص غريس وفريقها على أن يبقى كل جناح هادئًا ونظيفًا ومريحًا لصاحبه، مع احترام خصوصية كل ضيف وعاداته.',
      },
    },
    {
      name: { en: 'Mohammed Al Balushi', ar: 'محمد البلوشي' },
      role: { en: 'Head of Security and Privacy', ar: 'رئيس الأمن والخصوصية' },
      initials: { en: 'MB', ar: 'م ب' },
      qualifications: [{ en: 'Certificate in security management', ar: 'شهادة في إدارة الأمن' }],
      languages: [spoken.arabic, spoken.english, spoken.urdu],
      bio: {
        en: 'Mohammed oversees discreet transfers, visitor access and the security of the residence, day and night.',
        ar: 'يشرف محمد على عمليات النقل المتكتّمة ودخول الزوار وأمن الدار ليلًا ونهارًا.',
      },
    },
  ],
  cta: {
    title: { en: 'Plan a private visit', ar: 'رتّب زيارة خاصة' },
    text: {
      en: 'Families are welcome to see the residence before deciding. We will arrange a quiet time and a private entrance.',
      ar: 'نرحّب بالأسر لزيارة الدار قبل اتخاذ القرار، وسنرتّب لكم وقتًا هادئًا ومدخلًا خاصًا.',
    },
    action: links.contactUs,
    secondary: links.bookNow,
  },
};
