import type { Band } from '#contracts/screeners';
import type { Bilingual } from '@/i18n/text';

/** The questionnaire's controls and its result, in both languages. */
export const selfCheckWording = {
  questionLabel: { en: 'Question {number} of {count}', ar: 'السؤال {number} من {count}' },
  seeResult: { en: 'See my result', ar: 'اعرض نتيجتي' },
  startAgain: { en: 'Start again', ar: 'ابدأ من جديد' },
  unanswered: {
    en: 'Answer every question to see a result. Not answered yet: {questions}.',
    ar: 'أجب عن جميع الأسئلة لتظهر النتيجة. لم تُجب بعد عن: {questions}.',
  },
  resultTitle: { en: 'Your result', ar: 'نتيجتك' },
  total: { en: 'Your total is {score} out of {maximum}: {band}.', ar: 'مجموعك {score} من {maximum}: {band}.' },
  notDiagnosis: {
    en: 'This is not a diagnosis. Only a conversation with a doctor or therapist can tell what lies behind these answers.',
    ar: 'هذا ليس تشخيصًا، فلا يبيّن ما وراء هذه الإجابات إلا حديث مع طبيب أو معالج.',
  },
  stillPrivate: {
    en: 'This result was worked out on your device and has not been sent to us. Your answers reach us only if you choose to send them with an enquiry.',
    ar: 'حُسبت هذه النتيجة على جهازك ولم تُرسَل إلينا، ولا تصلنا إجاباتك إلا إذا اخترت إرسالها مع استفسار.',
  },
  bookAssessment: { en: 'Talk to us in confidence', ar: 'تحدّث إلينا بسرية تامة' },
  sendAnswers: { en: 'Send my answers with an enquiry', ar: 'أرسل إجاباتي مع استفسار' },
  /** The band table's column headings. */
  totalColumn: { en: 'Total', ar: 'المجموع' },
  bandColumn: { en: 'Level of signs', ar: 'مستوى العلامات' },
  range: { en: '{from} to {to}', ar: 'من {from} إلى {to}' },
} satisfies Record<string, Bilingual>;

/** What each band means, in plain words, for the visitor who just scored it. */
export const bandMeanings: Readonly<Record<Band, Bilingual>> = {
  minimal: {
    en: 'Few of these signs at the moment. If something still troubles you, we are glad to talk.',
    ar: 'القليل من هذه العلامات في الوقت الحالي. وإن كان شيء ما لا يزال يقلقك، فيسعدنا أن نتحدث معك.',
  },
  mild: {
    en: 'Some of these signs. Keep an eye on them: if they last or grow, speak to a doctor or to us.',
    ar: 'بعض هذه العلامات. راقبها، فإن استمرت أو ازدادت فتحدّث إلى طبيب أو إلينا.',
  },
  moderate: {
    en: 'Clear signs that are affecting your days. Talking to a doctor or therapist would help, and we can arrange a confidential assessment.',
    ar: 'علامات واضحة تؤثر في أيامك. سيفيدك الحديث مع طبيب أو معالج، ويمكننا ترتيب تقييم سري لك.',
  },
  moderatelySevere: {
    en: 'Strong signs. Please speak to a doctor or therapist soon; we can arrange a confidential assessment.',
    ar: 'علامات قوية. نرجو أن تتحدث إلى طبيب أو معالج قريبًا، ويمكننا ترتيب تقييم سري لك.',
  },
  severe: {
    en: 'Very strong signs. Please speak to a doctor or therapist as soon as you can; we can arrange a confidential assessment.',
    ar: 'علامات قوية جدًا. نرجو أن تتحدث إلى طبيب أو معالج في أقرب وقت ممكن، ويمكننا ترتيب تقييم سري لك.',
  },
  fewSigns: {
    en: 'Fewer than two of these signs. If eating or weight still worries you, or worries you about someone you love, we are glad to talk.',
    ar: 'أقل من علامتين من هذه العلامات. وإن كان الأكل أو الوزن لا يزال يقلقك، بشأنك أو بشأن أحد أحبّائك، فيسعدنا أن نتحدث معك.',
  },
  possibleCase: {
    en: 'Two or more of these signs, which can point to an eating disorder such as anorexia or bulimia. Please speak to a doctor soon; we can arrange a confidential assessment.',
    ar: 'علامتان أو أكثر من هذه العلامات، وقد تشير إلى اضطراب في الأكل مثل فقدان الشهية العصبي أو الشره المرضي. نرجو أن تتحدث إلى طبيب قريبًا، ويمكننا ترتيب تقييم سري لك.',
  },
};
