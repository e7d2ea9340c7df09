import { site } from '@/config/site';
import { links } from '../links';
import { spoken } from '../spoken-languages';
import type { TeamContent } from '../types';

// The people below are fictional placeholders; replace them with real profiles before launch.
export const boardOfDirectors: TeamContent = {
  description: {
    en: `The board of directors of ${site.name.en}: the leadership responsible for standards of care, ethics, confidentiality and transparent fees.`,
    ar: `مجلس إدارة ${site.name.ar}: القيادة المسؤولة عن معايير الرعاية والأخلاقيات والسرية ووضوح الرسوم.`,
  },
  intro: {
    en: 'Our board sets the standards every guest can expect and holds the centre to them. Its members bring experience in medicine, nursing, hospitality and finance, and a shared commitment to dignity and discretion.',
    ar: 'يضع مجلس إدارتنا المعايير التي يحق لكل ضيف أن يتوقعها، ويُلزم المركز بها. يجمع أعضاؤه خبرات في الطب والتمريض والضيافة والمالية، ويجمعهم التزام واحد بالكرامة والتكتّم.',
  },
  focus: {
    title: { en: 'What the board is responsible for', ar: 'مسؤوليات مجلس الإدارة' },
    items: [
      { en: 'Standards of care and clinical safety', ar: 'معايير الرعاية والسلامة العلاجية' },
      { en: 'Ethics and the rights of every guest', ar: 'الأخلاقيات المهنية وحقوق كل ضيف' },
      { en: 'Confidentiality and the protection of personal data', ar: 'السرية وحماية البيانات الشخصية' },
      { en: 'Clear, fair fees agreed in writing', ar: 'رسوم واضحة وعادلة يُتفق عليها كتابةً' },
    ],
  },
  membersTitle: { en: 'Members of the board', ar: 'أعضاء المجلس' },
  members: [
    {
      name: { en: 'Hessa Al Marri', ar: 'حصة المري' },
      role: { en: 'Chair of the Board', ar: 'رئيسة مجلس الإدارة' },
      initials: { en: 'HM', ar: 'ح م' },
      qualifications: [
        { en: 'Master of Public Health', ar: 'ماجستير في الصحة العامة' },
        { en: 'Bachelor of Business Administration', ar: 'بكالوريوس في إدارة الأعمال' },
      ],
      languages: [spoken.arabic, spoken.english],
      bio: {
        en: `Hessa founded ${site.shortName.en} so that families in the region could seek help close to home, without fear of being seen.`,
        ar: `أسّست حصة مركز ${site.shortName.ar} لتجد الأسر في المنطقة مكانًا قريبًا تطلب فيه المساعدة دون خشية من أعين الناس.`,
      },
    },
    {
      name: { en: 'Omar Farouk', ar: 'عمر فاروق' },
      role: { en: 'Chief Executive Officer', ar: 'الرئيس التنفيذي' },
      initials: { en: 'OF', ar: 'ع ف' },
      qualifications: [
        { en: 'Master of Business Administration', ar: 'ماجستير في إدارة الأعمال' },
        { en: 'Bachelor’s degree in hospital administration', ar: 'بكالوريوس في إدارة المستشفيات' },
      ],
      languages: [spoken.arabic, spoken.english, spoken.french],
      bio: {
        en: 'Omar runs the centre day to day, drawing on a career in hospital management and fine hotels.',
        ar: 'يتولى عمر الإدارة اليومية للمركز، مستفيدًا من مسيرته في إدارة المستشفيات والفنادق الراقية.',
      },
    },
    {
      name: { en: 'Dr Tarek Fawzy', ar: 'د. طارق فوزي' },
      role: { en: 'Medical Director', ar: 'المدير الطبي' },
      initials: { en: 'TF', ar: 'ط ف' },
      qualifications: [
        { en: 'Bachelor of Medicine and Surgery', ar: 'بكالوريوس الطب والجراحة' },
        { en: 'Specialist certification in psychiatry', ar: 'شهادة الاختصاص في الطب النفسي' },
        { en: 'Advanced training in addiction medicine', ar: 'تدريب متقدم في طب الإدمان' },
      ],
      languages: [spoken.arabic, spoken.english],
      bio: {
        en: 'Dr Tarek is responsible for clinical standards across every programme and chairs the weekly review of each guest’s care.',
        ar: 'يتولى الدكتور طارق مسؤولية المعايير العلاجية في جميع البرامج، ويرأس المراجعة الأسبوعية لرعاية كل ضيف.',
      },
    },
    {
      name: { en: 'Sarah Whitfield', ar: 'سارة ويتفيلد' },
      role: { en: 'Independent Director, Clinical Governance', ar: 'عضوة مستقلة لشؤون الحوكمة السريرية' },
      initials: { en: 'SW', ar: 'س و' },
      qualifications: [
        { en: 'Master’s degree in nursing', ar: 'ماجستير في التمريض' },
        {
          en: 'Postgraduate certificate in healthcare quality and patient safety',
          ar: 'شهادة دراسات عليا في جودة الرعاية الصحية وسلامة المرضى',
        },
      ],
      languages: [spoken.english],
      bio: {
        en: 'Sarah brings an independent voice on safety, quality and guests’ rights to every decision the board makes.',
        ar: 'تضيف سارة صوتًا مستقلًا في شؤون السلامة والجودة وحقوق الضيوف إلى كل قرار يتخذه المجلس.',
      },
    },
    {
      name: { en: 'Faisal Al Qahtani', ar: 'فيصل القحطاني' },
      role: { en: 'Director of Finance and Governance', ar: 'عضو المجلس للشؤون المالية والحوكمة' },
      initials: { en: 'FQ', ar: 'ف ق' },
      qualifications: [
        { en: 'Master’s degree in finance', ar: 'ماجستير في المالية' },
        { en: 'Professional accounting qualification', ar: 'شهادة مهنية في المحاسبة' },
      ],
      languages: [spoken.arabic, spoken.english],
      bio: {
        en: 'Faisal oversees the centre’s finances and makes sure fees are clear, fair and agreed in writing.',
        ar: 'يشرف فيصل على الشؤون المالية للمركز، ويحرص على أن تكون الرسوم واضحة وعادلة ومتفقًا عليها كتابةً.',
      },
    },
  ],
  cta: {
    title: { en: 'A question for our leadership?', ar: 'هل لديك سؤال لإدارة المركز؟' },
    text: {
      en: 'Feedback, concerns and questions about our standards reach the board directly. Write to us and we will reply personally.',
      ar: 'تصل الملاحظات والمخاوف والأسئلة المتعلقة بمعاييرنا إلى المجلس مباشرة. راسلنا وسنردّ عليك شخصيًا.',
    },
    action: links.contactUs,
  },
};
