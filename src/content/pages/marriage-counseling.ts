import { crisisNotice } from '../crisis';
import { links } from '../links';
import { treatmentHeadings as headings } from '../treatment-headings';
import type { TreatmentContent } from '../types';

export const marriageCounseling: TreatmentContent = {
  description: {
    en: 'Our couples retreat in Dubai: private, intensive marriage counselling for couples who want to rebuild trust, communication and closeness, with faith-sensitive support if they wish.',
    ar: 'البرنامج الإقامي المكثف للزوجين في دبي: إرشاد زواجي خاص يعين الزوجين على استعادة الثقة والتواصل والمودّة، مع دعم يراعي القيم الدينية إن رغبا فيه.',
  },
  intro: {
    en: 'Every marriage passes through difficult seasons. Our couples retreat gives you and your spouse time away from daily pressures, in complete privacy, to understand what has gone wrong and to find a way forward together.',
    ar: 'تمرّ كل حياة زوجية بمراحل صعبة. يمنحك برنامجنا الإقامي المكثف للزوجين أنت وشريك حياتك وقتًا بعيدًا عن ضغوط الحياة اليومية، في خصوصية تامة، لتفهما ما الذي اختلّ وتجدا معًا طريقًا إلى الأمام.',
  },
  treats: {
    title: headings.treats,
    items: [
      {
        en: 'Communication that has broken down or turned into constant conflict',
        ar: 'تواصل انقطع أو تحوّل إلى خلاف دائم',
      },
      { en: 'Lost trust, including after infidelity', ar: 'فقدان الثقة، بما في ذلك بعد الخيانة' },
      {
        en: 'Emotional distance and loneliness within the marriage',
        ar: 'الفتور العاطفي والشعور بالوحدة داخل الزواج',
      },
      {
        en: 'Strain from work, money, illness or the wider family',
        ar: 'الضغوط الناتجة عن العمل أو المال أو المرض أو العلاقة مع الأهل',
      },
      { en: 'Disagreements over raising children', ar: 'الخلاف حول تربية الأبناء' },
      {
        en: 'Marriages affected by one partner’s addiction or mental health condition',
        ar: 'الزيجات المتأثرة بإدمان أحد الزوجين أو بمعاناته النفسية',
      },
    ],
  },
  approach: {
    title: headings.approach,
    text: {
      en: 'Both partners are heard equally. Where there is violence or abuse in a relationship, we offer each person individual support and safety planning instead of joint sessions.',
      ar: 'نصغي إلى الزوجين بالقدر نفسه. وإذا وُجد عنف أو إساءة في العلاقة، نقدّم لكل طرف دعمًا فرديًا وخطة للسلامة بدلًا من الجلسات المشتركة.',
    },
    items: [
      {
        kind: 'therapeutic',
        team: 'clinical',
        title: { en: 'Couples therapy', ar: 'العلاج الزوجي' },
        text: {
          en: 'Daily sessions with a specialist couples therapist, using emotionally focused therapy and other proven approaches to communication and repair.',
          ar: 'جلسات يومية مع معالج متخصص في العلاج الزوجي، تعتمد على العلاج المرتكز على المشاعر وأساليب أخرى مثبتة علميًا لتحسين التواصل وترميم العلاقة.',
        },
      },
      {
        kind: 'medical',
        team: 'clinical',
        title: { en: 'Individual wellbeing', ar: 'العافية الفردية' },
        text: {
          en: 'When stress, anxiety, low mood or addiction weigh on the marriage, either partner can see a psychiatrist or psychologist privately.',
          ar: 'حين يُثقل الضغطُ أو القلق أو تدنّي المزاج أو الإدمانُ الحياةَ الزوجية، يمكن لأيٍّ من الزوجين مقابلة طبيب نفسي أو أخصائي نفسي على انفراد.',
        },
      },
      {
        kind: 'family',
        team: 'clinical',
        title: { en: 'Family and children', ar: 'الأسرة والأبناء' },
        text: {
          en: 'When it helps, sessions can include the wider family, or focus on how best to support your children through change.',
          ar: 'حين يكون ذلك مفيدًا، يمكن أن تشمل الجلسات أفرادًا من الأسرة الممتدة، أو أن تركّز على أفضل السبل لدعم أبنائكما خلال هذه المرحلة.',
        },
      },
      {
        kind: 'faith',
        team: 'religious',
        title: { en: 'Faith-sensitive counselling', ar: 'إرشاد يراعي القيم الدينية' },
        text: {
          en: 'For couples who wish it, our religious counsellors offer guidance rooted in the Islamic values of mercy, affection and mutual rights, alongside the therapeutic work.',
          ar: 'للزوجين الراغبين في ذلك، يقدّم مرشدونا الدينيون توجيهًا ينطلق من قيم المودّة والرحمة والحقوق المتبادلة في الإسلام، بالتكامل مع العمل العلاجي.',
        },
      },
    ],
  },
  programmeLength: {
    title: headings.programmeLength,
    value: { en: '5 to 10 days', ar: 'من ٥ إلى ١٠ أيام' },
    text: {
      en: 'Most couples stay for an intensive retreat of five to ten days in a private suite, followed by online sessions once home. Longer stays can be arranged when one partner is also receiving treatment.',
      ar: 'يقضي الزوجان عادةً من خمسة أيام إلى عشرة في إقامة علاجية مكثفة في جناح خاص، تليها جلسات عبر الإنترنت بعد العودة إلى البيت. ويمكن ترتيب إقامة أطول حين يتلقى أحد الزوجين علاجًا في الوقت نفسه.',
    },
  },
  typicalDay: {
    title: headings.typicalDay,
    text: {
      en: 'Time together and time apart, with space to rest and to pray.',
      ar: 'وقت تقضيانه معًا ووقت لكلٍّ منكما على حدة، مع متّسع للراحة والصلاة.',
    },
    schedule: [
      { time: '07:30', title: { en: 'Breakfast together', ar: 'الفطور معًا' } },
      { time: '09:00', title: { en: 'Couples session', ar: 'جلسة زوجية' } },
      {
        time: '10:30',
        title: { en: 'Time apart', ar: 'وقت منفرد' },
        text: { en: 'Gym, spa or a walk in the gardens', ar: 'الصالة الرياضية أو المنتجع الصحي أو نزهة في الحدائق' },
      },
      { time: '11:30', title: { en: 'Individual session for each partner', ar: 'جلسة فردية لكل من الزوجين' } },
      { time: '12:30', title: { en: 'Lunch and midday prayer', ar: 'الغداء وصلاة الظهر' } },
      { time: '14:00', title: { en: 'Communication skills workshop', ar: 'ورشة مهارات التواصل' } },
      {
        time: '15:30',
        title: { en: 'Rest or a shared exercise', ar: 'راحة أو تمرين مشترك' },
        text: { en: 'A guided task to do together', ar: 'مهمة موجَّهة تؤديانها معًا' },
      },
      {
        time: '17:00',
        title: { en: 'Faith-sensitive counselling', ar: 'إرشاد يراعي القيم الدينية' },
        text: { en: 'For couples who choose it', ar: 'للزوجين إن اختاراه' },
      },
      { time: '19:00', title: { en: 'Dinner together', ar: 'العشاء معًا' } },
      {
        time: '20:30',
        title: { en: 'Evening reflection', ar: 'تأمل مسائي' },
        text: { en: 'Written privately by each of you', ar: 'يكتبه كلٌّ منكما على انفراد' },
      },
    ],
  },
  family: {
    title: headings.family,
    text: {
      en: 'Your marriage stays private. Relatives take part only if you both agree.',
      ar: 'تبقى حياتكما الزوجية شأنًا خاصًا، ولا يشارك الأهل إلا بموافقتكما معًا.',
    },
    items: [
      {
        en: 'Nothing is shared with parents or relatives without the consent of both partners',
        ar: 'لا يُطلَع الوالدان أو الأقارب على أي شيء دون موافقة الزوجين كليهما',
      },
      {
        en: 'Optional sessions with parents or in-laws when both partners want them',
        ar: 'جلسات اختيارية مع الوالدين أو أهل الزوج أو الزوجة إذا رغب الزوجان في ذلك',
      },
      {
        en: 'Guidance on talking with children about what is changing',
        ar: 'إرشادات للحديث مع الأبناء عمّا يتغير في حياة الأسرة',
      },
    ],
  },
  aftercare: {
    title: headings.aftercare,
    text: {
      en: 'New habits need practice at home. We keep supporting you both.',
      ar: 'العادات الجديدة تحتاج إلى ممارسة في البيت، ونواصل دعمكما خلالها.',
    },
    items: [
      {
        en: 'Online couples sessions for three months after the retreat',
        ar: 'جلسات زوجية عبر الإنترنت لمدة ثلاثة أشهر بعد انتهاء الإقامة',
      },
      {
        en: 'A written plan holding the agreements you reach together',
        ar: 'خطة مكتوبة تحفظ الاتفاقات التي تصلان إليها معًا',
      },
      {
        en: 'A follow-up weekend retreat, if you would like one',
        ar: 'إقامة متابعة قصيرة في عطلة نهاية الأسبوع إن رغبتما',
      },
      {
        en: 'Referral to individual therapy near home if either of you needs it',
        ar: 'إحالة إلى علاج فردي قريب من منزلكما إذا احتاج إليه أحدكما',
      },
    ],
  },
  cta: {
    title: { en: 'Find your way back to each other', ar: 'عودة كلٍّ منكما إلى الآخر تبدأ بخطوة' },
    text: {
      en: 'One of you can reach out first. We will explain how the retreat works and arrange a private assessment for you both.',
      ar: 'يمكن لأحدكما أن يتواصل معنا أولًا، فنشرح له كيف يسير البرنامج، ونرتّب تقييمًا خاصًا لكليكما.',
    },
    action: links.bookAssessment,
    secondary: links.contactUs,
  },
  crisis: crisisNotice,
};
