import { site } from '@/config/site';
import { links } from '../links';
import type { FacilitiesContent } from '../types';

export const facilities: FacilitiesContent = {
  description: {
    en: `Private suites, therapy rooms, spa, pool, gardens, halal dining and prayer rooms at ${site.name.en}, designed for rest, recovery and complete discretion.`,
    ar: `أجنحة خاصة وغرف علاج ومنتجع صحي ومسبح وحدائق ومطعم حلال ومصليات في ${site.name.ar}، صُمّمت للراحة والتعافي والخصوصية التامة.`,
  },
  intro: {
    en: 'Healing is easier where you feel at ease. Our residence was designed to feel like a private home, with the clinical care you need always close at hand.',
    ar: 'يسهل التعافي حيث تشعر بالطمأنينة. صُمّمت دارنا لتكون أقرب إلى بيت خاص، مع رعاية علاجية قريبة منك في كل وقت.',
  },
  sections: [
    {
      id: 'residences',
      title: { en: 'Residences and suites', ar: 'الإقامة والأجنحة' },
      text: {
        en: 'Each guest has a private suite, furnished simply and beautifully, with space to rest, read and receive family in comfort.',
        ar: 'لكل ضيف جناحه الخاص، مؤثّث ببساطة وأناقة، فيه متّسع للراحة والقراءة واستقبال الأسرة براحة.',
      },
      highlights: [
        { en: 'Private bedroom and bathroom in every suite', ar: 'غرفة نوم وحمّام خاصان في كل جناح' },
        { en: 'Garden views or a private terrace', ar: 'إطلالة على الحدائق أو شرفة خاصة' },
        {
          en: 'Larger suites for the couples retreat',
          ar: 'أجنحة أوسع للمشاركين في البرنامج الإقامي المكثف للزوجين',
        },
        { en: 'Daily housekeeping and fresh linen', ar: 'خدمة تنظيف يومية وبياضات نظيفة' },
      ],
    },
    {
      id: 'therapy',
      title: { en: 'Therapy spaces', ar: 'مساحات العلاج' },
      text: {
        en: 'Quiet, sound-proofed rooms for individual, couples and family sessions, and light-filled studios for groups, art and movement.',
        ar: 'غرف هادئة عازلة للصوت للجلسات الفردية والزوجية والأسرية، واستوديوهات مضيئة للمجموعات والفنون والحركة.',
      },
      highlights: [
        { en: 'Private consulting rooms', ar: 'غرف استشارة خاصة' },
        { en: 'Small group rooms that feel like a sitting room', ar: 'قاعات صغيرة للمجموعات تشبه غرف الجلوس' },
        { en: 'Art and movement studios', ar: 'استوديوهات للفنون والحركة' },
        { en: 'A clinic and nursing station on site', ar: 'عيادة ومحطة تمريض داخل المركز' },
      ],
    },
    {
      id: 'wellness',
      title: { en: 'Wellness', ar: 'العافية' },
      text: {
        en: 'Body and mind recover together. Gentle exercise, time outdoors and restful treatments are part of every programme.',
        ar: 'يتعافى الجسد والنفس معًا، ولذلك فالرياضة الخفيفة والوقت في الهواء الطلق وجلسات الاسترخاء جزء من كل برنامج.',
      },
      highlights: [
        { en: 'Spa with massage and relaxation rooms', ar: 'منتجع صحي بغرف للتدليك والاسترخاء' },
        { en: 'Indoor pool with separate hours for women', ar: 'مسبح داخلي بأوقات مخصصة للنساء' },
        { en: 'Gym with personal trainers', ar: 'صالة رياضية مع مدربين شخصيين' },
        { en: 'Shaded gardens and walking paths', ar: 'حدائق ظليلة وممرّات للمشي' },
      ],
    },
    {
      id: 'dining',
      title: { en: 'Dining', ar: 'المطعم' },
      text: {
        en: 'Our kitchen serves fresh, entirely halal food. Menus are planned with our dietitians to support each programme and each guest.',
        ar: 'يقدّم مطبخنا طعامًا طازجًا حلالًا بالكامل، وتُعدّ قوائمه بإشراف أخصائيي التغذية بما يناسب كل برنامج وكل ضيف.',
      },
      highlights: [
        { en: 'Halal kitchen, with no alcohol on the premises', ar: 'مطبخ حلال، ولا كحول في أي مكان داخل المركز' },
        {
          en: 'Dietitian-led menus and supported meals',
          ar: 'قوائم طعام بإشراف أخصائيي التغذية، ومرافقة داعمة أثناء الوجبات',
        },
        { en: 'Arabic, Mediterranean and international dishes', ar: 'أطباق عربية ومتوسطية وعالمية' },
        { en: 'Suhoor and iftar during Ramadan', ar: 'السحور والإفطار في شهر رمضان' },
      ],
    },
    {
      id: 'prayer',
      title: { en: 'Prayer rooms', ar: 'المصليات' },
      text: {
        en: 'Calm, clean prayer rooms are open at all hours, and the daily timetable pauses for every prayer.',
        ar: 'مصليات هادئة ونظيفة مفتوحة في كل الأوقات، ويتوقف الجدول اليومي عند كل صلاة.',
      },
      highlights: [
        { en: 'Separate prayer rooms for men and women', ar: 'مصلى للرجال ومصلى للنساء' },
        { en: 'Washing facilities beside each room', ar: 'أماكن للوضوء بجوار كل مصلى' },
        {
          en: 'Prayer mats, copies of the Quran and prayer times in every suite',
          ar: 'سجادات صلاة ومصاحف ومواقيت الصلاة في كل جناح',
        },
        {
          en: 'A quiet room for reflection, open to guests of every faith',
          ar: 'غرفة هادئة للتأمل مفتوحة لضيوف جميع الأديان',
        },
      ],
    },
    {
      id: 'privacy',
      title: { en: 'Privacy and security', ar: 'الخصوصية والأمان' },
      text: {
        en: 'Every guest deserves discretion, whoever they are. It is built into the building and into the way we work.',
        ar: 'لكل ضيف حقّه في التكتّم أيًّا كان، ولذلك فالخصوصية جزء من تصميم المبنى ومن أسلوب عملنا.',
      },
      highlights: [
        { en: 'A private entrance and discreet arrival', ar: 'مدخل خاص ووصول بعيد عن الأنظار' },
        { en: 'Security staff on site day and night', ar: 'فريق أمن داخل المركز ليلًا ونهارًا' },
        { en: 'Visitors received by appointment only', ar: 'لا تُستقبل الزيارات إلا بموعد مسبق' },
        { en: 'No photography in shared areas', ar: 'يُمنع التصوير في الأماكن المشتركة' },
      ],
    },
  ],
  cta: {
    title: { en: 'See it for yourself', ar: 'شاهد المكان بنفسك' },
    text: {
      en: 'Families are welcome to visit privately before deciding. Tell us when suits you and we will arrange it.',
      ar: 'نرحّب بالأسر في زيارة خاصة للمركز قبل اتخاذ القرار. أخبرنا بالوقت المناسب لك وسنرتّب الزيارة.',
    },
    action: links.bookNow,
    secondary: links.contactUs,
  },
};
