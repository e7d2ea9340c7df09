import { paths } from '#contracts/routes';
import { crisisNotice } from '../crisis';
import { links } from '../links';
import { treatmentHeadings as headings } from '../treatment-headings';
import type { TreatmentContent } from '../types';

export const anxietyDepression: TreatmentContent = {
  description: {
    en: 'Residential care in Dubai for anxiety, depression, burnout and trauma, combining psychiatric care, proven talking therapies and family support.',
    ar: 'رعاية إقامية في دبي للقلق والاكتئاب والاحتراق النفسي والصدمات، تجمع بين الطب النفسي والعلاجات الحوارية المثبتة علميًا ودعم الأسرة.',
  },
  intro: {
    en: 'When anxiety or low mood takes hold, even ordinary days become heavy. A residential stay gives you distance from daily pressures, specialist care every day, and the calm you need to find your footing again.',
    ar: 'حين يستبدّ القلق أو تدنّي المزاج، تثقل حتى الأيام العادية. تمنحك الإقامة العلاجية مسافة من ضغوط الحياة اليومية، ورعاية متخصصة كل يوم، وهدوءًا يعينك على استعادة توازنك.',
  },
  treats: {
    title: headings.treats,
    items: [
      {
        en: 'Depression, including depression that has not responded to earlier treatment',
        ar: 'الاكتئاب، بما في ذلك الاكتئاب الذي لم يستجب لعلاجات سابقة',
      },
      {
        en: 'Generalised anxiety, panic attacks and phobias',
        ar: 'القلق العام ونوبات الهلع والرهاب',
      },
      { en: 'Obsessive-compulsive disorder', ar: 'اضطراب الوسواس القهري' },
      { en: 'Burnout and stress-related exhaustion', ar: 'الاحتراق النفسي والإنهاك الناتج عن الضغوط' },
      { en: 'Trauma and post-traumatic stress', ar: 'الصدمات النفسية واضطراب ما بعد الصدمة' },
      { en: 'Complicated grief after a loss', ar: 'الحزن المعقّد بعد الفقد' },
      {
        en: 'Mood episodes in bipolar disorder, once medically stable',
        ar: 'نوبات الاضطراب ثنائي القطب بعد استقرار الحالة طبيًا',
      },
    ],
  },
  approach: {
    title: headings.approach,
    text: {
      en: 'Care that treats the mind and the body together, explained clearly at every step.',
      ar: 'رعاية تعالج النفس والجسد معًا، مع شرح واضح لكل خطوة.',
    },
    items: [
      {
        kind: 'medical',
        team: 'clinical',
        title: { en: 'Psychiatric care', ar: 'الرعاية النفسية الطبية' },
        text: {
          en: 'A thorough psychiatric assessment, physical health checks and, where helpful, a careful review of medication, always explained and agreed with you.',
          ar: 'تقييم نفسي شامل وفحوص للصحة الجسدية، ومراجعة متأنية للأدوية عند الحاجة، مع شرح كل ذلك لك والاتفاق معك عليه.',
        },
      },
      {
        kind: 'therapeutic',
        team: 'clinical',
        title: { en: 'Talking therapies', ar: 'العلاجات الحوارية' },
        text: {
          en: 'Cognitive behavioural therapy, acceptance and commitment therapy and trauma-focused approaches, in individual sessions and small groups, alongside mindfulness and movement.',
          ar: 'العلاج المعرفي السلوكي، وعلاج القبول والالتزام، وأساليب علاج الصدمات، في جلسات فردية ومجموعات صغيرة، إلى جانب تمارين اليقظة الذهنية والحركة.',
        },
      },
      {
        kind: 'family',
        team: 'clinical',
        title: { en: 'Family support', ar: 'دعم الأسرة' },
        text: {
          en: 'Sessions that help families understand what their loved one is going through, and how to support recovery at home.',
          ar: 'جلسات تساعد الأسرة على فهم ما يمرّ به عزيزهم، وكيف تدعم تعافيه في البيت.',
        },
      },
      {
        kind: 'faith',
        team: 'religious',
        title: { en: 'Faith-sensitive counselling', ar: 'إرشاد يراعي القيم الدينية' },
        text: {
          en: 'For those who wish it, conversations with our religious counsellors about hope, patience and meaning, in close step with your therapist.',
          ar: 'لمن يرغب، أحاديث مع مرشدينا الدينيين عن الأمل والصبر والمعنى، بتنسيق وثيق مع معالجك.',
        },
      },
    ],
  },
  programmeLength: {
    title: headings.programmeLength,
    value: { en: '3 to 8 weeks', ar: 'من ٣ إلى ٨ أسابيع' },
    text: {
      en: 'Most guests stay between three and eight weeks, depending on how they respond to treatment. Shorter, focused stays can be arranged for burnout.',
      ar: 'تتراوح إقامة معظم الضيوف بين ثلاثة أسابيع وثمانية، بحسب استجابتهم للعلاج، ويمكن ترتيب إقامات أقصر ومركّزة لحالات الاحتراق النفسي.',
    },
  },
  typicalDay: {
    title: headings.typicalDay,
    text: {
      en: 'A gentle structure that restores sleep, movement and routine, with time for prayer and for yourself.',
      ar: 'نظام يومي لطيف يعيد للنوم والحركة والروتين انتظامها، مع وقت للصلاة ووقت لنفسك.',
    },
    schedule: [
      {
        time: '07:00',
        title: { en: 'Wake and move', ar: 'الاستيقاظ والحركة' },
        text: { en: 'Gentle stretching or a garden walk', ar: 'تمارين إطالة خفيفة أو نزهة في الحديقة' },
      },
      { time: '08:00', title: { en: 'Breakfast', ar: 'الفطور' } },
      { time: '09:00', title: { en: 'Mindfulness practice', ar: 'تمارين اليقظة الذهنية' } },
      { time: '09:45', title: { en: 'Individual therapy', ar: 'جلسة علاج فردية' } },
      {
        time: '11:15',
        title: { en: 'Skills group', ar: 'مجموعة المهارات' },
        text: { en: 'Practical ways to manage anxiety and low mood', ar: 'طرق عملية للتعامل مع القلق وتدنّي المزاج' },
      },
      { time: '12:30', title: { en: 'Lunch and midday prayer', ar: 'الغداء وصلاة الظهر' } },
      { time: '14:00', title: { en: 'Rest or time in the library', ar: 'راحة أو وقت في المكتبة' } },
      { time: '15:00', title: { en: 'Art, movement or swimming', ar: 'الفنون أو الحركة أو السباحة' } },
      {
        time: '16:30',
        title: { en: 'Psychiatric review or counselling', ar: 'متابعة طبية نفسية أو جلسة إرشاد' },
        text: {
          en: 'Faith-sensitive counselling for those who choose it',
          ar: 'إرشاد يراعي القيم الدينية لمن يختاره',
        },
      },
      { time: '18:30', title: { en: 'Dinner', ar: 'العشاء' } },
      { time: '20:00', title: { en: 'Evening relaxation', ar: 'استرخاء مسائي' } },
      { time: '22:00', title: { en: 'Quiet time', ar: 'وقت الهدوء والراحة' } },
    ],
  },
  family: {
    title: headings.family,
    text: {
      en: 'Anxiety and depression are often invisible to those around us. We help families see them and respond with care.',
      ar: 'كثيرًا ما يخفى القلق والاكتئاب على المحيطين بنا، ونحن نساعد الأسرة على إدراكهما والتعامل معهما برفق.',
    },
    items: [
      {
        en: 'Family sessions every week or two, in person or by video',
        ar: 'جلسات أسرية كل أسبوع أو أسبوعين، حضوريًا أو عبر الفيديو',
      },
      {
        en: 'Clear, practical guidance on supporting someone with anxiety or depression',
        ar: 'إرشادات واضحة وعملية لمساندة من يعاني القلق أو الاكتئاب',
      },
      {
        en: 'Visits by appointment in our private family lounges',
        ar: 'زيارات بموعد مسبق في صالات عائلية خاصة',
      },
    ],
  },
  aftercare: {
    title: headings.aftercare,
    text: {
      en: 'Recovery continues at home, and we stay with you as it does.',
      ar: 'يستمر التعافي في البيت، ونبقى إلى جانبك خلاله.',
    },
    items: [
      {
        en: 'Follow-up sessions online with your therapist',
        ar: 'جلسات متابعة عبر الإنترنت مع معالجك',
      },
      {
        en: 'Medication reviews with your psychiatrist, or a careful handover to a doctor near home',
        ar: 'مراجعة الأدوية مع طبيبك النفسي، أو تسليم متابعتك بعناية إلى طبيب قريب من منزلك',
      },
      {
        en: 'A personal plan for early warning signs and what to do about them',
        ar: 'خطة شخصية تحدد علامات الإنذار المبكر وكيف تتصرف حيالها',
      },
      {
        en: 'A short return stay to regain your balance, if you ever need one',
        ar: 'إمكانية العودة لإقامة قصيرة تستعيد فيها توازنك إن احتجت إلى ذلك',
      },
    ],
  },
  cta: {
    title: { en: 'Feeling better starts with being heard', ar: 'يبدأ التحسّن حين يُصغى إليك' },
    text: {
      en: 'Talk to us in confidence about what you, or someone you love, is going through.',
      ar: 'حدّثنا في سرية تامة عمّا تمرّ به أنت أو من تحب.',
    },
    action: links.bookAssessment,
    secondary: { label: { en: 'Take a private self-check', ar: 'أجرِ تقييمًا ذاتيًا بسرية' }, to: paths.selfCheck },
  },
  crisis: crisisNotice,
};
