import { paths } from '#contracts/routes';
import { site } from '@/config/site';
import { links } from '../links';
import { treatmentCards } from '../treatment-cards';
import type { HomeContent } from '../types';
import { page } from '../page-title';

/** The home page's title and heading, here rather than only in ../page-meta, whose table of every page the first load does without. */
export const homeMeta = page(
  { en: 'Home', ar: 'الصفحة الرئيسية' },
  { en: 'A calm place to recover, in complete privacy', ar: 'مكان هادئ للتعافي في خصوصية تامة' },
);

export const home: HomeContent = {
  description: {
    en: `${site.name.en} in Dubai: private residential care for addiction, anxiety and depression, eating disorders and marriage counselling, with a free and confidential first assessment.`,
    ar: `${site.name.ar} في دبي: رعاية إقامية خاصة لعلاج الإدمان والقلق والاكتئاب واضطرابات الأكل والإرشاد الزواجي، مع تقييم أول مجاني وسرّي.`,
  },
  hero: {
    eyebrow: { en: 'Private residential care in Dubai', ar: 'رعاية إقامية خاصة في دبي' },
    promise: {
      en: 'Recovery, held with care and complete discretion',
      ar: 'تعافٍ تحيطه العناية ويصونه الكتمان',
    },
    lead: {
      en: 'Psychiatrists, therapists and faith-sensitive counsellors work together under one roof, in a quiet residence where you can rest, heal and return home stronger. Your first conversation with us is free and confidential.',
      ar: 'يجتمع الأطباء النفسيون والمعالجون والمرشدون المراعون للقيم الدينية تحت سقف واحد، في دارٍ هادئة تستريح فيها وتتعافى ثم تعود إلى أهلك أقوى. أول حديث معنا مجاني وسرّي.',
    },
    primary: links.bookNow,
  },
  treatments: {
    title: { en: 'Our programmes', ar: 'برامجنا العلاجية' },
    text: {
      en: 'Four residential programmes, each shaped around the person rather than the diagnosis.',
      ar: 'أربعة برامج إقامية، يُصمَّم كلٌّ منها حول الإنسان لا حول التشخيص وحده.',
    },
    cards: treatmentCards,
    link: { label: { en: 'Explore all treatments', ar: 'تعرّف على جميع العلاجات' }, to: paths.treatments },
  },
};
