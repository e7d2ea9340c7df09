import { paths } from '#contracts/routes';
import { crisisNotice } from '../crisis';
import { links } from '../links';
import { treatmentHeadings as headings } from '../treatment-headings';
import type { TreatmentContent } from '../types';

export const eatingDisorders: TreatmentContent = {
  description: {
    en: 'Residential eating disorder treatment in Dubai for anorexia, bulimia, binge eating and related conditions, with medical, nutritional and psychological care.',
    ar: 'علاج إقامي لاضطرابات الأكل في دبي، يشمل فقدان الشهية العصبي والشره المرضي ونهم الطعام وما يرتبط بها من حالات، برعاية طبية وغذائية ونفسية متكاملة.',
  },
  intro: {
    en: 'Eating disorders are serious, treatable illnesses that affect body and mind together. Our programme brings doctors, dietitians and therapists into one team, so that physical and emotional recovery move forward side by side.',
    ar: 'اضطرابات الأكل أمراض خطيرة لكنها قابلة للعلاج، تصيب الجسد والنفس معًا. يجمع برنامجنا الأطباء وأخصائيي التغذية والمعالجين في فريق واحد، ليمضي التعافي الجسدي والنفسي جنبًا إلى جنب.',
  },
  treats: {
    title: headings.treats,
    items: [
      { en: 'Anorexia nervosa', ar: 'فقدان الشهية العصبي' },
      { en: 'Bulimia nervosa', ar: 'الشره المرضي العصبي' },
      { en: 'Binge eating disorder', ar: 'اضطراب نهم الطعام' },
      { en: 'Avoidant/restrictive food intake disorder (ARFID)', ar: 'اضطراب تجنّب الطعام أو تقييده' },
      {
        en: 'Other patterns of disordered eating or compulsive exercise',
        ar: 'أنماط أخرى من اضطراب الأكل أو الإفراط القهري في ممارسة الرياضة',
      },
      {
        en: 'Eating disorders alongside anxiety, depression or obsessive-compulsive symptoms',
        ar: 'اضطرابات الأكل المصحوبة بالقلق أو الاكتئاب أو أعراض الوسواس القهري',
      },
    ],
  },
  approach: {
    title: headings.approach,
    text: {
      en: 'Body and mind are treated together, by one team that meets every day.',
      ar: 'نعالج الجسد والنفس معًا، بفريق واحد يجتمع كل يوم.',
    },
    items: [
      {
        kind: 'medical',
        team: 'clinical',
        title: { en: 'Medical monitoring', ar: 'المتابعة الطبية' },
        text: {
          en: 'Regular physical checks, blood tests and careful, gradual re-feeding where needed, overseen by a physician experienced in eating disorders.',
          ar: 'فحوص جسدية منتظمة وتحاليل دم، وإعادة تغذية تدريجية ومدروسة عند الحاجة، بإشراف طبيب متمرّس في علاج اضطرابات الأكل.',
        },
      },
      {
        kind: 'therapeutic',
        team: 'clinical',
        title: { en: 'Nutrition and therapy', ar: 'التغذية والعلاج النفسي' },
        text: {
          en: 'A dietitian-led meal plan with supported meals, alongside enhanced cognitive behavioural therapy and skills from dialectical behaviour therapy.',
          ar: 'خطة وجبات يضعها أخصائي التغذية مع مرافقة داعمة أثناء الوجبات، إلى جانب العلاج المعرفي السلوكي المعزَّز ومهارات العلاج الجدلي السلوكي.',
        },
      },
      {
        kind: 'family',
        team: 'clinical',
        title: { en: 'Family-based support', ar: 'الدعم القائم على الأسرة' },
        text: {
          en: 'Families learn how eating disorders work and how to support meals and recovery at home, without the table becoming a place of conflict.',
          ar: 'تتعرّف الأسرة على طبيعة اضطرابات الأكل، وكيف تدعم الوجبات والتعافي في البيت دون أن تتحوّل المائدة إلى ساحة خلاف.',
        },
      },
      {
        kind: 'faith',
        team: 'religious',
        title: { en: 'Faith-sensitive care', ar: 'رعاية تراعي القيم الدينية' },
        text: {
          en: 'Our religious counsellors can help guests approach fasting, body image and self-worth in a way that honours both faith and health.',
          ar: 'يساعد مرشدونا الدينيون الضيوف على التعامل مع الصيام وصورة الجسد وتقدير الذات بما يراعي الدين والصحة معًا.',
        },
      },
    ],
  },
  programmeLength: {
    title: headings.programmeLength,
    value: { en: '6 to 12 weeks', ar: 'من ٦ إلى ١٢ أسبوعًا' },
    text: {
      en: 'Recovery from an eating disorder takes time. Most guests stay between six and twelve weeks, sometimes longer when weight needs to be restored. Residential care is for people who are medically stable; if hospital care is needed first, we help arrange it.',
      ar: 'يحتاج التعافي من اضطرابات الأكل إلى وقت. تتراوح إقامة معظم الضيوف بين ستة أسابيع واثني عشر أسبوعًا، وقد تطول حين يلزم استعادة الوزن. والإقامة العلاجية مخصصة لمن كانت حالتهم الطبية مستقرة، فإن تطلّب الأمر علاجًا في المستشفى أولًا ساعدنا في ترتيبه.',
    },
  },
  typicalDay: {
    title: headings.typicalDay,
    text: {
      en: 'Regular, supported meals give the day its shape, with therapy, rest and prayer in between.',
      ar: 'تنتظم أوقات اليوم حول وجبات منتظمة بمرافقة داعمة، تتخللها جلسات العلاج والراحة والصلاة.',
    },
    schedule: [
      { time: '07:00', title: { en: 'Wake and morning health check', ar: 'الاستيقاظ والفحص الصحي الصباحي' } },
      { time: '08:00', title: { en: 'Supported breakfast', ar: 'فطور بمرافقة داعمة' } },
      { time: '09:00', title: { en: 'After-meal support group', ar: 'مجموعة دعم بعد الوجبة' } },
      { time: '10:00', title: { en: 'Individual therapy', ar: 'جلسة علاج فردية' } },
      { time: '11:00', title: { en: 'Mid-morning snack', ar: 'وجبة خفيفة في منتصف الصباح' } },
      { time: '11:30', title: { en: 'Session with your dietitian', ar: 'جلسة مع أخصائي التغذية' } },
      { time: '12:30', title: { en: 'Supported lunch and midday prayer', ar: 'غداء بمرافقة داعمة وصلاة الظهر' } },
      { time: '14:00', title: { en: 'Body image or skills group', ar: 'مجموعة صورة الجسد أو مجموعة المهارات' } },
      {
        time: '15:30',
        title: { en: 'Afternoon snack and gentle activity', ar: 'وجبة خفيفة ونشاط هادئ' },
        text: { en: 'As agreed with your team', ar: 'بحسب ما يتفق عليه فريقك العلاجي' },
      },
      {
        time: '16:30',
        title: { en: 'Creative therapy or counselling', ar: 'العلاج بالفنون أو جلسة إرشاد' },
        text: {
          en: 'Faith-sensitive counselling for those who choose it',
          ar: 'إرشاد يراعي القيم الدينية لمن يختاره',
        },
      },
      { time: '18:30', title: { en: 'Supported dinner', ar: 'عشاء بمرافقة داعمة' } },
      { time: '20:30', title: { en: 'Evening snack and reflection', ar: 'وجبة خفيفة مسائية ووقت للتأمل' } },
      { time: '22:00', title: { en: 'Quiet time', ar: 'وقت الهدوء والراحة' } },
    ],
  },
  family: {
    title: headings.family,
    text: {
      en: 'Meals happen at home, so families are central to lasting recovery.',
      ar: 'الوجبات تُتناول في البيت، ولذلك فالأسرة محور أساسي في التعافي الدائم.',
    },
    items: [
      {
        en: 'Family sessions on meals, communication and early signs of relapse',
        ar: 'جلسات أسرية تتناول الوجبات والتواصل وعلامات الانتكاس المبكرة',
      },
      {
        en: 'Shared meals with your family, guided by your dietitian, before you go home',
        ar: 'وجبات مشتركة مع أسرتك بتوجيه أخصائي التغذية قبل عودتك إلى البيت',
      },
      {
        en: 'Support for parents, spouses and siblings in their own right',
        ar: 'دعم مخصّص للوالدين وشريك الحياة والإخوة أنفسهم',
      },
    ],
  },
  aftercare: {
    title: headings.aftercare,
    text: {
      en: 'The months after a stay matter most. We plan them with you before you leave.',
      ar: 'الأشهر التي تلي الإقامة هي الأهم، ولذلك نخطط لها معك قبل مغادرتك.',
    },
    items: [
      {
        en: 'Regular online sessions with your therapist and dietitian',
        ar: 'جلسات منتظمة عبر الإنترنت مع معالجك وأخصائي التغذية',
      },
      {
        en: 'A written meal plan and relapse-prevention plan',
        ar: 'خطة وجبات مكتوبة وخطة للوقاية من الانتكاس',
      },
      {
        en: 'Coordination with your doctor at home for physical monitoring',
        ar: 'تنسيق مع طبيبك المعتاد لمتابعة صحتك الجسدية',
      },
      {
        en: 'Guidance for Ramadan and family occasions in the first year',
        ar: 'إرشادات لشهر رمضان والمناسبات العائلية خلال السنة الأولى',
      },
    ],
  },
  cta: {
    title: { en: 'A calmer relationship with food is possible', ar: 'علاقة أهدأ مع الطعام أمر ممكن' },
    text: {
      en: 'Whether you are worried about yourself or someone close to you, a confidential conversation is a good place to start.',
      ar: 'سواء كان قلقك على نفسك أو على شخص قريب منك، فالحديث السرّي معنا بداية طيبة.',
    },
    action: links.bookAssessment,
    // SCOFF's five questions, answered in private: a first step for someone not ready to talk yet.
    secondary: {
      label: { en: 'Take the private eating self-check', ar: 'أجرِ التقييم الذاتي لعادات الأكل بسرية' },
      to: paths.scoff,
    },
  },
  crisis: crisisNotice,
};
