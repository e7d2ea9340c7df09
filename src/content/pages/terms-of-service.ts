import { centreLinks } from '@/config/contact';
import { paths } from '#contracts/routes';
import { site } from '@/config/site';
import type { LegalDocument } from '../types';

export const termsOfService: LegalDocument = {
  description: {
    en: `The terms for using the ${site.name.en} website: general information, not medical advice or an emergency service, and how enquiries and fees work.`,
    ar: `شروط استخدام موقع ${site.name.ar}: معلومات عامة لا تُعدّ نصيحة طبية ولا خدمة طوارئ، وآلية التعامل مع الاستفسارات والرسوم.`,
  },
  intro: {
    en: 'These terms explain what you can expect from this website and what we ask of you when you use it. We have kept them short and plain.',
    ar: 'توضّح هذه الشروط ما يمكنك أن تتوقعه من هذا الموقع وما نرجوه منك عند استخدامه، وقد حرصنا على أن تكون موجزة وواضحة.',
  },
  lastUpdated: '2026-11-21',
  sections: [
    {
      id: 'about',
      title: { en: 'About these terms', ar: 'عن هذه الشروط' },
      blocks: [
        {
          kind: 'paragraph',
          text: {
            en: `This website is run by ${site.company.name.en} for ${site.name.en}. By using it, you accept these terms. If you do not agree with them, please do not use the site.`,
            ar: `تدير ${site.company.name.ar} هذا الموقع لصالح ${site.name.ar}. وباستخدامك له فإنك تقبل هذه الشروط، فإن لم توافق عليها فيُرجى عدم استخدام الموقع.`,
          },
        },
      ],
    },
    {
      id: 'not-an-emergency-service',
      title: { en: 'Not an emergency service', ar: 'ليس خدمة طوارئ' },
      blocks: [
        {
          kind: 'paragraph',
          text: {
            en: 'This website is not an emergency service, and messages sent through it are not monitored around the clock. If you or someone else is in danger, call your local emergency number now or go to the nearest hospital emergency department.',
            ar: 'هذا الموقع ليس خدمة طوارئ، ولا تُتابَع الرسائل المرسلة عبره على مدار الساعة. إذا كنت أنت أو أي شخص آخر في خطر، فاتصل برقم الطوارئ في بلدك الآن أو توجّه إلى قسم الطوارئ في أقرب مستشفى.',
          },
        },
        {
          kind: 'page',
          link: { label: { en: 'Emergency numbers by country', ar: 'أرقام الطوارئ في كل دولة' }, to: paths.contactUs },
        },
      ],
    },
    {
      id: 'not-medical-advice',
      title: { en: 'Information, not medical advice', ar: 'معلومات عامة لا نصيحة طبية' },
      blocks: [
        {
          kind: 'paragraph',
          text: {
            en: 'The information on this site is general and is meant to help you understand our services. It is not medical advice or a diagnosis, and it does not replace seeing a qualified professional. Please do not stop or change any treatment because of something you read here.',
            ar: 'المعلومات الواردة في هذا الموقع عامة، والغرض منها مساعدتك على فهم خدماتنا. وهي ليست نصيحة طبية ولا تشخيصًا، ولا تغني عن مراجعة مختص مؤهّل. لذا يُرجى ألا توقف أي علاج أو تغيّره بسبب شيء قرأته هنا.',
          },
        },
      ],
    },
    {
      id: 'enquiries',
      title: { en: 'Enquiries and assessments', ar: 'الاستفسارات والتقييم' },
      blocks: [
        {
          kind: 'paragraph',
          text: {
            en: 'Sending an enquiry or booking an assessment does not start a treatment relationship and commits neither you nor us. Admission depends on a clinical assessment, a place being available, and your written agreement to a treatment plan and its fees.',
            ar: 'إرسال استفسار أو حجز تقييم لا يعني بدء علاقة علاجية، ولا يُلزمك أو يُلزمنا بشيء. ويتوقف القبول على التقييم السريري، وتوفّر مكان، وموافقتك المكتوبة على الخطة العلاجية ورسومها.',
          },
        },
      ],
    },
    {
      id: 'fees',
      title: { en: 'Programmes, fees and insurance', ar: 'البرامج والرسوم والتأمين' },
      blocks: [
        {
          kind: 'list',
          items: [
            {
              en: 'Programmes, their usual length and our facilities are described in good faith and may change.',
              ar: 'نعرض وصف البرامج ومددها المعتادة ومرافقنا بحسن نية، وقد يطرأ عليه تغيير.',
            },
            {
              en: 'Fees are confirmed only in your written proposal. Nothing on this site is an offer of a price.',
              ar: 'لا تُعتمد الرسوم إلا في العرض المكتوب الذي يصلك، ولا يُعدّ أي شيء في هذا الموقع عرضًا لسعر.',
            },
            {
              en: 'Whether your insurance covers any part of a stay is decided by your insurer, not by us.',
              ar: 'تغطية التأمين لأي جزء من الإقامة قرار تتخذه شركة التأمين لا نحن.',
            },
          ],
        },
      ],
    },
    {
      id: 'fair-use',
      title: { en: 'Using the site fairly', ar: 'الاستخدام السليم للموقع' },
      blocks: [
        {
          kind: 'paragraph',
          text: { en: 'When you use this site, please do not:', ar: 'عند استخدامك لهذا الموقع، يُرجى عدم:' },
        },
        {
          kind: 'list',
          items: [
            {
              en: 'send false information or pretend to be someone else;',
              ar: 'إرسال معلومات غير صحيحة أو انتحال شخصية غيرك؛',
            },
            {
              en: 'try to disrupt or overload the site, or to reach parts of it you are not meant to;',
              ar: 'محاولة تعطيل الموقع أو إثقاله، أو الوصول إلى أجزاء غير مخصصة لك؛',
            },
            {
              en: 'use automated tools to send forms or copy content;',
              ar: 'استخدام أدوات آلية لإرسال النماذج أو نسخ المحتوى؛',
            },
            {
              en: 'upload anything harmful, such as viruses.',
              ar: 'رفع أي ملفات ضارة، كالفيروسات.',
            },
          ],
        },
      ],
    },
    {
      id: 'our-content',
      title: { en: 'Our content', ar: 'محتوى الموقع' },
      blocks: [
        {
          kind: 'paragraph',
          text: {
            en: `The text, design, logo and images on this site belong to ${site.company.name.en} or are used with permission. You may share links to our pages and print them for personal use, but please do not copy or republish our content without written permission.`,
            ar: `النصوص والتصميم والشعار والصور في هذا الموقع مملوكة ل${site.company.name.ar} أو مستخدمة بإذن من أصحابها. ويمكنك مشاركة روابط صفحاتنا وطباعتها للاستخدام الشخصي، لكن يُرجى عدم نسخ محتوانا أو إعادة نشره دون إذن مكتوب.`,
          },
        },
      ],
    },
    {
      id: 'other-websites',
      title: { en: 'Links to other websites', ar: 'الروابط إلى مواقع أخرى' },
      blocks: [
        {
          kind: 'paragraph',
          text: {
            en: 'Links to maps, WhatsApp, social networks and our group’s website take you to services we do not control. They have their own terms and privacy policies.',
            ar: 'الروابط المؤدية إلى الخرائط وواتساب ومنصات التواصل الاجتماعي وموقع مجموعتنا تنقلك إلى خدمات لا نتحكم فيها، ولكلٍّ منها شروطها وسياسة الخصوصية الخاصة بها.',
          },
        },
      ],
    },
    {
      id: 'responsibility',
      title: { en: 'Our responsibility', ar: 'حدود مسؤوليتنا' },
      blocks: [
        {
          kind: 'paragraph',
          text: {
            en: 'We work to keep this site accurate and available, but we cannot promise that it will always be free of errors or interruptions. As far as the law allows, we are not responsible for losses arising from the use of the site. Nothing in these terms limits rights that the law does not allow to be limited.',
            ar: 'نحرص على أن يكون هذا الموقع دقيقًا ومتاحًا، لكننا لا نستطيع أن نضمن خلوّه الدائم من الأخطاء أو الانقطاعات. وفي الحدود التي يسمح بها القانون، لا نتحمّل المسؤولية عن أي خسائر تنشأ عن استخدام الموقع. ولا يحدّ أي شيء في هذه الشروط من الحقوق التي لا يجيز القانون تقييدها.',
          },
        },
      ],
    },
    {
      id: 'privacy',
      title: { en: 'Privacy', ar: 'الخصوصية' },
      blocks: [
        {
          kind: 'paragraph',
          text: {
            en: 'How we handle the information you share with us is explained in our privacy policy.',
            ar: 'توضّح سياسة الخصوصية كيف نتعامل مع المعلومات التي تشاركها معنا.',
          },
        },
        {
          kind: 'page',
          link: { label: { en: 'Read the privacy policy', ar: 'اقرأ سياسة الخصوصية' }, to: paths.privacyPolicy },
        },
      ],
    },
    {
      id: 'governing-law',
      title: { en: 'Governing law', ar: 'القانون الواجب التطبيق' },
      blocks: [
        {
          kind: 'paragraph',
          text: {
            en: 'These terms are governed by the laws of the Emirate of Dubai and the federal laws of the United Arab Emirates, and any dispute will be heard by the courts of Dubai.',
            ar: 'تخضع هذه الشروط لقوانين إمارة دبي والقوانين الاتحادية لدولة الإمارات العربية المتحدة، وتختص محاكم دبي بالنظر في أي نزاع ينشأ عنها.',
          },
        },
      ],
    },
    {
      id: 'changes',
      title: { en: 'Changes to these terms', ar: 'التعديلات على هذه الشروط' },
      blocks: [
        {
          kind: 'paragraph',
          text: {
            en: 'We may update these terms from time to time. The date on this page shows when they last changed.',
            ar: 'قد نحدّث هذه الشروط من وقت لآخر، ويبيّن التاريخ المذكور في هذه الصفحة موعد آخر تعديل عليها.',
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
            en: 'If you have a question about these terms, please write to us.',
            ar: 'إذا كان لديك سؤال عن هذه الشروط، فيُرجى مراسلتنا.',
          },
        },
        {
          kind: 'link',
          label: { en: 'Email', ar: 'البريد الإلكتروني' },
          href: centreLinks.email,
          display: site.email,
          subject: { en: 'Question about the terms of service', ar: 'استفسار عن شروط الخدمة' },
        },
      ],
    },
  ],
};
