import { site } from '@/config/site';
import { paths } from '#contracts/routes';
import type { Bilingual } from '@/i18n/text';
import type { AdmissionsContent, InternalLink } from '../types';

export const admissions: AdmissionsContent = {
  description: {
    en: `How admission to ${site.name.en} works: a free, confidential assessment, a written plan and fees, a discreet arrival, and answers to families’ questions.`,
    ar: `كيف يتم القبول في ${site.name.ar}: تقييم مجاني وسرّي، وخطة ورسوم مكتوبة، ووصول متكتّم، وأجوبة عن أسئلة الأسر.`,
  },
  intro: {
    en: 'Asking for help takes courage. Our admissions team will guide you, or your family, through each step, calmly and in confidence.',
    ar: 'طلب المساعدة يحتاج إلى شجاعة. سيرافقك فريق القبول، أنت أو أسرتك، في كل خطوة بهدوء وسرية تامة.',
  },
  steps: {
    title: { en: 'Five steps to admission', ar: 'خمس خطوات إلى القبول' },
    text: {
      en: 'You can pause at any step. Nothing is decided until you are ready.',
      ar: 'يمكنك التوقف عند أي خطوة، ولا يُتخذ أي قرار قبل أن تكون مستعدًا.',
    },
    items: [
      {
        title: { en: 'The first call', ar: 'الاتصال الأول' },
        text: {
          en: 'Call, send a WhatsApp message or use the form below, for yourself or for someone you care for. We listen, answer your questions and, if you wish, book an assessment. Nothing is shared without your consent.',
          ar: 'اتصل بنا أو راسلنا عبر واتساب أو أرسل النموذج أدناه، عن نفسك أو عن شخص يهمّك أمره. نستمع إليك ونردّ على أسئلتك، ونحجز لك موعدًا للتقييم إن رغبت. ولا نشارك أي معلومة دون موافقتك.',
        },
      },
      {
        title: { en: 'A confidential assessment', ar: 'التقييم السرّي' },
        text: {
          en: 'A free consultation of about an hour with one of our clinicians, by video, by phone or in person. We ask about health, history and what you hope to change.',
          ar: 'جلسة استشارية مجانية مدتها نحو ساعة مع أحد مختصينا السريريين، عبر الفيديو أو الهاتف أو حضوريًا، نسأل فيها عن الحالة الصحية وتاريخها وما تأمل أن يتغير.',
        },
      },
      {
        title: { en: 'Your plan and fees', ar: 'الخطة والرسوم' },
        text: {
          en: 'We send a written proposal: the recommended programme, its expected length, what is included and the full fees. There is no pressure to decide.',
          ar: 'نرسل إليك عرضًا مكتوبًا يتضمن البرنامج الموصى به ومدته المتوقعة وما يشمله والرسوم كاملة، دون أي ضغط لاتخاذ القرار.',
        },
      },
      {
        title: { en: 'Arrival', ar: 'الوصول' },
        text: {
          en: 'We agree a date, arrange a discreet transfer if you wish, and welcome you through a private entrance. The first day is for settling in and a medical check.',
          ar: 'نتفق على موعد الوصول، ونرتّب انتقالك بتكتّم إن رغبت، ونستقبلك عبر مدخل خاص. ويُخصَّص اليوم الأول للاستقرار والفحص الطبي.',
        },
      },
      {
        title: { en: 'Your stay and aftercare', ar: 'الإقامة والرعاية اللاحقة' },
        text: {
          en: 'Your team reviews your progress with you every week. Before you leave, we agree an aftercare plan together and stay in touch as you settle back home.',
          ar: 'يراجع فريقك تقدّمك معك كل أسبوع، وقبل مغادرتك نتفق معًا على خطة للرعاية اللاحقة، ونبقى على تواصل معك حتى تستقر في بيتك.',
        },
      },
    ],
  },
  whatToBring: {
    title: { en: 'What to bring', ar: 'ما تحضره معك' },
    items: [
      {
        en: 'Your passport or national identity card, and your health insurance card if you have one',
        ar: 'جواز السفر أو بطاقة الهوية الوطنية، وبطاقة التأمين الصحي إن وُجدت',
      },
      {
        en: 'All the medication you currently take, in its original packaging, with prescriptions',
        ar: 'جميع الأدوية التي تتناولها حاليًا في عبواتها الأصلية، مع الوصفات الطبية',
      },
      { en: 'Recent medical reports or test results', ar: 'التقارير الطبية أو نتائج الفحوص الحديثة' },
      {
        en: 'Comfortable clothing for about a week, including sportswear and modest swimwear (laundry is provided)',
        ar: 'ملابس مريحة تكفي نحو أسبوع، بما فيها ملابس رياضية وملابس سباحة محتشمة (خدمة الغسيل متوفرة)',
      },
      {
        en: 'A few personal things that bring you comfort, such as books, photographs or a prayer mat',
        ar: 'بعض المقتنيات الشخصية التي تبعث فيك الطمأنينة، ككتب أو صور أو سجادة صلاة',
      },
      {
        en: 'Contact details for your doctor and for one family member',
        ar: 'بيانات التواصل مع طبيبك ومع أحد أفراد أسرتك',
      },
    ],
  },
  whatNotToBring: {
    title: { en: 'Please do not bring', ar: 'يُرجى عدم إحضار' },
    items: [
      {
        en: 'Alcohol, drugs, or any medication not declared at admission',
        ar: 'الكحول أو المخدرات أو أي دواء لم يُفصَح عنه عند القبول',
      },
      {
        en: 'Products containing alcohol, such as some mouthwashes and perfumes',
        ar: 'المنتجات التي تحتوي على الكحول، مثل بعض غسولات الفم والعطور',
      },
      {
        en: 'Valuables or large sums of cash (each suite has a safe)',
        ar: 'المقتنيات الثمينة أو المبالغ النقدية الكبيرة (في كل جناح خزنة خاصة)',
      },
      { en: 'Weapons or sharp objects', ar: 'الأسلحة أو الأدوات الحادة' },
      {
        en: 'Work laptops: phone and device use is agreed with your team as part of your plan',
        ar: 'أجهزة الحاسوب المحمولة الخاصة بالعمل؛ إذ يُتفق مع فريقك على استخدام الهاتف والأجهزة ضمن خطتك',
      },
    ],
  },
  funding: {
    title: { en: 'Fees, insurance and payment', ar: 'الرسوم والتأمين والدفع' },
    text: {
      en: 'Most guests pay for their stay themselves. Some insurers cover part of residential mental health care, depending on the policy.',
      ar: 'يتحمّل معظم الضيوف رسوم إقامتهم بأنفسهم، وتغطي بعض شركات التأمين جزءًا من الرعاية النفسية الإقامية بحسب شروط الوثيقة.',
    },
    items: [
      {
        en: 'You receive the full fees in writing before admission, and nothing is charged without your agreement',
        ar: 'تصلك الرسوم كاملة مكتوبةً قبل القبول، ولا يُحتسب أي مبلغ دون موافقتك',
      },
      {
        en: 'With your consent, we provide the documents your insurer asks for, but we cannot promise that a claim will be accepted',
        ar: 'نزوّد شركة التأمين بالمستندات التي تطلبها بعد موافقتك، لكننا لا نستطيع أن نعد بقبول المطالبة',
      },
      {
        en: 'Please check your cover with your insurer before admission',
        ar: 'يُرجى التحقق من تغطيتك لدى شركة التأمين قبل القبول',
      },
      {
        en: 'Payment is by bank transfer or card; a deposit confirms your admission date',
        ar: 'يتم الدفع بالتحويل المصرفي أو بالبطاقة، ويُثبَّت موعد القبول بدفعة مقدّمة',
      },
    ],
  },
  visiting: {
    title: { en: 'Visits and family', ar: 'الزيارات والأسرة' },
    text: {
      en: 'Family contact is encouraged, at a pace that supports treatment.',
      ar: 'نشجّع التواصل مع الأسرة، بالوتيرة التي تخدم العلاج.',
    },
    items: [
      {
        en: 'Visits are by appointment, usually after the first week, in private family lounges or in the gardens',
        ar: 'الزيارات بموعد مسبق، وتكون عادةً بعد الأسبوع الأول، في صالات عائلية خاصة أو في الحدائق',
      },
      {
        en: 'Your therapist agrees phone and video calls with you as part of your plan',
        ar: 'يتفق معك معالجك على مكالمات الهاتف والفيديو ضمن خطتك',
      },
      {
        en: 'Relatives travelling from abroad can ask our guest relations team for help with nearby accommodation',
        ar: 'يمكن للأقارب القادمين من خارج الدولة أن يطلبوا من فريق علاقات الضيوف المساعدة في إيجاد سكن قريب',
      },
      {
        en: 'We share information with family only with the guest’s written consent',
        ar: 'لا نشارك أي معلومات مع الأسرة إلا بموافقة الضيف المكتوبة',
      },
    ],
  },
  faq: {
    title: { en: 'Questions families ask', ar: 'أسئلة تطرحها الأسر' },
    items: [
      {
        question: { en: 'Is the first assessment really free?', ar: 'هل التقييم الأول مجاني فعلًا؟' },
        answer: {
          en: 'Yes. The first assessment is free and places you under no obligation. If we believe another service would suit you better, we will tell you so.',
          ar: 'نعم، التقييم الأول مجاني ولا يلزمك بشيء. وإذا رأينا أن جهة أخرى أنسب لحالتك فسنخبرك بذلك بصراحة.',
        },
      },
      {
        question: {
          en: 'Can I enquire on behalf of someone else?',
          ar: 'هل يمكنني الاستفسار نيابةً عن شخص آخر؟',
        },
        answer: {
          en: 'Yes. Families often contact us first, and we can advise you on how to talk with your loved one. Admission itself needs the consent of the person who will stay with us.',
          ar: 'نعم، فكثيرًا ما تتواصل الأسرة معنا أولًا، ويمكننا أن ننصحك بطريقة الحديث مع من تحب. أما القبول نفسه فيتطلب موافقة الشخص الذي سيقيم لدينا.',
        },
      },
      {
        question: { en: 'How soon can someone be admitted?', ar: 'متى يمكن أن يتم القبول؟' },
        answer: {
          en: 'When a place is available and it is clinically safe, admission can often be arranged within a few days of the assessment. If there is a wait, we will tell you honestly.',
          ar: 'حين يتوفر مكان وتسمح الحالة الطبية بذلك، يمكن غالبًا ترتيب القبول خلال أيام قليلة من التقييم. وإن كان هناك انتظار فسنخبرك بصراحة.',
        },
      },
      {
        question: { en: 'Will anyone know I am here?', ar: 'هل سيعلم أحد بوجودي لديكم؟' },
        answer: {
          en: 'Not unless you agree. We do not confirm to callers, employers or relatives that you are a guest without your written consent, and you may use your first name only.',
          ar: 'لن يعلم أحد إلا بموافقتك. فنحن لا نؤكد لأي متصل أو جهة عمل أو قريب أنك من ضيوفنا دون موافقتك المكتوبة، ويمكنك أن تُعرَف باسمك الأول فقط.',
        },
      },
      {
        question: { en: 'Can I keep my phone?', ar: 'هل يمكنني الاحتفاظ بهاتفي؟' },
        answer: {
          en: 'Usually yes, with agreed times for using it, so that treatment has room to work. During the first days of detox, your team may suggest a short break.',
          ar: 'غالبًا نعم، مع أوقات متفق عليها لاستخدامه حتى يأخذ العلاج مداه. وقد يقترح فريقك استراحة قصيرة منه في الأيام الأولى لسحب السموم.',
        },
      },
      {
        question: { en: 'Do you accept health insurance?', ar: 'هل تقبلون التأمين الصحي؟' },
        answer: {
          en: 'Some insurers cover part of residential care, depending on the policy. We can provide the documents your insurer needs, but we cannot promise cover, so please check with them first.',
          ar: 'تغطي بعض شركات التأمين جزءًا من الرعاية الإقامية بحسب شروط الوثيقة. ويمكننا تزويد شركة التأمين بالمستندات التي تطلبها، لكننا لا نستطيع أن نعد بالتغطية، لذا يُرجى التحقق منها أولًا.',
        },
      },
      {
        question: {
          en: 'Are men and women accommodated separately?',
          ar: 'هل إقامة الرجال منفصلة عن إقامة النساء؟',
        },
        answer: {
          en: 'Yes. Men and women stay in separate wings, and the pool and spa have hours reserved for women. On the couples retreat, the two spouses share a private suite.',
          ar: 'نعم، يقيم الرجال والنساء في أقسام منفصلة، وللنساء أوقات مخصصة في المسبح والمنتجع الصحي. أما الزوجان المشاركان في البرنامج الإقامي المكثف للزوجين فيقيمان في جناح خاص بهما.',
        },
      },
      {
        question: { en: 'Do you treat people under 18?', ar: 'هل تستقبلون من هم دون الثامنة عشرة؟' },
        answer: {
          en: 'Our residential programmes are for adults aged 18 and over. If you are worried about a younger family member, call us and we will help you find suitable specialist care.',
          ar: 'برامجنا الإقامية مخصصة للبالغين من سن الثامنة عشرة فما فوق. وإذا كنت قلقًا على أحد أفراد أسرتك الأصغر سنًا، فاتصل بنا وسنساعدك في الوصول إلى رعاية متخصصة مناسبة.',
        },
      },
      {
        question: { en: 'Is religious counselling compulsory?', ar: 'هل الإرشاد الديني إلزامي؟' },
        answer: {
          en: 'No. Faith-sensitive counselling is offered to those who want it, and guests of every background are equally welcome.',
          ar: 'لا، يُقدَّم الإرشاد المراعي للقيم الدينية لمن يرغب فيه فقط، ونرحّب بضيوفنا على اختلاف خلفياتهم.',
        },
      },
      {
        question: {
          en: 'What if someone wants to leave early?',
          ar: 'ماذا لو أراد الضيف المغادرة قبل انتهاء البرنامج؟',
        },
        answer: {
          en: 'Guests stay voluntarily and may leave at any time. We talk the decision through with them, and with their family if they agree, and make sure they leave safely with a plan.',
          ar: 'الإقامة لدينا طوعية، ويحق للضيف المغادرة في أي وقت. نناقش القرار معه، ومع أسرته إن وافق، ونحرص على أن يغادر بأمان ومعه خطة للمتابعة.',
        },
      },
    ],
  },
  enquiry: {
    title: { en: 'Start with a confidential enquiry', ar: 'ابدأ باستفسار سرّي' },
    text: {
      en: 'Tell us a little about what is happening. A member of our admissions team will reply at the time you prefer, in the way you choose.',
      ar: 'أخبرنا قليلًا عمّا يجري، وسيتواصل معك أحد أعضاء فريق القبول في الوقت الذي تفضّله وبالوسيلة التي تختارها.',
    },
  },
};

/** Under the fees panel: where the figures and what a stay includes are set out in full. */
export const admissionsFees: { text: Bilingual; link: InternalLink } = {
  text: {
    en: 'Our fees page sets out, for each programme, the weekly price and the usual length of stay, what the price includes and what it does not, deposits and refunds, and the documents we provide for an insurance claim.',
    ar: 'تعرض صفحة الرسوم لكل برنامج السعر الأسبوعي ومدة الإقامة المعتادة، وما يشمله السعر وما لا يشمله، والعربون والاسترداد، والمستندات التي نقدّمها لمطالبة التأمين.',
  },
  link: { label: { en: 'Fees and what is included', ar: 'الرسوم وما تشمله' }, to: paths.fees },
};
