import { paths } from '#contracts/routes';
import type { Bilingual } from '@/i18n/text';
import type { InternalLink, Section } from '../types';

/**
 * The self-check pages: what each questionnaire is for, that it stays on the device, and that it is
 * not a diagnosis. This is the prerendered text, so it reads with JavaScript off; the questions and
 * their scoring are the self-check feature's (src/features/self-check).
 */

const notDiagnosis: Section = {
  title: { en: 'This is not a diagnosis', ar: 'هذا ليس تشخيصًا' },
  text: {
    en: 'A questionnaire cannot diagnose anything: only a conversation with a doctor or therapist can. A result is a way to start that conversation, and a reason to reach out sooner when it is high.',
    ar: 'لا يستطيع أي استبيان أن يشخّص حالة؛ فالتشخيص لا يكون إلا من خلال حديث مع طبيب أو معالج. النتيجة وسيلة لبدء هذا الحديث، وسبب للتواصل مبكرًا إذا كانت مرتفعة.',
  },
};

const privacy: Section = {
  title: { en: 'Your answers stay on this device', ar: 'تبقى إجاباتك على هذا الجهاز' },
  text: {
    en: 'The score is worked out in your browser. Nothing you tick is sent to us or stored anywhere, unless you choose “Send my answers with an enquiry” and then send that enquiry: only then do your answers reach the admissions team, with it. Close the page and your answers are gone.',
    ar: 'تُحسب النتيجة داخل متصفحك. لا يُرسَل إلينا شيء مما تختاره ولا يُحفَظ في أي مكان، إلا إذا اخترت «أرسل إجاباتي مع استفسار» ثم أرسلت ذلك الاستفسار، فعندها فقط تصل إجاباتك معه إلى فريق القبول. وإذا أغلقت الصفحة زالت إجاباتك.',
  },
};

export const selfCheck = {
  description: {
    en: 'Three short, private questionnaires doctors use worldwide, for low mood, worry and eating. Scored in your browser; nothing is sent unless you choose.',
    ar: 'ثلاثة استبيانات قصيرة وسرية يستخدمها الأطباء حول العالم، للمزاج المنخفض وللقلق وللأكل. تُحسب النتيجة في متصفحك ولا يُرسَل شيء إلا إذا اخترت ذلك.',
  } satisfies Bilingual,
  intro: {
    en: 'Not sure whether what you, or someone you love, is going through is serious enough to call about? These are the questionnaires doctors use for a first measure of low mood, of worry and of eating problems. Each takes a few minutes.',
    ar: 'ألست متأكدًا مما إذا كان ما تمرّ به أنت أو أحد أحبّائك يستدعي الاتصال بنا؟ هذه هي الاستبيانات التي يستخدمها الأطباء لقياس أوّلي للمزاج المنخفض وللقلق ولمشكلات الأكل، ويستغرق كلٌّ منها بضع دقائق.',
  } satisfies Bilingual,
  checksTitle: { en: 'Choose a self-check', ar: 'اختر الاستبيان' } satisfies Bilingual,
  checks: [
    {
      label: { en: 'Low mood and depression', ar: 'المزاج المنخفض والاكتئاب' },
      text: {
        en: 'Nine questions about interest, mood, sleep, energy and more over the last two weeks.',
        ar: 'تسعة أسئلة عن الاهتمام والمزاج والنوم والطاقة وغيرها خلال الأسبوعين الماضيين.',
      },
      to: paths.phq9,
    },
    {
      label: { en: 'Worry and anxiety', ar: 'القلق والتوتر' },
      text: {
        en: 'Seven questions about nervousness, worry and restlessness over the last two weeks.',
        ar: 'سبعة أسئلة عن العصبية والقلق وعدم الارتياح خلال الأسبوعين الماضيين.',
      },
      to: paths.gad7,
    },
    {
      label: { en: 'Eating and weight', ar: 'الأكل والوزن' },
      text: {
        en: 'Five yes-or-no questions about eating, weight and how much food takes up your life.',
        ar: 'خمسة أسئلة يُجاب عنها بنعم أو لا، عن الأكل والوزن ومدى انشغال حياتك بالطعام.',
      },
      to: paths.scoff,
    },
  ] satisfies Array<InternalLink & { text: Bilingual }>,
  privacy,
  notDiagnosis,
  otherConcerns: {
    title: { en: 'Alcohol or drugs', ar: 'الكحول أو المخدرات' },
    text: {
      en: 'We do not offer a questionnaire for these here. Our admissions team can talk it through with you in confidence.',
      ar: 'لا نقدّم هنا استبيانًا لهذه الجوانب، ويمكن لفريق القبول أن يناقشها معك بسرية تامة.',
    },
    link: { label: { en: 'Talk to admissions', ar: 'تحدّث إلى فريق القبول' }, to: paths.admissions },
  } satisfies Section & { link: InternalLink },
};

/** One questionnaire's page: what it asks and why, before the questions themselves. */
interface QuestionnaireContent {
  description: Bilingual;
  intro: Bilingual;
  about: Section;
  bandsTitle: Bilingual;
  privacy: Section;
  notDiagnosis: Section;
  /** The questionnaire's source: for PHQ-9 and GAD-7, the authors' notice their free licence asks to keep with the questions. */
  source: Bilingual;
}

const pfizerNotice = {
  en: 'Developed by Drs Robert L. Spitzer, Janet B. W. Williams, Kurt Kroenke and colleagues, with an educational grant from Pfizer Inc. No permission is required to reproduce, translate, display or distribute it.',
  ar: 'من إعداد الأطباء روبرت سبيتزر وجانيت ويليامز وكورت كروينكه وزملائهم، بمنحة تعليمية من شركة فايزر. لا يلزم إذن لنسخه أو ترجمته أو عرضه أو توزيعه.',
};

export const phq9Page: QuestionnaireContent = {
  description: {
    en: 'The Patient Health Questionnaire (PHQ-9): nine questions on low mood over the last two weeks, scored privately in your browser.',
    ar: 'استبيان صحة المريض: تسعة أسئلة عن المزاج المنخفض خلال الأسبوعين الماضيين، تُحسب نتيجتها بسرية في متصفحك.',
  },
  intro: {
    en: 'Nine questions doctors use worldwide to gauge low mood. Answer for the last two weeks, for yourself.',
    ar: 'تسعة أسئلة يستخدمها الأطباء حول العالم لتقدير المزاج المنخفض. أجب عن نفسك، عمّا مررت به خلال الأسبوعين الماضيين.',
  },
  about: {
    title: { en: 'What the questions are for', ar: 'الغرض من هذه الأسئلة' },
    text: {
      en: 'The Patient Health Questionnaire (PHQ-9) asks how often, over the last two weeks, you have been bothered by each of the nine signs doctors look for in depression: loss of interest, low mood, sleep, energy, appetite, how you see yourself, concentration, slowness or restlessness, and thoughts of death or self-harm. Each answer scores from none to three points, and the total shows how strong these signs are.',
      ar: 'يسأل استبيان صحة المريض عن عدد المرات التي ضايقتك فيها، خلال الأسبوعين الماضيين، كلُّ علامة من العلامات التسع التي يبحث عنها الأطباء في الاكتئاب: فقدان الاهتمام، والمزاج المنخفض، والنوم، والطاقة، والشهية، ونظرتك إلى نفسك، والتركيز، والبطء أو التململ، وأفكار الموت أو إيذاء النفس. تُحسب لكل إجابة درجة من صفر إلى ثلاث، ويبيّن المجموع مدى شدّة هذه العلامات.',
    },
  },
  bandsTitle: { en: 'What the total means', ar: 'ماذا يعني المجموع' },
  privacy,
  notDiagnosis,
  source: pfizerNotice,
};

export const gad7Page: QuestionnaireContent = {
  description: {
    en: 'The Generalised Anxiety Disorder scale (GAD-7): seven questions on worry over the last two weeks, scored privately in your browser.',
    ar: 'مقياس اضطراب القلق العام: سبعة أسئلة عن القلق خلال الأسبوعين الماضيين، تُحسب نتيجتها بسرية في متصفحك.',
  },
  intro: {
    en: 'Seven questions doctors use worldwide to gauge anxiety. Answer for the last two weeks, for yourself.',
    ar: 'سبعة أسئلة يستخدمها الأطباء حول العالم لتقدير القلق. أجب عن نفسك، عمّا مررت به خلال الأسبوعين الماضيين.',
  },
  about: {
    title: { en: 'What the questions are for', ar: 'الغرض من هذه الأسئلة' },
    text: {
      en: 'The Generalised Anxiety Disorder scale (GAD-7) asks how often, over the last two weeks, you have been bothered by seven signs of anxiety: feeling nervous, not being able to stop worrying, worrying too much, trouble relaxing, restlessness, irritability and a sense that something awful might happen. Each answer scores from none to three points, and the total shows how strong these signs are.',
      ar: 'يسأل مقياس اضطراب القلق العام عن عدد المرات التي ضايقتك فيها، خلال الأسبوعين الماضيين، سبعُ علامات للقلق: الشعور بالعصبية، وعدم القدرة على إيقاف القلق، والإفراط في القلق، وصعوبة الاسترخاء، والتململ، وسرعة الانزعاج، والخوف من أن يحدث أمر سيئ. تُحسب لكل إجابة درجة من صفر إلى ثلاث، ويبيّن المجموع مدى شدّة هذه العلامات.',
    },
  },
  bandsTitle: { en: 'What the total means', ar: 'ماذا يعني المجموع' },
  privacy,
  notDiagnosis,
  source: pfizerNotice,
};

export const scoffPage: QuestionnaireContent = {
  description: {
    en: 'The SCOFF questionnaire: five yes-or-no questions on eating, weight and food, scored privately in your browser.',
    ar: 'استبيان سكوف: خمسة أسئلة يُجاب عنها بنعم أو لا عن الأكل والوزن والطعام، تُحسب نتيجتها بسرية في متصفحك.',
  },
  intro: {
    en: 'Five questions doctors use worldwide as a first check for eating disorders. Answer for yourself, as things are now.',
    ar: 'خمسة أسئلة يستخدمها الأطباء حول العالم للكشف الأوّلي عن اضطرابات الأكل. أجب عن نفسك، كما هو حالك الآن.',
  },
  about: {
    title: { en: 'What the questions are for', ar: 'الغرض من هذه الأسئلة' },
    text: {
      en: 'The SCOFF questionnaire asks about five signs doctors look for in anorexia nervosa and bulimia: making yourself sick, losing control over eating, losing a lot of weight quickly, seeing yourself as fat when others see you as thin, and food taking over your life. Each "yes" scores one point; two points or more are a reason to talk to a doctor.',
      ar: 'يسأل استبيان سكوف عن خمس علامات يبحث عنها الأطباء في فقدان الشهية العصبي والشره المرضي: التقيؤ المتعمَّد، وفقدان السيطرة على الأكل، وفقدان الكثير من الوزن في وقت قصير، ورؤية نفسك بدينًا بينما يراك الآخرون نحيفًا، وهيمنة الطعام على حياتك. تُحسب لكل إجابة بـ«نعم» درجة واحدة، ومجموع درجتين أو أكثر سبب للتحدث إلى طبيب.',
    },
  },
  bandsTitle: { en: 'What the total means', ar: 'ماذا يعني المجموع' },
  privacy,
  notDiagnosis,
  source: {
    en: 'SCOFF: Morgan JF, Reid F, Lacey JH, "The SCOFF questionnaire: assessment of a new screening tool for eating disorders", BMJ 1999;319:1467–8.',
    ar: 'استبيان سكوف: مورغان وريد ولاسي، «استبيان سكوف: تقييم أداة جديدة للكشف عن اضطرابات الأكل»، المجلة الطبية البريطانية، ١٩٩٩.',
  },
};
