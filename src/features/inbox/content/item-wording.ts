import type { Bilingual } from '@/i18n/text';
import type { PersonKnows, Relationship } from '#contracts/forms/discretion';
import type { MessageSender } from '#contracts/messages';
import type { AttemptChannel, LinkState } from '#contracts/pipeline';

/**
 * The item page's wording for the pipeline: the family's rules, the owner, the stage, contact
 * attempts, the follow-up, the clock, duplicates and the history. `{name}` placeholders are filled
 * in at render time. An enquiry is «استفسار» and the family «الأسرة» (second Arabic review).
 */

/** The family's rules and what they told us about the enquiry. */
export const rulesWording = {
  heading: { en: 'How the family asked to be contacted', ar: 'كيف طلبت الأسرة أن نتواصل معها' },
  none: {
    en: 'This family set no contact rules (sent before they existed).',
    ar: 'لم تحدّد هذه الأسرة قواعد للتواصل (أُرسل الاستفسار قبل إتاحتها).',
  },
  channelLabel: { en: 'The one way to contact them', ar: 'الوسيلة الوحيدة للتواصل' },
  channelOnly: {
    phone: { en: 'Phone calls only', ar: 'المكالمات الهاتفية فقط' },
    whatsapp: { en: 'WhatsApp only', ar: 'واتساب فقط' },
    email: { en: 'Email only', ar: 'البريد الإلكتروني فقط' },
  } satisfies Record<AttemptChannel, Bilingual>,
  anyChannel: { en: 'No channel chosen', ar: 'لم يحدّدوا وسيلة' },
  messagesLabel: { en: 'Voicemail and messages', ar: 'الرسائل الصوتية والمكتوبة' },
  noMessage: { en: 'No voicemail or message', ar: 'لا تترك رسالة صوتية أو مكتوبة' },
  messagesAllowed: { en: 'Messages allowed', ar: 'يمكن ترك رسالة' },
  nameLabel: { en: 'The centre’s name', ar: 'اسم المركز' },
  noName: { en: 'Don’t say the centre’s name', ar: 'لا تذكر اسم المركز' },
  nameAllowed: { en: 'May name the centre', ar: 'يمكن ذكر اسم المركز' },
  daysLabel: { en: 'Safe days', ar: 'أيام التواصل المسموح بها' },
  hoursLabel: { en: 'Safe hours (their time)', ar: 'ساعات التواصل المسموح بها (بتوقيتهم)' },
  /** `{time}`: "Friday 14:05"; `{zone}`: "Asia/Dubai". */
  theirTime: { en: 'Their time now: {time} ({zone})', ar: 'الوقت لديهم الآن: {time} ({zone})' },
  safeNow: { en: 'Safe to contact now', ar: 'يمكن التواصل معهم الآن بأمان' },
  /** `{next}`: "Monday 09:00", their time. */
  outside: {
    en: 'Outside their safe hours — next safe time: {next}',
    ar: 'خارج أوقات التواصل التي حدّدوها — أقرب وقت مسموح: {next}',
  },
  outsideNoNext: { en: 'Outside their safe hours', ar: 'خارج أوقات التواصل التي حدّدوها' },
  aboutHeading: { en: 'About the enquiry', ar: 'عن الاستفسار' },
  sentByLabel: { en: 'Sent by', ar: 'المرسِل' },
  sentBySelf: { en: 'Sent by the person themselves', ar: 'أرسله الشخص المعني بنفسه' },
  sentByUnknown: { en: 'Sent for someone else; relationship not given', ar: 'أُرسل نيابةً عن شخص آخر دون ذكر الصلة به' },
  knowsLabel: { en: 'Does the person know?', ar: 'هل يعلم الشخص المعني؟' },
  heardLabel: { en: 'How they heard', ar: 'كيف عرفوا بنا' },
  notSaid: { en: 'Not said', ar: 'لم يُذكر' },
};

/** "Sent by their parent": who sent the enquiry, to the person it is for. */
export const relationshipWording: Record<Relationship, Bilingual> = {
  parent: { en: 'Sent by their parent', ar: 'أرسله أحد الوالدين' },
  spouse: { en: 'Sent by their husband or wife', ar: 'أرسله الزوج أو الزوجة' },
  child: { en: 'Sent by their son or daughter', ar: 'أرسله الابن أو الابنة' },
  sibling: { en: 'Sent by their brother or sister', ar: 'أرسله الأخ أو الأخت' },
  otherRelative: { en: 'Sent by another relative', ar: 'أرسله أحد الأقارب' },
  friend: { en: 'Sent by a friend', ar: 'أرسله صديق أو صديقة' },
  employer: { en: 'Sent by their employer', ar: 'أرسله صاحب العمل' },
  doctor: { en: 'Sent by a doctor', ar: 'أرسله طبيب' },
};

export const personKnowsWording: Record<PersonKnows, Bilingual> = {
  yes: { en: 'Yes, they know about this enquiry', ar: 'نعم، على علم بهذا الاستفسار' },
  no: { en: 'No — they do not know about this enquiry', ar: 'لا، ليس على علم بهذا الاستفسار' },
  notSure: { en: 'The sender does not know', ar: 'لا يعرف المرسِل ذلك' },
};

/** The contact links' warnings. */
export const linksWording = {
  chosen: { en: 'Their chosen channel', ar: 'الوسيلة التي اختاروها' },
  notChosen: { en: 'Not their chosen channel', ar: 'ليست الوسيلة التي اختاروها' },
  /** `{time}`, `{zone}`, `{next}` as in the rules. */
  outside: {
    en: 'It is {time} for them ({zone}), outside the hours they said are safe. Next safe time: {next}.',
    ar: 'الوقت لديهم الآن {time} ({zone})، وهو خارج أوقات التواصل التي حدّدوها. أقرب وقت مسموح: {next}.',
  },
  outsideNoNext: {
    en: 'It is {time} for them ({zone}), outside the hours they said are safe.',
    ar: 'الوقت لديهم الآن {time} ({zone})، وهو خارج الساعات التي حدّدوها للتواصل الآمن.',
  },
  contactAnyway: { en: 'Contact anyway', ar: 'التواصل رغم ذلك' },
  notNow: { en: 'Not now', ar: 'ليس الآن' },
};

export const ownerWording = {
  heading: { en: 'Owner', ar: 'المكلَّف بالمتابعة' },
  /** `{name}`: the owner's name. */
  current: { en: 'Owner: {name}', ar: 'المكلَّف بالمتابعة: {name}' },
  you: { en: 'you', ar: 'أنت' },
  unassigned: { en: 'Unassigned', ar: 'غير مُسنَد' },
  /** `{names}`: the colleagues who have the item open now ("Reem and Badr"). */
  alsoOpen: { en: 'Also open now by {names}', ar: 'مفتوح الآن أيضًا لدى {names}' },
  assignToMe: { en: 'Assign to me', ar: 'أتولّاه' },
  label: { en: 'Assign to', ar: 'إسناد إلى' },
  save: { en: 'Save owner', ar: 'حفظ الإسناد' },
  loading: { en: 'Loading colleagues…', ar: 'جارٍ تحميل قائمة الزملاء…' },
  failed: { en: 'The list of colleagues could not be loaded.', ar: 'تعذّر تحميل قائمة الزملاء.' },
  /** Asked before "Assign to me" takes a colleague's item: `{name}` is the colleague. */
  takeOver: {
    title: { en: '{name} owns this enquiry', ar: 'هذا الاستفسار مُسنَد إلى {name}' },
    detail: {
      en: 'Take it over? It will no longer be theirs, and the history will say you took it.',
      ar: 'هل تريد أن تتولّاه؟ لن يبقى مُسنَدًا إلى {name}، وسيُسجَّل في سجل التغييرات أنك توليته.',
    },
    confirm: { en: 'Take it over', ar: 'نعم، أتولّاه' },
    cancel: { en: 'Keep it with them', ar: 'إبقاؤه كما هو' },
  },
};

export const stageFormWording = {
  heading: { en: 'Stage', ar: 'المرحلة' },
  now: { en: 'Now', ar: 'الآن' },
  label: { en: 'Move to stage', ar: 'النقل إلى مرحلة' },
  reasonLabel: { en: 'Reason for closing', ar: 'سبب الإغلاق' },
  chooseReason: { en: 'Choose a reason', ar: 'اختر سببًا' },
  reasonNeeded: { en: 'Choose why it is closed.', ar: 'اختر سبب الإغلاق.' },
  assessmentLabel: { en: 'Assessment date and time (your time)', ar: 'تاريخ التقييم ووقته (بتوقيتك)' },
  assessmentNeeded: { en: 'Choose when the assessment is.', ar: 'اختر موعد التقييم.' },
  /** `{at}`: a date and time. */
  assessmentAt: { en: 'Assessment: {at}', ar: 'موعد التقييم: {at}' },
  save: { en: 'Save stage', ar: 'حفظ المرحلة' },
};

export const attemptWording = {
  heading: { en: 'Contact attempts', ar: 'محاولات التواصل' },
  channelLegend: { en: 'How', ar: 'الوسيلة' },
  outcomeLegend: { en: 'What happened', ar: 'النتيجة' },
  log: { en: 'Log attempt', ar: 'تسجيل المحاولة' },
  logged: { en: 'Logged.', ar: 'تم التسجيل.' },
  noMessage: {
    en: '“Left a message” is not available: the family asked for no voicemail or message.',
    ar: 'خيار «تُركت رسالة» غير متاح: طلبت الأسرة عدم ترك رسالة صوتية أو مكتوبة.',
  },
  /** `{tries}`: "3 tries" / «٣ محاولات». */
  failed: { en: '{tries} without reaching them', ar: '{tries} دون الوصول إليهم' },
  none: { en: 'No attempts logged yet.', ar: 'لم تُسجَّل أي محاولة بعد.' },
  listHeading: { en: 'Attempts so far', ar: 'المحاولات حتى الآن' },
  checkTitle: { en: 'Before you log it', ar: 'قبل التسجيل' },
  /** `{theirs}`: the weekday and time on the family's clock. */
  checkOutside: {
    en: 'It is {theirs} for them, outside the days and hours they allow.',
    ar: 'الوقت لديهم {theirs}، وهو خارج الأيام والساعات التي يسمحون بها.',
  },
  /** `{ago}`: "2 minutes ago" / «قبل دقيقتين». */
  checkRepeat: {
    en: 'The same try was logged {ago}. Is this another one?',
    ar: 'سُجّلت المحاولة نفسها {ago}. هل هذه محاولة أخرى؟',
  },
  logAnyway: { en: 'Log it anyway', ar: 'تسجيلها على أي حال' },
  alsoLegend: { en: 'Saved with this attempt (optional)', ar: 'يُحفظ مع هذه المحاولة (اختياري)' },
  stageLabel: { en: 'Stage after this attempt', ar: 'المرحلة بعد هذه المحاولة' },
  /** `{stage}`: the stage the item will be in ("In contact"). */
  stageAsItIs: { en: 'No change: {stage}', ar: 'دون تغيير: {stage}' },
  followUpLabel: { en: 'Next follow-up (your time)', ar: 'موعد المتابعة التالية (بتوقيتك)' },
};

export const decisionWording = {
  /** `{tries}`: "5 tries" / «٥ محاولات». */
  text: {
    en: '{tries} without reaching the family. Decide: close as not reachable, or set a follow-up to keep trying.',
    ar: '{tries} دون الوصول إلى الأسرة. يلزم قرار: أغلِق الاستفسار لتعذّر الوصول إليهم، أو حدّد موعد متابعة لمواصلة المحاولة.',
  },
  close: { en: 'Close as not reachable', ar: 'إغلاق لتعذّر الوصول' },
  followUp: { en: 'Set a follow-up', ar: 'تحديد موعد متابعة' },
};

export const followUpWording = {
  heading: { en: 'Next step', ar: 'الخطوة التالية' },
  label: { en: 'Follow-up date and time (your time)', ar: 'تاريخ المتابعة ووقتها (بتوقيتك)' },
  save: { en: 'Save follow-up', ar: 'حفظ موعد المتابعة' },
  clear: { en: 'Clear follow-up', ar: 'إلغاء موعد المتابعة' },
  none: { en: 'No follow-up set.', ar: 'لم يُحدَّد موعد متابعة.' },
  /** `{time}`: "16:00". */
  dueToday: { en: 'Follow-up due today at {time}', ar: 'المتابعة مستحقة اليوم الساعة {time}' },
  /** `{at}`: a date and time. */
  overdue: { en: 'Follow-up overdue since {at}', ar: 'المتابعة متأخرة منذ {at}' },
  dueOn: { en: 'Follow-up on {at}', ar: 'موعد المتابعة: {at}' },
  presets: {
    label: { en: 'Ready times', ar: 'أوقات جاهزة' },
    nextAllowed: { en: 'Their next allowed time', ar: 'أقرب وقت يسمحون به' },
    tomorrowMorning: { en: 'Tomorrow morning', ar: 'صباح الغد' },
    inTwoDays: { en: 'In two days', ar: 'بعد يومين' },
  },
  /** `{theirs}`: the chosen time on the family's clock ("Friday 20:00"). */
  outside: {
    en: 'Outside the times they allow: {theirs} their time.',
    ar: 'خارج أوقات التواصل التي حدّدوها: {theirs} بتوقيتهم.',
  },
  /** `{next}`: their next allowed time, on the reader's clock. */
  outsideNext: { en: 'Their next allowed time: {next}.', ar: 'أقرب وقت مسموح: {next}.' },
};

export const clockWording = {
  /** `{time}`: "15:30", or a date and time when not today. */
  dueBy: { en: 'First response due by {time}', ar: 'الرد الأول مطلوب قبل {time}' },
  overdue: { en: 'First response overdue (was due by {time})', ar: 'تأخّر الرد الأول (كان مطلوبًا قبل {time})' },
  responded: { en: 'First response {at}', ar: 'أول رد: {at}' },
  /** `{time}`: when the family's window next opens, in the reader's own time ("Sunday 09:00"). */
  waiting: { en: 'Waiting for their window ({time}, your time)', ar: 'بانتظار الوقت المسموح لديهم ({time} بتوقيتك)' },
};

export const duplicatesWording = {
  heading: { en: 'Possible duplicates', ar: 'استفسارات قد تكون للأسرة نفسها' },
  lead: {
    en: 'Nothing is merged: linking only records that both are one family.',
    ar: 'لا يُدمج شيء: الربط يسجّل فقط أن الاستفسارين لأسرة واحدة.',
  },
  /** `{at}`: a date and time. */
  received: { en: 'Received {at}', ar: 'وصل في {at}' },
  /** `{reasons}`: "same phone number, same name". */
  reasons: { en: 'Why: {reasons}', ar: 'السبب: {reasons}' },
  state: { en: 'Decision', ar: 'القرار' },
  undecided: { en: 'Undecided', ar: 'لم يُبتّ فيه بعد' },
  same: { en: 'Same family', ar: 'الأسرة نفسها' },
  notSame: { en: 'Not the same family', ar: 'ليست الأسرة نفسها' },
  undo: { en: 'Undo the decision', ar: 'التراجع عن القرار' },
};

export const historyWording = {
  heading: { en: 'History', ar: 'سجل التغييرات' },
  none: { en: 'No changes yet.', ar: 'لا توجد تغييرات بعد.' },
  /** `{stage}`, and `{reason}` for a closed one. */
  stage: { en: 'Stage: {stage}', ar: 'المرحلة: {stage}' },
  closed: { en: 'Closed — {reason}', ar: 'أُغلق — {reason}' },
  assessmentBooked: { en: 'Assessment booked for {at}', ar: 'حُجز موعد التقييم في {at}' },
  assigned: { en: 'Assigned to {name}', ar: 'أُسند إلى {name}' },
  unassigned: { en: 'Unassigned', ar: 'أُلغي الإسناد' },
  /** `{channel} — {outcome}`: "Phone call — no answer". */
  attempt: { en: '{channel} — {outcome}', ar: '{channel} — {outcome}' },
  followUpSet: { en: 'Follow-up set for {at}', ar: 'حُدّد موعد متابعة في {at}' },
  followUpCleared: { en: 'Follow-up cleared', ar: 'أُلغي موعد المتابعة' },
  note: { en: 'Note added', ar: 'أُضيفت ملاحظة' },
  clinical: { en: 'Clinical decision: {decision}', ar: 'القرار السريري: {decision}' },
  /** Its words are in the item's messages. */
  message: {
    family: { en: 'Message from the family', ar: 'رسالة من الأسرة' },
    staff: { en: 'Message to the family', ar: 'رسالة إلى الأسرة' },
  } satisfies Record<MessageSender, Bilingual>,
  link: {
    flagged: { en: 'Flagged as a possible duplicate of {reference}', ar: 'رُصد تشابه محتمل مع {reference}' },
    linked: { en: 'Marked as the same family as {reference}', ar: 'رُبط بـ {reference} (الأسرة نفسها)' },
    dismissed: { en: 'Marked as not the same family as {reference}', ar: 'فُصل عن {reference} (ليست الأسرة نفسها)' },
  } satisfies Record<LinkState, Bilingual>,
};

export const notesWording = {
  heading: { en: 'Internal notes', ar: 'الملاحظات الداخلية' },
};

/** Why a write did not go through. */
export const problemWording = {
  conflict: {
    en: 'Someone else changed this enquiry a moment ago. Here is the latest version; check it, then save again. What you entered is kept.',
    ar: 'عدّل زميل آخر هذا الاستفسار قبل قليل. هذه أحدث نسخة منه؛ راجعها ثم احفظ مجددًا. ما أدخلته لم يُفقد.',
  },
  againstRules: {
    en: 'Not logged: the family asked for no voicemail or message, so “Left a message” cannot be recorded. Choose what happened instead.',
    ar: 'لم تُسجَّل المحاولة: طلبت الأسرة عدم ترك رسالة صوتية أو مكتوبة، فلا يمكن تسجيل «تُركت رسالة». اختر ما حدث فعلًا.',
  },
  unknownOwner: {
    en: 'This colleague can no longer be assigned. Choose someone else.',
    ar: 'لم يعد من الممكن الإسناد إلى هذا الزميل. اختر زميلًا آخر.',
  },
  unknownLink: {
    en: 'This possible duplicate is no longer waiting for a decision. Reload the page to see the latest.',
    ar: 'لم يعد هذا التشابه المحتمل بانتظار قرار. أعد تحميل الصفحة لعرض أحدث نسخة.',
  },
  forbidden: {
    en: 'Your account does not have permission to change this enquiry.',
    ar: 'لا يملك حسابك صلاحية تعديل هذا الاستفسار.',
  },
  failed: {
    en: 'The change was not saved. Check your connection and try again.',
    ar: 'لم يُحفظ التغيير. يُرجى التحقق من اتصالك ثم إعادة المحاولة.',
  },
};

/** The self-check a family chose to send with its enquiry, as the item shows it. */
export const selfCheckWording = {
  heading: { en: 'Self-check sent with the enquiry', ar: 'التقييم الذاتي المرسل مع الاستفسار' },
  /** `{name}`: the questionnaire; `{score}` of `{maximum}`; `{band}`: its published level. */
  result: { en: '{name}: {score} of {maximum}, {band}', ar: '{name}: {score} من {maximum}، {band}' },
  crisis: {
    en: 'They answered above zero to the question about thoughts of self-harm. Follow the crisis procedure before anything else.',
    ar: 'أجابوا بأكثر من صفر عن سؤال أفكار إيذاء النفس. اتبع إجراءات الأزمات قبل أي شيء آخر.',
  },
  notDiagnosis: {
    en: 'Answered by the family on the website: a self-check is not a diagnosis.',
    ar: 'أجابت عنه الأسرة على الموقع، والتقييم الذاتي ليس تشخيصًا.',
  },
} satisfies Record<string, Bilingual>;
