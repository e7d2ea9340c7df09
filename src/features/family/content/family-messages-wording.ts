/** The family's messages with the admissions team, on its home. */
export const familyMessagesWording = {
  heading: { en: 'Messages', ar: 'الرسائل' },
  intro: {
    en: 'Write to the admissions team here; their answers appear here too. We tell you of a new answer only in the way and at the times you chose.',
    ar: 'اكتبوا إلى فريق القبول هنا، وستظهر ردوده هنا أيضًا. لا نُعلمكم بأي ردّ جديد إلا بالطريقة وفي الأوقات التي اخترتموها.',
  },
  threadLabel: { en: 'Your messages with the admissions team', ar: 'رسائلكم مع فريق القبول' },
  none: { en: 'No messages yet.', ar: 'لا توجد رسائل بعد.' },
  you: { en: 'You', ar: 'أنتم' },
  team: { en: 'The admissions team', ar: 'فريق القبول' },
  label: { en: 'Your message', ar: 'رسالتكم' },
  send: { en: 'Send', ar: 'إرسال' },
  sending: { en: 'Sending…', ar: 'جارٍ الإرسال…' },
  invalid: {
    en: 'Your message holds hidden control characters: remove them or type it again.',
    ar: 'تحتوي رسالتكم على رموز تحكم مخفية: احذفوها أو اكتبوا الرسالة من جديد.',
  },
  failed: {
    en: 'Your message was not sent. Please try again.',
    ar: 'لم تُرسَل رسالتكم. يُرجى إعادة المحاولة.',
  },
  loading: { en: 'Loading your messages…', ar: 'جارٍ تحميل رسائلكم…' },
  loadFailed: { en: 'We could not load your messages.', ar: 'تعذّر تحميل رسائلكم.' },
};
