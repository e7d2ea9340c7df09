import { paths } from '#contracts/routes';
import { links } from '../links';
import type { HomeBelowFoldContent } from '../types';

/** The home page under the programmes: it loads with that half of the page, not before the first screen. */
export const homeBelowFold: HomeBelowFoldContent = {
  facilities: {
    title: { en: 'A residence, not a ward', ar: 'دار إقامة لا قسم مستشفى' },
    text: {
      en: 'Private suites, gardens and a calm daily rhythm give the work of recovery room to breathe.',
      ar: 'أجنحة خاصة وحدائق وإيقاع يومي هادئ، تمنح رحلة التعافي متّسعًا من الطمأنينة.',
    },
    highlights: [
      {
        en: 'Private suites with their own terrace or garden view',
        ar: 'أجنحة خاصة تطل على حديقة أو تتصل بشرفة مستقلة',
      },
      {
        en: 'Spa, indoor pool, gym and walking gardens',
        ar: 'منتجع صحي ومسبح داخلي وصالة رياضية وممرّات للمشي في الحدائق',
      },
      { en: 'Halal cuisine planned with our dietitians', ar: 'مطبخ حلال تُعدّ قوائمه بإشراف أخصائيي التغذية' },
      { en: 'Quiet prayer rooms for men and women', ar: 'مصليات هادئة للرجال وللنساء' },
    ],
    link: { label: { en: 'See our facilities', ar: 'شاهد مرافقنا' }, to: paths.facilities },
  },
  teams: {
    title: { en: 'The people who will care for you', ar: 'من سيرعاك خلال إقامتك' },
    text: {
      en: 'Clinicians, counsellors and hosts who speak your language and understand the families they serve.',
      ar: 'أطباء ومرشدون ومضيفون يتحدثون لغتك ويفهمون طبيعة الأسر التي يخدمونها.',
    },
    link: { label: { en: 'Meet our teams', ar: 'تعرّف على فرقنا' }, to: paths.teams },
  },
  admissions: {
    title: { en: 'How admission works', ar: 'كيف يتم القبول' },
    text: {
      en: 'From the first call to your arrival, at a pace that suits you. Nothing is decided until you are ready.',
      ar: 'من الاتصال الأول حتى وصولك، تمضي بالوتيرة التي تناسبك، ولا يُتخذ أي قرار قبل أن تكون مستعدًا.',
    },
    steps: [
      {
        title: { en: 'Talk to us', ar: 'تحدّث إلينا' },
        text: {
          en: 'Call, send a WhatsApp message or fill in the enquiry form. A member of our admissions team will listen first, then answer your questions.',
          ar: 'اتصل بنا أو راسلنا عبر واتساب أو املأ نموذج الاستفسار، وسيصغي إليك أحد أعضاء فريق القبول أولًا ثم يردّ على أسئلتك.',
        },
      },
      {
        title: { en: 'A confidential assessment', ar: 'تقييم سرّي' },
        text: {
          en: 'A free conversation with one of our clinicians, by video, by phone or in person, to understand what is happening and what would help.',
          ar: 'جلسة مجانية مع أحد مختصينا السريريين، عبر الفيديو أو الهاتف أو حضوريًا، لفهم ما يمرّ به الشخص وما قد يفيده.',
        },
      },
      {
        title: { en: 'Your plan', ar: 'خطتك العلاجية' },
        text: {
          en: 'We propose a programme, its length and its fees in writing, so you and your family can decide calmly.',
          ar: 'نقترح عليك برنامجًا مكتوبًا يوضّح مدته ورسومه، لتتخذ القرار مع أسرتك بهدوء.',
        },
      },
      {
        title: { en: 'Arrival', ar: 'الوصول' },
        text: {
          en: 'We arrange a discreet transfer, welcome you in private and help you settle in before any treatment begins.',
          ar: 'نرتّب انتقالك إلينا بتكتّم، ونستقبلك بعيدًا عن الأنظار، ونساعدك على الاستقرار قبل أن يبدأ العلاج.',
        },
      },
    ],
    link: { label: { en: 'Read about admissions', ar: 'اقرأ تفاصيل القبول' }, to: paths.admissions },
  },
  confidentiality: {
    title: { en: 'Your privacy comes first', ar: 'خصوصيتك أولًا' },
    text: {
      en: 'Seeking help is a private matter. We protect it at every step, from your first call to long after you leave.',
      ar: 'طلب المساعدة شأن خاص، ونحن نصونه في كل خطوة، من أول اتصال حتى ما بعد مغادرتك بوقت طويل.',
    },
    items: [
      {
        en: 'We never confirm to anyone that you have contacted us or stayed with us without your written consent.',
        ar: 'لا نؤكد لأحد أنك تواصلت معنا أو أقمت لدينا إلا بموافقتك المكتوبة.',
      },
      {
        en: 'Guests may use a first name only, and visitors are received by appointment.',
        ar: 'يمكن للضيف أن يُعرَف باسمه الأول فقط، ولا تُستقبل الزيارات إلا بموعد مسبق.',
      },
      {
        en: 'Clinical records are kept separately from administration and seen only by those caring for you.',
        ar: 'تُحفظ السجلات العلاجية منفصلة عن الشؤون الإدارية، ولا يطّلع عليها إلا من يتولّون رعايتك.',
      },
      {
        en: 'This website uses no advertising or tracking technology.',
        ar: 'لا يستخدم هذا الموقع أي تقنيات إعلانية أو أدوات تتبّع.',
      },
    ],
  },
  firstAssessment: {
    title: { en: 'A free and confidential first assessment', ar: 'تقييم أول مجاني وسرّي' },
    text: {
      en: 'Not sure whether residential care is right? Start with a conversation. There is no cost and no obligation, and you can speak for yourself or for someone you love.',
      ar: 'لست متأكدًا من أن الإقامة العلاجية هي الخيار المناسب؟ ابدأ بحديث معنا، بلا أي تكلفة أو التزام، سواء كنت تسأل عن نفسك أو عن شخص عزيز عليك.',
    },
    points: [
      {
        en: 'With a clinician, not a salesperson',
        ar: 'مع مختص سريري، لا مع مندوب مبيعات',
      },
      {
        en: 'By video, by phone or in person, in Arabic or English',
        ar: 'عبر الفيديو أو الهاتف أو حضوريًا، بالعربية أو بالإنجليزية',
      },
      {
        en: 'An honest view, even if we are not the right place for you',
        ar: 'رأي صريح، حتى لو لم نكن المكان الأنسب لك',
      },
    ],
    action: links.bookNow,
  },
};
