import { site } from '@/config/site';
import { links } from '../links';
import { treatmentCards } from '../treatment-cards';
import type { TreatmentsIndexContent } from '../types';

export const treatments: TreatmentsIndexContent = {
  description: {
    en: `Residential programmes at ${site.name.en}: addiction rehab, anxiety and depression, eating disorders and marriage counselling, each planned around the person.`,
    ar: `البرامج الإقامية في ${site.name.ar}: علاج الإدمان، والقلق والاكتئاب، واضطرابات الأكل، والإرشاد الزواجي، وكلٌّ منها مصمَّم حول الإنسان.`,
  },
  intro: {
    en: 'Every stay begins with listening. Our programmes combine medical care, proven talking therapies and family work, with faith-sensitive counselling for those who want it, in surroundings that let you rest.',
    ar: 'تبدأ كل إقامة بالإصغاء. تجمع برامجنا بين الرعاية الطبية والعلاجات النفسية المثبتة علميًا والعمل مع الأسرة، مع إرشاد يراعي القيم الدينية لمن يرغب فيه، في أجواء تمنحك الراحة.',
  },
  cardsTitle: { en: 'Choose a programme', ar: 'اختر البرنامج' },
  cards: treatmentCards,
  principles: {
    title: { en: 'What every programme shares', ar: 'ما تشترك فيه برامجنا جميعًا' },
    items: [
      {
        en: 'A personal plan, written with you and reviewed every week by your clinical team',
        ar: 'خطة شخصية تُكتب بالتعاون معك ويراجعها فريقك العلاجي كل أسبوع',
      },
      {
        en: 'A named psychiatrist and a named therapist who know your story',
        ar: 'طبيب نفسي ومعالج محدّدان بالاسم يعرفان قصتك',
      },
      {
        en: 'Nursing care day and night, with medical support on call',
        ar: 'رعاية تمريضية ليلًا ونهارًا، مع دعم طبي عند الحاجة في أي وقت',
      },
      {
        en: 'Family sessions, in person or by video, when you are ready',
        ar: 'جلسات أسرية حضورية أو عبر الفيديو متى كنت مستعدًا لها',
      },
      {
        en: 'Faith-sensitive counselling, always by choice and never imposed',
        ar: 'إرشاد يراعي القيم الدينية، باختيارك دائمًا ودون أي إلزام',
      },
      {
        en: 'An aftercare plan agreed before you leave',
        ar: 'خطة رعاية لاحقة يُتفق عليها قبل مغادرتك',
      },
    ],
  },
  cta: {
    title: { en: 'Not sure which programme fits?', ar: 'لست متأكدًا من البرنامج المناسب؟' },
    text: {
      en: 'That is what the free assessment is for. Tell us what is happening and a clinician will help you find the right next step.',
      ar: 'لهذا وُجد التقييم المجاني. أخبرنا بما يجري، وسيساعدك أحد مختصينا السريريين على تحديد الخطوة التالية المناسبة.',
    },
    action: links.bookAssessment,
    secondary: links.contactUs,
  },
};
