import type { Scale, Screener } from '#contracts/screeners';
import type { Bilingual } from '@/i18n/text';

/**
 * The questions, worded as the English originals (Pfizer's PHQ screeners, free to reproduce and
 * translate; SCOFF, Morgan, Reid and Lacey, BMJ 1999). The Arabic is our own Modern Standard Arabic
 * rendering, not the validated Arabic text (AlHadi et al. 2017 for PHQ-9 and GAD-7; A-SCOFF, Aoun et
 * al. 2015 for SCOFF; ADR 023): have it replaced by that text once the centre holds a copy.
 */
export const stems: Readonly<Record<Screener, Bilingual>> = {
  phq9: {
    en: 'Over the last two weeks, how often have you been bothered by any of the following problems?',
    ar: 'خلال الأسبوعين الماضيين، كم مرة عانيت من أيٍّ من المشكلات التالية؟',
  },
  gad7: {
    en: 'Over the last two weeks, how often have you been bothered by the following problems?',
    ar: 'خلال الأسبوعين الماضيين، كم مرة عانيت من المشكلات التالية؟',
  },
  scoff: { en: 'Answer yes or no to each question.', ar: 'أجب عن كل سؤال بنعم أو لا.' },
};

export const questions: Readonly<Record<Screener, readonly Bilingual[]>> = {
  phq9: [
    { en: 'Little interest or pleasure in doing things', ar: 'قلة الاهتمام أو المتعة في القيام بالأشياء' },
    { en: 'Feeling down, depressed or hopeless', ar: 'الشعور بالحزن أو الاكتئاب أو اليأس' },
    {
      en: 'Trouble falling or staying asleep, or sleeping too much',
      ar: 'صعوبة في النوم أو في الاستمرار فيه، أو النوم أكثر من اللازم',
    },
    { en: 'Feeling tired or having little energy', ar: 'الشعور بالتعب أو بقلة الطاقة' },
    { en: 'Poor appetite or overeating', ar: 'ضعف الشهية أو الإفراط في الأكل' },
    {
      en: 'Feeling bad about yourself, or that you are a failure or have let yourself or your family down',
      ar: 'الشعور بالاستياء من نفسك، أو بأنك فاشل أو أنك خذلت نفسك أو أسرتك',
    },
    {
      en: 'Trouble concentrating on things, such as reading the newspaper or watching television',
      ar: 'صعوبة في التركيز على الأشياء، مثل قراءة الصحيفة أو مشاهدة التلفاز',
    },
    {
      en: 'Moving or speaking so slowly that other people could have noticed, or the opposite: being so fidgety or restless that you have been moving around a lot more than usual',
      ar: 'التحرك أو التحدث ببطء شديد قد يلاحظه الآخرون، أو العكس: التململ وعدم الاستقرار إلى حدّ أنك تتحرك أكثر من المعتاد بكثير',
    },
    {
      en: 'Thoughts that you would be better off dead, or of hurting yourself in some way',
      ar: 'أفكار بأنه من الأفضل لو كنت ميتًا، أو بأن تؤذي نفسك بطريقة ما',
    },
  ],
  gad7: [
    { en: 'Feeling nervous, anxious or on edge', ar: 'الشعور بالعصبية أو القلق أو التوتر' },
    { en: 'Not being able to stop or control worrying', ar: 'عدم القدرة على إيقاف القلق أو التحكم فيه' },
    { en: 'Worrying too much about different things', ar: 'الإفراط في القلق بشأن أمور مختلفة' },
    { en: 'Trouble relaxing', ar: 'صعوبة في الاسترخاء' },
    { en: 'Being so restless that it is hard to sit still', ar: 'التململ إلى حدّ يصعب معه الجلوس بهدوء' },
    { en: 'Becoming easily annoyed or irritable', ar: 'سرعة الانزعاج أو الاستثارة' },
    { en: 'Feeling afraid, as if something awful might happen', ar: 'الشعور بالخوف كأن أمرًا فظيعًا قد يحدث' },
  ],
  // The original's "one stone (6.35 kg)" is written in kilograms, as readers here weigh themselves.
  scoff: [
    {
      en: 'Do you make yourself sick (vomit) because you feel uncomfortably full?',
      ar: 'هل تتعمّد التقيؤ لأنك تشعر بامتلاء مزعج؟',
    },
    {
      en: 'Do you worry you have lost control over how much you eat?',
      ar: 'هل يقلقك أنك فقدت السيطرة على كمية ما تأكله؟',
    },
    {
      en: 'Have you recently lost more than 6 kg (one stone) in a three-month period?',
      ar: 'هل فقدت مؤخرًا أكثر من ستة كيلوغرامات من وزنك خلال ثلاثة أشهر؟',
    },
    {
      en: 'Do you believe yourself to be fat when others say you are too thin?',
      ar: 'هل تعتقد أنك بدين بينما يقول لك الآخرون إنك نحيف جدًا؟',
    },
    { en: 'Would you say that food dominates your life?', ar: 'هل ترى أن الطعام يهيمن على حياتك؟' },
  ],
};

/** Each scale's answers, scoring 0 upwards in this order. */
export const scaleAnswers: Readonly<Record<Scale, readonly Bilingual[]>> = {
  frequency: [
    { en: 'Not at all', ar: 'أبدًا' },
    { en: 'Several days', ar: 'عدة أيام' },
    { en: 'More than half the days', ar: 'أكثر من نصف الأيام' },
    { en: 'Nearly every day', ar: 'تقريبًا كل يوم' },
  ],
  yesNo: [
    { en: 'No', ar: 'لا' },
    { en: 'Yes', ar: 'نعم' },
  ],
};
