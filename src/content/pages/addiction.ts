import { crisisNotice } from '../crisis';
import { links } from '../links';
import { treatmentHeadings as headings } from '../treatment-headings';
import type { TreatmentContent } from '../types';

export const addiction: TreatmentContent = {
  description: {
    en: 'Medically supervised detox and residential addiction rehab in Dubai for alcohol, drugs, prescription medication and behavioural addictions, with family work and aftercare.',
    ar: 'سحب السموم تحت إشراف طبي وبرنامج إقامي في دبي للتعافي من إدمان الكحول والمخدرات والأدوية الموصوفة والإدمان السلوكي، مع إشراك الأسرة ورعاية لاحقة.',
  },
  intro: {
    en: 'Addiction is a health condition, not a failure of character. Where it is needed, our programme begins with safe, medically supervised withdrawal. Then it gives you the time, the therapy and the support to understand what drove the addiction, and to build a life that no longer needs it.',
    ar: 'الإدمان حالة صحية وليس عيبًا في الشخصية. يبدأ برنامجنا عند الحاجة بسحب آمن للسموم تحت إشراف طبي، ثم يمنحك الوقت والعلاج والدعم لتفهم ما الذي قادك إلى الإدمان، وتبني حياة لم تعد بحاجة إليه.',
  },
  treats: {
    title: headings.treats,
    items: [
      { en: 'Alcohol dependence', ar: 'الاعتماد على الكحول' },
      {
        en: 'Opioids, cannabis, stimulants and other drugs',
        ar: 'المواد الأفيونية والقنّب والمنشّطات وغيرها من المخدرات',
      },
      {
        en: 'Prescription medication, such as sedatives, sleeping tablets and painkillers',
        ar: 'الأدوية الموصوفة، كالمهدّئات والحبوب المنوّمة ومسكّنات الألم',
      },
      {
        en: 'Gambling, gaming and other behavioural addictions',
        ar: 'القمار والألعاب الإلكترونية وغيرها من أشكال الإدمان السلوكي',
      },
      {
        en: 'Addiction alongside anxiety, depression or the effects of trauma',
        ar: 'الإدمان المصحوب بالقلق أو الاكتئاب أو آثار الصدمات النفسية',
      },
    ],
  },
  approach: {
    title: headings.approach,
    text: {
      en: 'Four strands of care, woven into one plan and reviewed with you every week.',
      ar: 'أربعة مسارات للرعاية تُنسج في خطة واحدة، ويراجعها الفريق معك كل أسبوع.',
    },
    items: [
      {
        kind: 'medical',
        team: 'clinical',
        title: { en: 'Medical care', ar: 'الرعاية الطبية' },
        text: {
          en: 'A full medical and psychiatric assessment on arrival, medically supervised detox with nursing care around the clock where needed, and a careful review of any other medication.',
          ar: 'تقييم طبي ونفسي شامل عند الوصول، وسحب للسموم تحت إشراف طبي مع رعاية تمريضية على مدار الساعة عند الحاجة، ومراجعة دقيقة لأي أدوية أخرى تتناولها.',
        },
      },
      {
        kind: 'therapeutic',
        team: 'clinical',
        title: { en: 'Therapy', ar: 'العلاج النفسي' },
        text: {
          en: 'Individual and group therapy drawing on cognitive behavioural therapy, motivational interviewing and relapse-prevention work, with trauma-informed care throughout.',
          ar: 'علاج فردي وجماعي يستند إلى العلاج المعرفي السلوكي والمقابلة التحفيزية وبرامج الوقاية من الانتكاس، مع رعاية تراعي أثر الصدمات في كل مراحله.',
        },
      },
      {
        kind: 'family',
        team: 'clinical',
        title: { en: 'Family work', ar: 'العمل مع الأسرة' },
        text: {
          en: 'Addiction affects the whole family. Family sessions help rebuild trust, set healthy boundaries and prepare everyone for the return home.',
          ar: 'الإدمان يمسّ الأسرة كلها. تساعد الجلسات الأسرية على استعادة الثقة ووضع حدود صحية وتهيئة الجميع لمرحلة العودة إلى البيت.',
        },
      },
      {
        kind: 'faith',
        team: 'religious',
        title: { en: 'Faith-sensitive support', ar: 'دعم يراعي القيم الدينية' },
        text: {
          en: 'For guests who wish it, our religious counsellors help them draw on faith as a source of strength, hope and self-respect in recovery, without judgement.',
          ar: 'لمن يرغب من ضيوفنا، يساعدهم مرشدونا الدينيون على أن يجدوا في الإيمان مصدرًا للقوة والأمل واحترام الذات في رحلة التعافي، دون إطلاق أحكام.',
        },
      },
    ],
  },
  programmeLength: {
    title: headings.programmeLength,
    value: { en: '4 to 12 weeks', ar: 'من ٤ إلى ١٢ أسبوعًا' },
    text: {
      en: 'Most guests stay between four and twelve weeks. Detox, where needed, usually takes place in the first one or two weeks. Your clinical team recommends a length after your assessment and reviews it with you each week.',
      ar: 'تتراوح إقامة معظم ضيوفنا بين أربعة أسابيع واثني عشر أسبوعًا، ويجري سحب السموم عند الحاجة في الأسبوع الأول أو الثاني عادةً. يوصي فريقك العلاجي بالمدة المناسبة بعد التقييم، ويراجعها معك كل أسبوع.',
    },
  },
  typicalDay: {
    title: headings.typicalDay,
    text: {
      en: 'Days follow a steady rhythm that pauses for each prayer time and leaves room for rest. Your own timetable follows your plan.',
      ar: 'تمضي الأيام بإيقاع ثابت يتوقف عند كل وقت صلاة ويترك متّسعًا للراحة، ويُبنى جدولك الخاص وفق خطتك العلاجية.',
    },
    schedule: [
      {
        time: '07:00',
        title: { en: 'Wake and move', ar: 'الاستيقاظ والحركة' },
        text: { en: 'A morning walk or stretching in the garden', ar: 'مشي صباحي أو تمارين إطالة في الحديقة' },
      },
      { time: '07:45', title: { en: 'Breakfast', ar: 'الفطور' } },
      { time: '08:30', title: { en: 'Nursing check and medication', ar: 'متابعة تمريضية وتناول الأدوية' } },
      { time: '09:30', title: { en: 'Group therapy', ar: 'العلاج الجماعي' } },
      { time: '11:00', title: { en: 'Individual therapy', ar: 'جلسة علاج فردية' } },
      { time: '12:30', title: { en: 'Lunch and midday prayer', ar: 'الغداء وصلاة الظهر' } },
      { time: '14:00', title: { en: 'Relapse-prevention workshop', ar: 'ورشة الوقاية من الانتكاس' } },
      { time: '15:30', title: { en: 'Gym, pool or spa', ar: 'الصالة الرياضية أو المسبح أو المنتجع الصحي' } },
      {
        time: '17:00',
        title: { en: 'Reflection or free time', ar: 'جلسة تأمل أو وقت حر' },
        text: {
          en: 'Faith-sensitive reflection for those who choose it',
          ar: 'جلسة تأمل روحي لمن يختارها',
        },
      },
      { time: '18:30', title: { en: 'Dinner', ar: 'العشاء' } },
      { time: '20:00', title: { en: 'Peer support meeting', ar: 'لقاء الدعم المتبادل بين المتعافين' } },
      { time: '22:00', title: { en: 'Quiet time', ar: 'وقت الهدوء والراحة' } },
    ],
  },
  family: {
    title: headings.family,
    text: {
      en: 'Families are part of recovery, and they need support too.',
      ar: 'الأسرة شريك في التعافي، وهي أيضًا بحاجة إلى الدعم.',
    },
    items: [
      {
        en: 'Weekly family sessions with your therapist, in person or by video',
        ar: 'جلسات أسرية أسبوعية مع معالجك، حضوريًا أو عبر الفيديو',
      },
      {
        en: 'A family day on addiction, recovery and how to help without enabling',
        ar: 'يوم توعوي للأسرة عن الإدمان والتعافي، وكيف تساعد دون أن تُسهم في استمرار المشكلة',
      },
      {
        en: 'Visits by appointment once the first phase of treatment is complete',
        ar: 'زيارات بموعد مسبق بعد اكتمال المرحلة الأولى من العلاج',
      },
      {
        en: 'Guidance for family members on looking after themselves',
        ar: 'إرشاد أفراد الأسرة إلى العناية بأنفسهم أيضًا',
      },
    ],
  },
  aftercare: {
    title: headings.aftercare,
    text: {
      en: 'Leaving is a beginning. Before you go home, we agree a plan together.',
      ar: 'المغادرة بداية لا نهاية، ولذلك نتفق معًا على خطة قبل عودتك إلى البيت.',
    },
    items: [
      {
        en: 'Weekly online sessions with your therapist for the first three months',
        ar: 'جلسات أسبوعية عبر الإنترنت مع معالجك خلال الأشهر الثلاثة الأولى',
      },
      {
        en: 'A written relapse-prevention plan, shared with your family if you wish',
        ar: 'خطة مكتوبة للوقاية من الانتكاس، تُطلِع عليها أسرتك إن رغبت',
      },
      {
        en: 'Introductions to trusted clinicians and support groups near your home',
        ar: 'تعريفك بمختصين موثوقين ومجموعات دعم قريبة من منزلك',
      },
      {
        en: 'A direct line to your team if things become difficult',
        ar: 'خط تواصل مباشر مع فريقك إذا واجهتك صعوبات',
      },
    ],
  },
  cta: {
    title: { en: 'Take the first step, quietly', ar: 'خطوتك الأولى، بهدوء وتكتّم' },
    text: {
      en: 'Speak to a clinician about yourself or someone you love. The assessment is free and confidential.',
      ar: 'تحدّث إلى أحد مختصينا السريريين عن نفسك أو عن شخص تحبه. التقييم مجاني وسرّي.',
    },
    action: links.bookAssessment,
    secondary: links.contactUs,
  },
  crisis: crisisNotice,
};
