import { paths } from '#contracts/routes';
import type { Bilingual } from '@/i18n/text';
import type { InternalLink } from '../types';

/** The page where a family withdraws its enquiry with its reference and withdrawal code. */
export const withdraw = {
  description: {
    en: 'See what the centre holds from your enquiry or message, and withdraw it: it is deleted for good.',
    ar: 'اطّلع على ما يحتفظ به المركز من استفسارك أو رسالتك، واسحبه: يُحذف نهائيًا.',
  } satisfies Bilingual,
  intro: {
    en: 'Enter the reference and the withdrawal code from the confirmation you saw when you sent your enquiry or message. You will see what we hold and where it stands, and you can withdraw it: it is then deleted for good.',
    ar: 'أدخل الرقم المرجعي ورمز السحب الواردين في رسالة التأكيد التي ظهرت لك عند إرسال استفسارك أو رسالتك، فتطّلع على ما نحتفظ به والمرحلة التي بلغها، ويمكنك سحبه ليُحذف نهائيًا.',
  } satisfies Bilingual,
  lostCode: {
    title: { en: 'Lost your code?', ar: 'أضعت الرمز؟' },
    text: {
      en: 'We cannot show it again, because we keep only a fingerprint of it. Call or email us instead: we will check that the request comes from you, then delete your enquiry.',
      ar: 'لا يمكننا أن نعرضه عليك مرة أخرى، لأننا لا نحفظ إلا بصمة منه. اتصل بنا أو راسلنا بالبريد الإلكتروني بدلًا من ذلك، وسنتحقق من أن الطلب صادر عنك ثم نحذف استفسارك.',
    },
    contact: { label: { en: 'All ways to contact us', ar: 'جميع وسائل التواصل معنا' }, to: paths.contactUs },
    privacy: {
      label: { en: 'How we handle what you send', ar: 'كيف نتعامل مع ما ترسله إلينا' },
      to: paths.privacyPolicy,
    },
  } satisfies { title: Bilingual; text: Bilingual; contact: InternalLink; privacy: InternalLink },
};
