import { centreLinks } from '@/config/contact';
import { paths } from '#contracts/routes';
import { pageMeta } from '../page-meta';
import { PRIVACY_POLICY_DATE } from '#contracts/consent';
import { RETENTION_MONTHS } from '#contracts/retention';
import { site } from '@/config/site';
import { formatNumber } from '@/i18n/format';
import { arabicForm, type ArabicForm } from '@/i18n/plural';
import type { Bilingual } from '@/i18n/text';
import type { LegalBlock, LegalDocument } from '../types';

/** The server's retention period (src/contracts/retention.ts), in words; Arabic counts take their noun form by number. */
function monthsWording(months: number): Bilingual {
  const n = formatNumber(months, 'ar');
  const arabic: Record<ArabicForm, string> = {
    one: 'شهر واحد',
    two: 'شهرين',
    few: `${n} أشهر`,
    many: `${n} شهرًا`,
    other: `${n} شهر`,
  };
  return {
    en: months === 1 ? '1 month' : `${formatNumber(months, 'en')} months`,
    ar: arabic[arabicForm(months)],
  };
}
const retention = monthsWording(RETENTION_MONTHS);

const emailUs = (subject: Bilingual): LegalBlock => ({
  kind: 'link',
  label: { en: 'Email', ar: 'البريد الإلكتروني' },
  href: centreLinks.email,
  display: site.email,
  subject,
});

export const privacyPolicy: LegalDocument = {
  description: {
    en: `How ${site.name.en} handles what you share: no advertising or tracking, enquiries seen only by admissions and the clinicians assessing you, deleted on request.`,
    ar: `كيف يتعامل ${site.name.ar} مع المعلومات التي تشاركها: لا إعلانات ولا تتبّع، ولا يطّلع على الاستفسار إلا فريق القبول والمختصون المعنيّون بتقييمك، ويُحذف عند الطلب.`,
  },
  intro: {
    en: 'Seeking help is private, and so is the information you share with us. This policy explains in plain language what we collect through this website, why, who sees it, how long we keep it, and how to ask us to delete it.',
    ar: 'طلب المساعدة شأن خاص، وكذلك المعلومات التي تشاركها معنا. توضّح هذه السياسة بلغة بسيطة ما نجمعه عبر هذا الموقع، ولماذا، ومن يطّلع عليه، وإلى متى نحتفظ به، وكيف تطلب منا حذفه.',
  },
  lastUpdated: PRIVACY_POLICY_DATE,
  sections: [
    {
      id: 'who-we-are',
      title: { en: 'Who we are', ar: 'من نحن' },
      blocks: [
        {
          kind: 'paragraph',
          text: {
            en: `This website belongs to ${site.name.en}, which is operated by ${site.company.name.en}. We are responsible for the personal information you share through it.`,
            ar: `هذا الموقع تابع ل${site.name.ar}، الذي تديره ${site.company.name.ar}، ونحن المسؤولون عن المعلومات الشخصية التي تشاركها عبره.`,
          },
        },
      ],
    },
    {
      id: 'no-tracking',
      title: { en: 'No advertising or tracking', ar: 'لا إعلانات ولا تتبّع' },
      blocks: [
        {
          kind: 'paragraph',
          text: {
            en: 'This website uses no advertising or tracking technology. In particular, it uses:',
            ar: 'لا يستخدم هذا الموقع أي تقنيات إعلانية أو أدوات تتبّع. وعلى وجه التحديد:',
          },
        },
        {
          kind: 'list',
          items: [
            {
              en: 'no analytics or advertising cookies;',
              ar: 'لا ملفات تعريف ارتباط للتحليلات أو الإعلانات؛',
            },
            {
              en: 'no third-party trackers, tracking pixels or social media plugins;',
              ar: 'لا أدوات تتبّع من جهات خارجية، ولا بكسلات تتبّع، ولا إضافات لمنصات التواصل الاجتماعي؛',
            },
            {
              en: 'no embedded third-party maps or videos: our map is a plain link that only opens if you choose it;',
              ar: 'لا خرائط أو مقاطع فيديو مضمّنة من جهات خارجية؛ فالخريطة لدينا مجرد رابط لا يُفتح إلا إذا اخترت ذلك؛',
            },
            {
              en: 'no fonts or images loaded from outside providers: everything comes from our own website.',
              ar: 'لا خطوط أو صور تُحمَّل من مزوّدين خارجيين؛ فكل ذلك يأتي من موقعنا نفسه.',
            },
          ],
        },
        {
          kind: 'paragraph',
          text: {
            en: 'We do not build profiles of visitors, and we never sell, rent or trade personal information.',
            ar: 'لا نُنشئ ملفات تعريفية عن الزوار، ولا نبيع المعلومات الشخصية أو نؤجرها أو نتاجر بها أبدًا.',
          },
        },
      ],
    },
    {
      id: 'browser-storage',
      title: { en: 'What is kept in your browser', ar: 'ما يُحفظ في متصفحك' },
      blocks: [
        {
          kind: 'paragraph',
          text: {
            en: 'The site keeps only a few small items in your own browser. They are not sent to us:',
            ar: 'لا يحفظ الموقع في متصفحك إلا عناصر قليلة وصغيرة، ولا تُرسَل إلينا:',
          },
        },
        {
          kind: 'list',
          items: [
            { en: 'your language preference (Arabic or English);', ar: 'اللغة التي تفضّلها (العربية أو الإنجليزية)؛' },
            { en: 'your colour preference (light or dark);', ar: 'نمط الألوان الذي تفضّله (فاتح أو داكن)؛' },
            {
              en: 'a draft of a form you have started, so it is not lost if the page reloads. It lasts only until you close the tab and is deleted as soon as the form is sent.',
              ar: 'مسودة النموذج الذي بدأت تعبئته، حتى لا تضيع إذا أُعيد تحميل الصفحة. وتبقى حتى تغلق علامة التبويب فقط، وتُحذف فور إرسال النموذج.',
            },
          ],
        },
        {
          kind: 'paragraph',
          text: {
            en: 'If you are a member of our staff and log in, the site also remembers that you are logged in and what is in your cart. You can clear all of these at any time in your browser’s settings.',
            ar: 'وإذا كنت من فريق المركز وسجّلت الدخول، يتذكّر الموقع أيضًا أنك مسجّل الدخول وما في سلتك. ويمكنك مسح كل ذلك في أي وقت من إعدادات متصفحك.',
          },
        },
      ],
    },
    {
      id: 'enquiry-data',
      title: { en: 'What we collect when you contact us', ar: 'ما نجمعه حين تتواصل معنا' },
      blocks: [
        {
          kind: 'paragraph',
          text: {
            en: 'When you send the admissions enquiry or the contact form, we receive what you enter:',
            ar: 'حين ترسل نموذج استفسار القبول أو نموذج التواصل، تصلنا البيانات التي تُدخلها:',
          },
        },
        {
          kind: 'list',
          items: [
            { en: 'your name;', ar: 'اسمك؛' },
            { en: 'your phone number and its country code;', ar: 'رقم هاتفك ورمز دولته؛' },
            { en: 'your email address, if you give it;', ar: 'بريدك الإلكتروني إن قدّمته؛' },
            {
              en: 'the programme you are interested in, whether the enquiry is for you or for someone you care for, and how and when you prefer us to contact you;',
              ar: 'البرنامج الذي يهمّك، وهل الاستفسار عنك أم عن شخص يهمّك أمره، والوسيلة والوقت اللذان تفضّلهما للتواصل؛',
            },
            {
              en: 'how we may contact you discreetly: the days and hours when it is safe, with the time zone your browser reports, and whether we may leave a message or say the centre’s name;',
              ar: 'كيف نتواصل معك بسرّية: الأيام والساعات التي يمكننا التواصل معك فيها بأمان، مع المنطقة الزمنية التي يُظهرها متصفحك، وهل يمكننا ترك رسالة أو ذكر اسم المركز؛',
            },
            {
              en: 'if you tell us: who you are to the person you enquire for and whether they know about it, and how you heard about us;',
              ar: 'إن أخبرتنا بذلك: صلتك بالشخص الذي تستفسر عنه وهل يعلم باستفسارك، وكيف عرفت بنا؛',
            },
            {
              en: 'only if you choose to send them with your enquiry: your answers to one of the three self-checks (for low mood, worry or eating), from which we work out its result;',
              ar: 'فقط إن اخترت إرسالها مع استفسارك: إجاباتك عن أحد استبيانات التقييم الذاتي الثلاثة (للمزاج المنخفض أو للقلق أو للأكل)، ونحسب نتيجته منها؛',
            },
            { en: 'your message, and its subject on the contact form;', ar: 'رسالتك، وموضوعها في نموذج التواصل؛' },
            {
              en: 'your agreement to this policy: which version of the agreement the form showed you, in which language, and when you sent it. We keep this record, without your details, even after your enquiry is withdrawn or deleted, to show that we asked.',
              ar: 'موافقتك على هذه السياسة: أيّ نسخة من نص الموافقة عرضها عليك النموذج، وبأيّ لغة، ومتى أرسلته. ونحتفظ بهذا السجل دون بياناتك حتى بعد سحب استفسارك أو حذفه، لنُثبت أننا طلبنا موافقتك.',
            },
          ],
        },
        {
          kind: 'paragraph',
          text: {
            en: 'Please share only what we need to reach you. There is no need to write detailed medical information in the form; if you wish, we will discuss it in confidence during the assessment.',
            ar: 'يُرجى ألا تشارك إلا ما نحتاج إليه للتواصل معك؛ فلا حاجة إلى كتابة معلومات طبية مفصّلة في النموذج، وسنناقشها معك بسرية خلال التقييم إن رغبت.',
          },
        },
        {
          kind: 'paragraph',
          text: {
            en: 'If you call us, message us on WhatsApp or email us, we keep your contact details and a short note of the conversation in the same way. WhatsApp and email providers handle messages under their own policies.',
            ar: 'وإذا اتصلت بنا أو راسلتنا عبر واتساب أو البريد الإلكتروني، نحتفظ ببيانات تواصلك وملاحظة موجزة عن المحادثة بالطريقة نفسها. أما مزوّدو خدمة واتساب والبريد الإلكتروني فيتعاملون مع الرسائل وفق سياساتهم الخاصة.',
          },
        },
        {
          kind: 'paragraph',
          text: {
            en: 'Like every website, our server receives basic technical details with each visit, such as your device’s IP address, your browser type and the page requested. We use them only to keep the site secure and working.',
            ar: 'وكما هو الحال في كل موقع إلكتروني، يتلقى خادمنا مع كل زيارة بيانات تقنية أساسية، مثل عنوان بروتوكول الإنترنت الخاص بجهازك ونوع متصفحك والصفحة المطلوبة، ولا نستخدمها إلا للحفاظ على أمان الموقع وعمله.',
          },
        },
      ],
    },
    {
      id: 'why',
      title: { en: 'Why we use it', ar: 'لماذا نستخدم هذه البيانات' },
      blocks: [
        {
          kind: 'list',
          items: [
            {
              en: 'To reply to you, by the method and at the time you chose.',
              ar: 'للرد عليك بالوسيلة وفي الوقت اللذين اخترتهما.',
            },
            {
              en: 'To arrange and prepare your free assessment, if you ask for one.',
              ar: 'لترتيب تقييمك المجاني والتحضير له، إن طلبته.',
            },
            {
              en: 'To keep a record of what we discussed and agreed.',
              ar: 'للاحتفاظ بسجل لما ناقشناه واتفقنا عليه.',
            },
            {
              en: 'To protect the site from abuse, such as automated spam.',
              ar: 'لحماية الموقع من إساءة الاستخدام، كالرسائل الآلية المزعجة.',
            },
          ],
        },
        {
          kind: 'paragraph',
          text: {
            en: 'We do not use your information for advertising or marketing.',
            ar: 'لا نستخدم معلوماتك لأغراض الإعلان أو التسويق.',
          },
        },
      ],
    },
    {
      id: 'who-sees-it',
      title: { en: 'Who sees it', ar: 'من يطّلع عليها' },
      blocks: [
        {
          kind: 'paragraph',
          text: {
            en: 'Only our admissions team and the clinicians involved in your assessment. The companies that host our website and email store the information on our behalf, under contracts that require them to keep it confidential and use it for nothing else.',
            ar: 'لا يطّلع عليها إلا فريق القبول والمختصون المعنيّون بتقييمك. وتحفظها نيابةً عنا الشركات التي تستضيف موقعنا وبريدنا الإلكتروني، بموجب عقود تُلزمها بسريتها وبعدم استخدامها لأي غرض آخر.',
          },
        },
        {
          kind: 'paragraph',
          text: {
            en: 'We do not share it with anyone else, including relatives or employers, unless you ask us to, or the law requires it to protect someone’s life or safety.',
            ar: 'ولا نشاركها مع أي جهة أخرى، بما في ذلك الأقارب أو جهات العمل، إلا بطلب منك، أو إذا أوجب القانون ذلك لحماية حياة شخص أو سلامته.',
          },
        },
      ],
    },
    {
      id: 'how-long',
      title: { en: 'How long we keep it', ar: 'مدة الاحتفاظ بالبيانات' },
      blocks: [
        {
          kind: 'list',
          items: [
            {
              en: `Enquiries and messages sent through this website are deleted automatically ${retention.en} after they reach us.`,
              ar: `تُحذف الاستفسارات والرسائل المرسلة عبر هذا الموقع تلقائيًا بعد ${retention.ar} من وصولها إلينا.`,
            },
            {
              en: 'If you become a guest, your enquiry becomes part of your confidential medical record, which we keep for as long as the health-record laws of the United Arab Emirates require.',
              ar: 'إذا أصبحت من ضيوفنا، يصبح استفسارك جزءًا من سجلك الطبي السرّي، الذي نحتفظ به طوال المدة التي تفرضها قوانين السجلات الصحية في دولة الإمارات العربية المتحدة.',
            },
            {
              en: 'Technical server records are deleted after 30 days.',
              ar: 'تُحذف السجلات التقنية للخادم بعد ٣٠ يومًا.',
            },
          ],
        },
      ],
    },
    {
      id: 'withdraw-enquiry',
      title: { en: 'Withdrawing your enquiry yourself', ar: 'سحب استفسارك بنفسك' },
      blocks: [
        {
          kind: 'paragraph',
          text: {
            en: 'You have the right to have your enquiry or message deleted, and you can do it yourself. When you send a form, the confirmation shows its reference and a private withdrawal code, once. With both, our withdrawal page shows you what we hold and where it stands, and lets you withdraw it at any time, without calling or writing to us.',
            ar: 'يحق لك أن تطلب حذف استفسارك أو رسالتك، ويمكنك أن تفعل ذلك بنفسك. فحين ترسل نموذجًا، تعرض لك رسالة التأكيد رقمه المرجعي ورمز سحب خاصًّا، مرة واحدة فقط. وبهما معًا تعرض لك صفحة السحب ما نحتفظ به والمرحلة التي بلغها، وتتيح لك سحبه في أي وقت دون أن تتصل بنا أو تراسلنا.',
          },
        },
        {
          kind: 'list',
          items: [
            {
              en: 'Withdrawing deletes the enquiry or message for good, with our team’s notes on it, the record of our attempts to reach you and its history. It cannot be undone, and our next routine maintenance clears any trace of it left in our systems.',
              ar: 'يحذف السحبُ الاستفسارَ أو الرسالة نهائيًا، ومعه ملاحظات فريقنا عليه وسجل محاولاتنا للتواصل معك وتاريخه كله. ولا يمكن التراجع عن ذلك، وتزيل الصيانة الدورية التالية أي أثر متبقٍّ منه في أنظمتنا.',
            },
            {
              en: 'Afterwards our staff see only that you withdrew the enquiry with that reference, and nothing of what you wrote.',
              ar: 'ولا يرى موظفونا بعد ذلك إلا أنك سحبت الاستفسار الذي يحمل ذلك الرقم المرجعي، دون أي شيء مما كتبته.',
            },
            {
              en: 'We do not keep the code itself, only a fingerprint of it from which it cannot be worked out, so we cannot show it to you again. Keep it somewhere private.',
              ar: 'لا نحفظ الرمز نفسه، بل بصمة منه لا يمكن استنتاجه منها، لذا لا نستطيع أن نعرضه عليك مرة أخرى. فاحفظه في مكان خاص.',
            },
            {
              en: `If you do not withdraw it, it is still deleted automatically ${retention.en} after it reaches us.`,
              ar: `وإن لم تسحبه، فإنه يُحذف تلقائيًا بعد ${retention.ar} من وصوله إلينا.`,
            },
            {
              en: 'If you have lost the code, ask us by email or phone, as the next section explains.',
              ar: 'وإن أضعت الرمز، فاطلب الحذف منا بالبريد الإلكتروني أو بالهاتف، كما يوضّح القسم التالي.',
            },
          ],
        },
        { kind: 'page', link: { label: pageMeta.withdraw.heading, to: paths.withdraw } },
      ],
    },
    {
      id: 'your-rights',
      title: { en: 'Your rights and how to use them', ar: 'حقوقك وكيف تمارسها' },
      blocks: [
        {
          kind: 'paragraph',
          text: {
            en: 'You have the right to ask us at any time to show you the information we hold about you, to give you a copy of it, to correct it, to stop using it, or to delete it.',
            ar: 'يحق لك أن تطلب منا في أي وقت الاطلاع على المعلومات التي نحتفظ بها عنك، أو الحصول على نسخة منها، أو تصحيحها، أو التوقف عن استخدامها، أو حذفها.',
          },
        },
        {
          kind: 'list',
          items: [
            {
              en: 'With your reference and withdrawal code, you can make any of these requests yourself on our withdrawal page. A copy is given to you there straight away: a page you can read, in Arabic and English, and a file a computer can read.',
              ar: 'وبرقمك المرجعي ورمز السحب، يمكنك أن تطلب أيًّا من ذلك بنفسك من صفحة السحب. وتحصل هناك على النسخة فورًا: صفحة تقرؤها بالعربية والإنجليزية، وملف تقرؤه أجهزة الحاسوب.',
            },
            {
              en: 'Without the code, email us, ideally from the address you used before, or call us. We will check that the request comes from you.',
              ar: 'ومن دون الرمز، راسلنا بالبريد الإلكتروني، ويُفضَّل أن يكون من العنوان الذي استخدمته سابقًا، أو اتصل بنا، وسنتحقق من أن الطلب صادر عنك.',
            },
            {
              en: 'We record every request with the day it reached us, and reply within 30 days.',
              ar: 'نسجّل كل طلب مع تاريخ وصوله إلينا، ونردّ عليه خلال ٣٠ يومًا.',
            },
            {
              en: 'Deleting an enquiry does not remove a medical record that the law requires us to keep.',
              ar: 'ولا يشمل حذف الاستفسار السجلات الطبية التي يُلزمنا القانون بالاحتفاظ بها.',
            },
          ],
        },
        { kind: 'page', link: { label: pageMeta.withdraw.heading, to: paths.withdraw } },
        emailUs({ en: 'Privacy request', ar: 'طلب بشأن الخصوصية' }),
      ],
    },
    {
      id: 'security',
      title: { en: 'How we protect it', ar: 'كيف نحميها' },
      blocks: [
        {
          kind: 'paragraph',
          text: {
            en: 'The site is served over an encrypted connection. Enquiries are kept in systems with restricted access, and everyone who handles them is trained in confidentiality.',
            ar: 'يعمل الموقع عبر اتصال مشفّر، وتُحفظ الاستفسارات في أنظمة يقتصر الوصول إليها على المخوَّلين، وكل من يتعامل معها مدرَّب على السرية.',
          },
        },
        {
          kind: 'paragraph',
          text: {
            en: 'Our staff log in with a password and a second factor. Each time one of them opens, lists, searches or exports enquiries, it is written to a record that cannot be changed from the website.',
            ar: 'يسجّل موظفونا الدخول بكلمة مرور وعامل تحقق ثانٍ، وكلما فتح أحدهم الاستفسارات أو استعرض قائمتها أو بحث فيها أو صدّرها، يُدوَّن ذلك في سجل لا يمكن تعديله من الموقع.',
          },
        },
        {
          kind: 'paragraph',
          text: {
            en: 'If a breach of security ever affects your information, we record it, tell the authority responsible for data protection within 72 hours of finding it where the law requires, and tell you when it puts you at risk: discreetly, by the way and at the times you chose.',
            ar: 'وإذا تعرّضت معلوماتك يومًا لاختراق أمني، نسجّله، ونُبلغ الجهة المختصة بحماية البيانات خلال ٧٢ ساعة من اكتشافه حيث يوجب القانون ذلك، ونُبلغك إذا كان يعرّضك لخطر، بسرّية وبالوسيلة وفي الأوقات التي اخترتها.',
          },
        },
      ],
    },
    {
      id: 'children',
      title: { en: 'Children', ar: 'الأطفال' },
      blocks: [
        {
          kind: 'paragraph',
          text: {
            en: 'Our residential programmes are for adults. If you are under 18, please ask a parent or guardian to contact us for you.',
            ar: 'برامجنا الإقامية مخصصة للبالغين. إذا كان عمرك دون الثامنة عشرة، فيُرجى أن تطلب من أحد والديك أو من وليّ أمرك التواصل معنا نيابةً عنك.',
          },
        },
      ],
    },
    {
      id: 'changes',
      title: { en: 'Changes to this policy', ar: 'التعديلات على هذه السياسة' },
      blocks: [
        {
          kind: 'paragraph',
          text: {
            en: 'If we change how we handle personal information, we will update this page and the date shown on it.',
            ar: 'إذا غيّرنا طريقة تعاملنا مع المعلومات الشخصية، فسنحدّث هذه الصفحة والتاريخ المذكور فيها.',
          },
        },
      ],
    },
    {
      id: 'contact',
      title: { en: 'Questions', ar: 'للاستفسار' },
      blocks: [
        {
          kind: 'paragraph',
          text: {
            en: 'If anything in this policy is unclear, or you are worried about how your information has been handled, please tell us.',
            ar: 'إذا كان أي جزء من هذه السياسة غير واضح، أو كان لديك قلق بشأن طريقة التعامل مع معلوماتك، فيُرجى إخبارنا.',
          },
        },
        emailUs({ en: 'Privacy question', ar: 'استفسار عن الخصوصية' }),
        {
          kind: 'page',
          link: { label: { en: 'All ways to contact us', ar: 'جميع وسائل التواصل معنا' }, to: paths.contactUs },
        },
      ],
    },
  ],
};
