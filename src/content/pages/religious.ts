import { site } from '@/config/site';
import { links } from '../links';
import { spoken } from '../spoken-languages';
import type { TeamContent } from '../types';

// The people below are fictional placeholders; replace them with real profiles before launch.
export const religious: TeamContent = {
  description: {
    en: `The religious counselling team of ${site.name.en}: faith-sensitive guidance for guests and families who want it, alongside clinical care.`,
    ar: `فريق الإرشاد الديني في ${site.name.ar}: توجيه يراعي القيم الدينية لمن يرغب فيه من الضيوف وأسرهم، إلى جانب الرعاية العلاجية.`,
  },
  intro: {
    en: 'For many guests and families, faith is a source of strength. Our religious counsellors offer guidance with knowledge and compassion, always by invitation and always in step with the clinical team. Guests of other faiths may ask us to arrange a visit from a leader of their own tradition.',
    ar: 'يجد كثير من الضيوف وأسرهم في الإيمان مصدرًا للقوة. يقدّم مرشدونا الدينيون توجيههم بعلم ورحمة، بدعوة من الضيف دائمًا، وبتنسيق دائم مع الفريق العلاجي. ويمكن لضيوفنا من الأديان الأخرى أن يطلبوا ترتيب زيارة من مرشد ينتمي إلى دينهم.',
  },
  focus: {
    title: { en: 'How the team can help', ar: 'كيف يمكن للفريق أن يساعدك' },
    items: [
      {
        en: 'Private counselling that brings faith and treatment together',
        ar: 'إرشاد خاص يجمع بين الإيمان والعلاج',
      },
      {
        en: 'Answers on worship during illness, such as prayer, fasting and medication',
        ar: 'أجوبة عن أحكام العبادات في حال المرض، كالصلاة والصيام وتناول الأدوية',
      },
      { en: 'Quran recitation and reflection circles', ar: 'حلقات لتلاوة القرآن الكريم وتدبّره' },
      {
        en: 'Support for families on forgiveness, patience and reconciliation',
        ar: 'دعم الأسر في معاني المسامحة والصبر والإصلاح',
      },
      {
        en: 'Always optional: guests choose whether and when to take part',
        ar: 'المشاركة اختيارية دائمًا: يقرر الضيف إن كان سيشارك ومتى',
      },
    ],
  },
  membersTitle: { en: 'Meet the team', ar: 'تعرّف على الفريق' },
  members: [
    {
      name: { en: 'Sheikh Dr Abdullah Al Harbi', ar: 'الشيخ د. عبدالله الحربي' },
      role: { en: 'Head of Religious Counselling', ar: 'رئيس فريق الإرشاد الديني' },
      initials: { en: 'AH', ar: 'ع ح' },
      qualifications: [
        { en: 'Doctorate in Islamic jurisprudence', ar: 'دكتوراه في الفقه الإسلامي' },
        { en: 'Diploma in counselling psychology', ar: 'دبلوم في الإرشاد النفسي' },
      ],
      languages: [spoken.arabic, spoken.english],
      bio: {
        en: 'Sheikh Abdullah helps guests reconcile faith and treatment, answering questions about worship, illness and medication with care.',
        ar: 'يساعد الشيخ عبدالله الضيوف على التوفيق بين الإيمان والعلاج، ويردّ برفق على أسئلتهم حول العبادات والمرض والدواء.',
      },
    },
    {
      name: { en: 'Dr Hana Mostafa', ar: 'د. هناء مصطفى' },
      role: { en: 'Family and Women’s Counsellor', ar: 'مرشدة أسرية ومرشدة للنساء' },
      initials: { en: 'HM', ar: 'ه م' },
      qualifications: [
        { en: 'Master’s degree in Islamic studies', ar: 'ماجستير في الدراسات الإسلامية' },
        { en: 'Master’s degree in family counselling', ar: 'ماجستير في الإرشاد الأسري' },
      ],
      languages: [spoken.arabic, spoken.english],
      bio: {
        en: 'Dr Hana counsels women guests and families, and works closely with the couples therapist on the couples retreat.',
        ar: 'ترشد الدكتورة هناء الضيفات والأسر، وتعمل بتنسيق وثيق مع المعالج الزوجي في البرنامج الإقامي المكثف للزوجين.',
      },
    },
    {
      name: { en: 'Ibrahim Nasser', ar: 'إبراهيم ناصر' },
      role: { en: 'Spiritual Care and Recovery Counsellor', ar: 'مرشد الرعاية الروحية والتعافي' },
      initials: { en: 'IN', ar: 'إ ن' },
      qualifications: [
        { en: 'Bachelor’s degree in Sharia', ar: 'بكالوريوس في الشريعة' },
        { en: 'Certificate in addiction counselling', ar: 'شهادة في إرشاد المتعافين من الإدمان' },
      ],
      languages: [spoken.arabic, spoken.english],
      bio: {
        en: 'Ibrahim leads the optional evening reflections and helps guests recovering from addiction rebuild hope and self-respect.',
        ar: 'يقود إبراهيم جلسات التأمل المسائية الاختيارية، ويساند الضيوف المتعافين من الإدمان في استعادة الأمل واحترام الذات.',
      },
    },
    {
      name: { en: 'Mahmoud Othman', ar: 'محمود عثمان' },
      role: { en: 'Quran and Reflection Teacher', ar: 'معلّم القرآن الكريم والتدبّر' },
      initials: { en: 'MO', ar: 'م ع' },
      qualifications: [
        { en: 'Ijazah in Quran recitation', ar: 'إجازة في تلاوة القرآن الكريم' },
        { en: 'Bachelor’s degree in Arabic language', ar: 'بكالوريوس في اللغة العربية' },
      ],
      languages: [spoken.arabic, spoken.english],
      bio: {
        en: 'Mahmoud leads small Quran circles for guests who find calm in recitation and reflection.',
        ar: 'يقود محمود حلقات صغيرة لتلاوة القرآن الكريم لمن يجد من الضيوف سكينته في التلاوة والتدبّر.',
      },
    },
  ],
  cta: {
    title: { en: 'Ask about faith-sensitive care', ar: 'استفسر عن الرعاية المراعية للقيم الدينية' },
    text: {
      en: 'Tell us during your assessment whether you would like religious counselling, and how. We will shape your plan around your wishes.',
      ar: 'أخبرنا خلال التقييم إن كنت ترغب في الإرشاد الديني وبأي صورة، وسنبني خطتك وفق رغبتك.',
    },
    action: links.bookAssessment,
    secondary: links.contactUs,
  },
};
