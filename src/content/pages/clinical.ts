import { site } from '@/config/site';
import { links } from '../links';
import { spoken } from '../spoken-languages';
import type { TeamContent } from '../types';

// The people below are fictional placeholders; replace them with real profiles before launch.
export const clinical: TeamContent = {
  description: {
    en: `The clinical and therapeutic team of ${site.name.en}: psychiatrists, psychologists, therapists, nurses and dietitians.`,
    ar: `الفريق السريري والعلاجي في ${site.name.ar}: أطباء نفسيون وأخصائيون نفسيون ومعالجون وممرضون وأخصائيو تغذية.`,
  },
  intro: {
    en: 'Our clinicians plan and deliver every programme. Each guest has a named psychiatrist and a named therapist, supported by nurses around the clock and by specialists in nutrition, family work and couples therapy.',
    ar: 'يضع أطباؤنا ومعالجونا كل برنامج وينفذونه. لكل ضيف طبيب نفسي ومعالج محدّدان بالاسم، يساندهما فريق تمريض على مدار الساعة ومختصون في التغذية والعمل الأسري والعلاج الزوجي.',
  },
  focus: {
    title: { en: 'What the team does', ar: 'مهام الفريق' },
    items: [
      { en: 'Assessments before and on arrival', ar: 'التقييم قبل الوصول وعنده' },
      { en: 'Medical care, including supervised detox', ar: 'الرعاية الطبية، بما فيها سحب السموم تحت الإشراف' },
      { en: 'Individual, group, family and couples therapy', ar: 'العلاج الفردي والجماعي والأسري والزوجي' },
      { en: 'Nutrition planning and supported meals', ar: 'التخطيط الغذائي والوجبات بمرافقة داعمة' },
      { en: 'Nursing care day and night', ar: 'الرعاية التمريضية ليلًا ونهارًا' },
    ],
  },
  membersTitle: { en: 'Meet the team', ar: 'تعرّف على الفريق' },
  members: [
    {
      name: { en: 'Dr Mariam El Sayed', ar: 'د. مريم السيد' },
      role: { en: 'Consultant Psychiatrist, Mood and Anxiety', ar: 'استشارية الطب النفسي لاضطرابات المزاج والقلق' },
      initials: { en: 'MS', ar: 'م س' },
      qualifications: [
        { en: 'Bachelor of Medicine and Surgery', ar: 'بكالوريوس الطب والجراحة' },
        { en: 'Fellowship in psychiatry', ar: 'الزمالة في الطب النفسي' },
        { en: 'Training in cognitive behavioural therapy', ar: 'تدريب في العلاج المعرفي السلوكي' },
      ],
      languages: [spoken.arabic, spoken.english],
      bio: {
        en: 'Dr Mariam leads care for guests with depression and anxiety, and explains every option before any decision is made.',
        ar: 'تقود الدكتورة مريم رعاية الضيوف الذين يعانون الاكتئاب والقلق، وتشرح كل خيار قبل اتخاذ أي قرار.',
      },
    },
    {
      name: { en: 'Dr Youssef Haddad', ar: 'د. يوسف حداد' },
      role: { en: 'Addiction Medicine Specialist', ar: 'أخصائي طب الإدمان' },
      initials: { en: 'YH', ar: 'ي ح' },
      qualifications: [
        { en: 'Bachelor of Medicine and Surgery', ar: 'بكالوريوس الطب والجراحة' },
        { en: 'Specialist certification in psychiatry', ar: 'شهادة الاختصاص في الطب النفسي' },
        {
          en: 'Advanced training in addiction medicine and supervised detox',
          ar: 'تدريب متقدم في طب الإدمان وسحب السموم تحت الإشراف الطبي',
        },
      ],
      languages: [spoken.arabic, spoken.english, spoken.french],
      bio: {
        en: 'Dr Youssef oversees detox and the medical side of addiction care, working closely with the nurses day and night.',
        ar: 'يشرف الدكتور يوسف على سحب السموم والجانب الطبي من علاج الإدمان، بتعاون وثيق مع فريق التمريض ليلًا ونهارًا.',
      },
    },
    {
      name: { en: 'Dr Noura Al Shamsi', ar: 'د. نورة الشامسي' },
      role: { en: 'Clinical Psychologist', ar: 'أخصائية علم النفس السريري' },
      initials: { en: 'NS', ar: 'ن ش' },
      qualifications: [
        { en: 'Doctorate in clinical psychology', ar: 'دكتوراه في علم النفس السريري' },
        { en: 'Training in dialectical behaviour therapy', ar: 'تدريب في العلاج الجدلي السلوكي' },
        { en: 'Training in trauma-focused therapy', ar: 'تدريب في علاج الصدمات النفسية' },
      ],
      languages: [spoken.arabic, spoken.english],
      bio: {
        en: 'Dr Noura leads individual and group therapy, with a particular focus on trauma and managing difficult emotions.',
        ar: 'تقود الدكتورة نورة جلسات العلاج الفردي والجماعي، مع اهتمام خاص بعلاج الصدمات وإدارة المشاعر الصعبة.',
      },
    },
    {
      name: { en: 'Rania Khoury', ar: 'رانيا خوري' },
      role: { en: 'Senior Clinical Dietitian', ar: 'أخصائية أولى في التغذية العلاجية' },
      initials: { en: 'RK', ar: 'ر خ' },
      qualifications: [
        { en: 'Master’s degree in clinical nutrition', ar: 'ماجستير في التغذية العلاجية' },
        {
          en: 'Specialist training in nutrition for eating disorders',
          ar: 'تدريب متخصص في التغذية لاضطرابات الأكل',
        },
      ],
      languages: [spoken.arabic, spoken.english, spoken.french],
      bio: {
        en: 'Rania plans each guest’s nutrition and sits with guests at supported meals, so that food becomes less frightening.',
        ar: 'تضع رانيا الخطة الغذائية لكل ضيف، وتجلس مع الضيوف أثناء الوجبات بمرافقة داعمة، ليصبح الطعام أقل إثارة للقلق.',
      },
    },
    {
      name: { en: 'Dr James Carter', ar: 'د. جيمس كارتر' },
      role: { en: 'Couples and Family Therapist', ar: 'معالج زوجي وأسري' },
      initials: { en: 'JC', ar: 'ج ك' },
      qualifications: [
        { en: 'Doctorate in marriage and family therapy', ar: 'دكتوراه في العلاج الزوجي والأسري' },
        {
          en: 'Training in emotionally focused couples therapy',
          ar: 'تدريب في العلاج الزوجي المرتكز على المشاعر',
        },
      ],
      languages: [spoken.english],
      bio: {
        en: 'Dr James leads the couples retreat and family sessions, working with an Arabic-speaking co-therapist whenever families prefer.',
        ar: 'يقود الدكتور جيمس البرنامج الإقامي المكثف للزوجين والجلسات الأسرية، ويعمل مع معالج مشارك يتحدث العربية متى فضّلت الأسرة ذلك.',
      },
    },
    {
      name: { en: 'Aisha Siddiqui', ar: 'عائشة صديقي' },
      role: { en: 'Head of Nursing', ar: 'رئيسة التمريض' },
      initials: { en: 'AS', ar: 'ع ص' },
      qualifications: [
        { en: 'Bachelor of Science in Nursing', ar: 'بكالوريوس في التمريض' },
        {
          en: 'Postgraduate diploma in mental health nursing',
          ar: 'دبلوم دراسات عليا في تمريض الصحة النفسية',
        },
      ],
      languages: [spoken.english, spoken.arabic, spoken.urdu],
      bio: {
        en: 'Aisha leads the nursing team that is with guests around the clock, from the first night to the last.',
        ar: 'تقود عائشة فريق التمريض الذي يرافق الضيوف على مدار الساعة، من الليلة الأولى حتى الأخيرة.',
      },
    },
  ],
  cta: {
    title: { en: 'Talk to a clinician', ar: 'تحدّث إلى أحد مختصينا السريريين' },
    text: {
      en: 'Your free assessment is with a member of this team, by video, by phone or in person.',
      ar: 'يُجري تقييمك المجاني أحد أعضاء هذا الفريق، عبر الفيديو أو الهاتف أو حضوريًا.',
    },
    action: links.bookAssessment,
    secondary: links.contactUs,
  },
};
