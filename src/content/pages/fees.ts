import { feeTerms, type FeeProgramme } from '@/config/fees';
import { site } from '@/config/site';
import { paths } from '#contracts/routes';
import { LANGUAGE_SETTINGS, type Language } from '@/i18n/languages';
import type { Bilingual } from '@/i18n/text';
import { count } from '../fee-formats';
import type { CallToAction, Faq, ListSection } from '../types';

/** "one week’s fees", «رسوم أسبوع واحد»; "2 weeks’ fees", «رسوم أسبوعين». */
function weeksOfFees(weeks: number): Bilingual {
  const weeksWording = count(weeks, 'week');
  return {
    en: weeks === 1 ? 'one week’s fees' : `${weeksWording.en}’ fees`,
    ar: `رسوم ${weeksWording.ar}`,
  };
}

const percent = (share: number, language: Language) =>
  new Intl.NumberFormat(LANGUAGE_SETTINGS[language].locale, { style: 'percent' }).format(share / 100);

const cancelDays = count(feeTerms.fullRefundDays, 'day');
const refundDays = count(feeTerms.refundWithinDays, 'day');
const deposit = weeksOfFees(feeTerms.depositWeeks);
const lateShare =
  feeTerms.lateRefundPercent === 50
    ? { en: 'half', ar: 'نصفها' }
    : { en: `${percent(feeTerms.lateRefundPercent, 'en')}`, ar: `${percent(feeTerms.lateRefundPercent, 'ar')} منها` };

/** The fees page: what a stay costs, what it includes, and how it is paid. */
export const fees = {
  description: {
    en: 'Fees per programme, what a stay includes and what it does not, deposits and refunds, insurance and payment methods.',
    ar: 'رسوم كل برنامج، وما تشمله الإقامة وما لا تشمله، والدفعة المقدّمة والاسترداد، والتأمين، وطرق الدفع.',
  } satisfies Bilingual,
  intro: {
    en: `A stay at ${site.shortName.en} is priced by the week and agreed in writing before admission. Here is what each programme usually costs, what the price covers, and how deposits, refunds, insurance and payment work.`,
    ar: `تُحتسب الإقامة في ${site.shortName.ar} بالأسبوع، ويُتفق على رسومها كتابةً قبل القبول. تجد هنا الرسوم المعتادة لكل برنامج، وما يشمله السعر، وما يتعلق بالدفعة المقدّمة والاسترداد والتأمين وطرق الدفع.`,
  } satisfies Bilingual,
  programmes: {
    title: { en: 'Fees per programme', ar: 'رسوم كل برنامج' },
    text: {
      en: 'Prices are per week and include everything listed under “What the price includes”. Where a stay falls in the range depends on the suite you choose and the medical care you need.',
      ar: 'الأسعار أسبوعية وتشمل كل ما هو مذكور تحت «ما يشمله السعر»، ويتحدد موقع إقامتك ضمن النطاق بحسب الجناح الذي تختاره والرعاية الطبية التي تحتاج إليها.',
    },
    stay: { en: 'Usual length of stay', ar: 'مدة الإقامة المعتادة' },
    price: { en: 'Price per week', ar: 'السعر الأسبوعي' },
    notes: {
      addiction: {
        en: 'Includes medically supervised detox when you need it.',
        ar: 'يشمل سحب السموم تحت إشراف طبي عند الحاجة.',
      },
      anxietyDepression: {
        en: 'Shorter, focused stays for burnout are priced by the week too.',
        ar: 'وتُحتسب الإقامات الأقصر المركّزة لحالات الاحتراق النفسي بالأسبوع أيضًا.',
      },
      eatingDisorders: {
        en: 'Includes your dietitian, supported meals and the medical monitoring your plan needs.',
        ar: 'يشمل أخصائي التغذية، والوجبات بمرافقة داعمة، والمتابعة الطبية التي تتطلبها خطتك.',
      },
      marriageCounseling: {
        en: 'The price is for the couple, sharing one private suite; a stay shorter than a week is charged by the day.',
        ar: 'السعر للزوجين معًا في جناح خاص واحد، وتُحتسب الإقامة التي تقل عن أسبوع باليوم.',
      },
    } satisfies Record<FeeProgramme, Bilingual>,
    inWriting: {
      en: 'You receive your full fees in writing before admission, and nothing is charged without your agreement.',
      ar: 'تصلك رسومك كاملةً مكتوبةً قبل القبول، ولا يُحتسب أي مبلغ دون موافقتك.',
    },
  },
  plan: {
    title: { en: 'Where you stay, and extras', ar: 'مكان السكن والإضافات' },
    text: {
      en: 'Add a programme, a residence and any extras to your plan to see what a stay could cost. Adding them commits you to nothing.',
      ar: 'أضف إلى خطتك برنامجًا ومكان سكن وما تشاء من الإضافات لترى ما قد تكلّفه الإقامة، ولا تُلزمك إضافتها بأي شيء.',
    },
    residences: { en: 'Where you stay', ar: 'مكان السكن' },
    extras: {
      en: 'Extras, beyond what the price includes',
      ar: 'إضافات تتجاوز ما يشمله السعر',
    },
  },
  includes: {
    title: { en: 'What the price includes', ar: 'ما يشمله السعر' },
    items: [
      { en: 'A private suite with its own bathroom, cleaned every day', ar: 'جناح خاص بحمّام مستقل، يُنظَّف كل يوم' },
      {
        en: 'All meals and snacks, prepared by our chefs for your needs and tastes',
        ar: 'جميع الوجبات والوجبات الخفيفة، يُعدّها طهاتنا بما يناسب احتياجاتك وذوقك',
      },
      {
        en: 'Nursing care around the clock and daily medical care from our doctors, with the medicines your programme needs',
        ar: 'رعاية تمريضية على مدار الساعة ومتابعة طبية يومية من أطبائنا، مع الأدوية التي يتطلبها برنامجك',
      },
      {
        en: 'Individual therapy several times a week, and daily group sessions',
        ar: 'جلسات علاج فردية عدة مرات في الأسبوع، وجلسات جماعية يومية',
      },
      { en: 'Family sessions, at the centre or by video', ar: 'جلسات للأسرة، في المركز أو عبر الفيديو' },
      { en: 'Faith-sensitive counselling for those who want it', ar: 'إرشاد يراعي القيم الدينية لمن يرغب فيه' },
      {
        en: 'The gym, the pool and the wellness activities in your plan',
        ar: 'النادي الرياضي والمسبح وأنشطة العافية المدرجة في خطتك',
      },
      { en: 'Laundry', ar: 'خدمة غسيل الملابس' },
      {
        en: 'A discreet transfer from the airport or your home in the UAE, on arrival and on departure',
        ar: 'نقل متكتّم من المطار أو من منزلك داخل الإمارات، عند الوصول وعند المغادرة',
      },
      {
        en: 'Your aftercare plan, and online sessions with your therapist once you are home',
        ar: 'خطة الرعاية اللاحقة، وجلسات عبر الإنترنت مع معالجك بعد عودتك إلى منزلك',
      },
    ],
  } satisfies ListSection,
  excludes: {
    title: { en: 'What the price does not include', ar: 'ما لا يشمله السعر' },
    text: {
      en: 'These are charged at cost, and only with your agreement:',
      ar: 'تُحتسب هذه بتكلفتها الفعلية، وبموافقتك فقط:',
    },
    items: [
      { en: 'Medical tests and scans done outside the centre', ar: 'الفحوص الطبية والأشعة التي تُجرى خارج المركز' },
      {
        en: 'Consultations with specialists from outside the centre',
        ar: 'استشارات الأطباء الأخصائيين من خارج المركز',
      },
      { en: 'Hospital care, should you need it', ar: 'الرعاية في المستشفى إن احتجت إليها' },
      {
        en: 'Medicines for long-standing conditions unrelated to your programme',
        ar: 'أدوية الحالات المزمنة غير المتعلقة ببرنامجك',
      },
      {
        en: 'Personal expenses, such as shopping, extra spa treatments and outings you choose',
        ar: 'المصروفات الشخصية، كالتسوّق وعلاجات المنتجع الصحي الإضافية والنزهات التي تختارها',
      },
      {
        en: 'Flights, visas, and accommodation for visiting relatives',
        ar: 'تذاكر الطيران والتأشيرات، وإقامة الأقارب الزائرين',
      },
    ],
  } satisfies ListSection,
  deposit: {
    title: { en: 'Deposit and refunds', ar: 'الدفعة المقدّمة والاسترداد' },
    items: [
      {
        en: `A deposit of ${deposit.en} confirms your admission date. It counts towards your fees: it pays for your last week.`,
        ar: `تُثبِّت موعدَ قبولك دفعةٌ مقدّمة تعادل ${deposit.ar}، وهي جزء من رسومك تُحتسب عن أسبوعك الأخير.`,
      },
      {
        en: `If you cancel at least ${cancelDays.en} before admission, we refund the deposit in full; if you cancel later, we refund ${lateShare.en} of it.`,
        ar: `إذا ألغيت الحجز قبل موعد القبول بما لا يقل عن ${cancelDays.ar}، نردّ إليك الدفعة المقدّمة كاملةً، وإن ألغيته بعد ذلك نردّ إليك ${lateShare.ar}.`,
      },
      {
        en: 'If you leave before the end of your stay, you pay only for the weeks you have begun, and anything paid for later weeks is refunded.',
        ar: 'إذا غادرت قبل نهاية إقامتك، فلا تدفع إلا عن الأسابيع التي بدأتها، ونردّ إليك ما دفعته عن الأسابيع اللاحقة.',
      },
      {
        en: `Refunds reach you the way you paid, within ${refundDays.en}.`,
        ar: `يصلك المبلغ المسترد بالطريقة التي دفعت بها، خلال ${refundDays.ar}.`,
      },
    ],
  } satisfies ListSection,
  payment: {
    title: { en: 'Payment methods', ar: 'طرق الدفع' },
    text: {
      en: 'Fees are invoiced weekly, in advance, in UAE dirhams.',
      ar: 'تصدر فواتير الرسوم أسبوعيًا مقدّمًا، بالدرهم الإماراتي.',
    },
    items: [
      {
        en: 'Bank transfer, from an account in your name or in the name of whoever pays',
        ar: 'التحويل المصرفي، من حساب باسمك أو باسم من يتولى الدفع',
      },
      {
        en: 'Credit or debit card (Visa, Mastercard or American Express), at the centre or through a secure payment link',
        ar: 'بطاقة الائتمان أو الخصم (فيزا أو ماستركارد أو أمريكان إكسبريس)، في المركز أو عبر رابط دفع آمن',
      },
      {
        en: 'Someone else, such as a relative or an employer, can pay for your stay; with your consent they receive the invoice only, never medical information',
        ar: 'يمكن لشخص آخر، كأحد أقاربك أو جهة عملك، أن يدفع رسوم إقامتك، ولا يتسلّم بموافقتك إلا الفاتورة، دون أي معلومات طبية',
      },
      {
        en: 'On request, invoices and card statements show the name of our operating company rather than the centre’s',
        ar: 'يمكن عند الطلب أن تحمل الفواتير وكشوف البطاقة اسم الشركة المشغّلة بدلًا من اسم المركز',
      },
    ],
  } satisfies ListSection,
  insurance: {
    title: { en: 'Insurance', ar: 'التأمين' },
    text: {
      en: 'Some insurers cover part of residential mental health care, depending on the policy, so please check your cover before admission. You pay the centre and claim from your insurer; with your consent, we provide:',
      ar: 'تغطي بعض شركات التأمين جزءًا من الرعاية النفسية الإقامية بحسب شروط الوثيقة، لذا يُرجى التحقق من تغطيتك قبل القبول. تدفع الرسوم للمركز ثم تطالب بها شركة التأمين، ونقدّم لك بعد موافقتك:',
    },
    items: [
      {
        en: 'An itemised invoice for each week, with the dates and the care given',
        ar: 'فاتورة مفصّلة لكل أسبوع، تبيّن التواريخ والرعاية المقدَّمة',
      },
      {
        en: 'A medical report from your consultant, with the diagnosis, when your insurer asks for one',
        ar: 'تقرير طبي من طبيبك الاستشاري يتضمن التشخيص، إذا طلبته شركة التأمين',
      },
      { en: 'A letter confirming your admission and discharge dates', ar: 'خطاب يؤكد تاريخَي دخولك وخروجك' },
      {
        en: 'The pre-approval forms your insurer asks for, completed by our doctors before admission',
        ar: 'نماذج الموافقة المسبقة التي تطلبها شركة التأمين، يعبّئها أطباؤنا قبل القبول',
      },
      { en: 'A receipt for every payment', ar: 'إيصال بكل دفعة' },
    ],
    closing: {
      en: 'These documents hold health information: we give them only to you, or to your insurer with your written consent. We cannot promise that a claim will be accepted.',
      ar: 'تتضمن هذه المستندات معلومات صحية، لذا لا نسلّمها إلا إليك، أو إلى شركة التأمين بموافقتك المكتوبة. ولا نستطيع أن نعد بقبول المطالبة.',
    },
  },
  faq: {
    title: { en: 'Questions families ask about a stay', ar: 'أسئلة تطرحها الأسر عن الإقامة' },
    items: [
      {
        question: { en: 'Who will know that I am staying with you?', ar: 'من سيعلم بإقامتي لديكم؟' },
        answer: {
          en: 'Only the people caring for you. Our admissions team and the clinicians involved in your care see your information, and we do not confirm to anyone, relatives and employers included, that you are a guest without your written consent. You may use your first name only during your stay.',
          ar: 'لا يعلم بها إلا من يعتنون بك؛ فلا يطّلع على معلوماتك إلا فريق القبول والمختصون المعنيّون برعايتك، ولا نؤكد لأحد، بما في ذلك الأقارب وجهات العمل، أنك من ضيوفنا دون موافقتك المكتوبة. ويمكنك أن تُعرَف باسمك الأول فقط طوال إقامتك.',
        },
      },
      {
        question: { en: 'Can my family visit me?', ar: 'هل يمكن لأسرتي زيارتي؟' },
        answer: {
          en: 'Yes, by appointment, usually after the first week, in private family lounges or in the gardens. Family sessions are part of every programme, and relatives who cannot travel can join them by video.',
          ar: 'نعم، بموعد مسبق، وعادةً بعد الأسبوع الأول، في صالات عائلية خاصة أو في الحدائق. وجلسات الأسرة جزء من كل برنامج، ويمكن للأقارب الذين يتعذّر عليهم السفر المشاركة فيها عبر الفيديو.',
        },
      },
      {
        question: { en: 'Can I use my phone during my stay?', ar: 'هل يمكنني استخدام هاتفي خلال إقامتي؟' },
        answer: {
          en: 'Usually yes, at times agreed with your therapist, so that treatment has room to work. In the first days of detox your team may suggest a short break, and you can always reach your family through the nursing team.',
          ar: 'غالبًا نعم، في أوقات تتفق عليها مع معالجك حتى يأخذ العلاج مداه. وقد يقترح فريقك استراحة قصيرة منه في الأيام الأولى لسحب السموم، ويمكنك دائمًا التواصل مع أسرتك عن طريق فريق التمريض.',
        },
      },
      {
        question: {
          en: 'Can I pray, and fast in Ramadan, during my stay?',
          ar: 'هل يمكنني أداء الصلاة وصيام رمضان خلال إقامتي؟',
        },
        answer: {
          en: 'Yes. The daily timetable pauses for every prayer, and there are separate prayer rooms for men and women. In Ramadan the kitchen serves suhoor and iftar and the programme follows the fasting day. If you are in detox or in treatment for an eating disorder, your doctor will talk with you about whether fasting is safe for you for now.',
          ar: 'نعم، يتوقف الجدول اليومي عند كل صلاة، وفي المركز مصلى للرجال ومصلى للنساء. وفي شهر رمضان يقدّم المطبخ السحور والإفطار، ويسير البرنامج وفق يوم الصيام. وإذا كنت في مرحلة سحب السموم أو تتلقى علاجًا لاضطراب في الأكل، فسيتحدث معك طبيبك عمّا إذا كان الصيام آمنًا لك في هذه المرحلة.',
        },
      },
      {
        question: { en: 'What should I bring?', ar: 'ماذا أُحضر معي؟' },
        answer: {
          en: 'Your passport or identity card, your insurance card if you have one, the medicines you take in their original packaging with their prescriptions, and comfortable clothes for about a week, since laundry is included. The admissions page has the full list, and what not to bring.',
          ar: 'جواز سفرك أو بطاقة هويتك، وبطاقة التأمين إن وُجدت، والأدوية التي تتناولها في عبواتها الأصلية مع وصفاتها الطبية، وملابس مريحة تكفي نحو أسبوع، فخدمة الغسيل مشمولة. وتجد القائمة كاملةً في صفحة القبول، ومعها ما يُرجى عدم إحضاره.',
        },
      },
      {
        question: { en: 'What happens after I leave?', ar: 'ماذا يحدث بعد مغادرتي؟' },
        answer: {
          en: 'Before you go home, we agree an aftercare plan together. Online sessions with your therapist are included in your fees, and we can introduce you to trusted clinicians and support groups near your home.',
          ar: 'قبل عودتك إلى منزلك نتفق معًا على خطة للرعاية اللاحقة. وجلسات المتابعة عبر الإنترنت مع معالجك مشمولة في رسومك، ويمكننا أن نعرّفك بمختصين موثوقين ومجموعات دعم قريبة من منزلك.',
        },
      },
      {
        question: {
          en: 'Could I be charged for something I have not agreed to?',
          ar: 'هل يمكن أن تُحتسب عليّ رسوم لم أوافق عليها؟',
        },
        answer: {
          en: 'No. You receive your full fees in writing before admission, and anything outside them, such as a test at a hospital, is charged only once you have agreed to it.',
          ar: 'لا، تصلك رسومك كاملةً مكتوبةً قبل القبول، وأي شيء خارجها، كفحص في مستشفى، لا يُحتسب إلا بعد موافقتك عليه.',
        },
      },
    ] satisfies Faq[],
  },
  cta: {
    title: { en: 'Talk to us about fees', ar: 'تحدّث إلينا عن الرسوم' },
    text: {
      en: 'Our admissions team can explain the fees for your situation, in confidence and with no obligation.',
      ar: 'يستطيع فريق القبول أن يشرح لك الرسوم التي تنطبق على حالتك، بسرّية تامة ودون أي التزام.',
    },
    action: { label: { en: 'Send an enquiry', ar: 'أرسل استفسارًا' }, to: paths.admissions },
    secondary: { label: { en: 'Contact us', ar: 'تواصل معنا' }, to: paths.contactUs },
  } satisfies CallToAction,
};
