import { PAGE_NAMES } from '#contracts/page-names';
import { referenceKind } from '#contracts/reference';
import type { PageId } from '#contracts/routes';
import { site } from '@/config/site';
import { links } from './links';
import { homeMeta } from './pages/home';
import { page, type PageMeta } from './page-title';
import { treatmentNames } from './treatment-names';

/**
 * Every page's title and heading, for the navigation, search and the prerender step. The home page and the
 * error screen import theirs alone (./pages/home, ./page-title), so a visitor's first load carries no other page's.
 */
export const pageMeta: Record<PageId, PageMeta> = {
  home: homeMeta,
  admissions: page({ en: 'Admissions', ar: 'القبول' }, { en: 'Admissions', ar: 'القبول والتسجيل' }),
  fees: page({ en: 'Fees', ar: 'الرسوم' }, { en: 'Fees and what is included', ar: 'الرسوم وما تشمله' }),
  facilities: page({ en: 'Facilities', ar: 'المرافق' }, { en: 'Our Facilities', ar: 'مرافقنا' }),
  login: page(links.logIn.label),
  teams: page({ en: 'Teams', ar: 'فرق العمل' }, { en: 'Our Teams', ar: 'فرق العمل لدينا' }),
  boardOfDirectors: page({ en: 'Board of Directors', ar: 'مجلس الإدارة' }),
  clinical: page(
    { en: 'Clinical & Therapeutic Team', ar: 'الفريق السريري والعلاجي' },
    { en: 'Clinical & Therapeutic', ar: 'الفريق السريري والعلاجي' },
  ),
  hospitality: page({ en: 'Hospitality Team', ar: 'فريق الضيافة' }, { en: 'Hospitality', ar: 'الضيافة' }),
  religious: page(
    { en: 'Religious Counseling Team', ar: 'فريق الإرشاد الديني' },
    { en: 'Religious Counseling', ar: 'الإرشاد الديني' },
  ),
  treatments: page({ en: 'Treatments', ar: 'العلاجات' }, { en: 'Our Treatments', ar: 'برامجنا العلاجية' }),
  addiction: {
    title: {
      en: `Addiction Rehab at ${site.name.en}`,
      ar: `علاج الإدمان في ${site.name.ar}`,
    },
    heading: treatmentNames.addiction,
  },
  anxietyDepression: page(treatmentNames.anxietyDepression),
  eatingDisorders: page(treatmentNames.eatingDisorders),
  marriageCounseling: page(treatmentNames.marriageCounseling),
  selfCheck: page(
    { en: 'Self-check', ar: 'التقييم الذاتي' },
    { en: 'A private self-check', ar: 'تقييم ذاتي بسرية تامة' },
  ),
  phq9: page(
    { en: 'Low mood self-check (PHQ-9)', ar: 'التقييم الذاتي للمزاج المنخفض' },
    { en: 'Low mood self-check', ar: 'التقييم الذاتي للمزاج المنخفض' },
  ),
  gad7: page(
    { en: 'Anxiety self-check (GAD-7)', ar: 'التقييم الذاتي للقلق' },
    { en: 'Anxiety self-check', ar: 'التقييم الذاتي للقلق' },
  ),
  scoff: page(
    { en: 'Eating self-check (SCOFF)', ar: 'التقييم الذاتي للأكل' },
    { en: 'Eating self-check', ar: 'التقييم الذاتي للأكل' },
  ),
  contactUs: page(PAGE_NAMES.contactUs),
  privacyPolicy: page(PAGE_NAMES.privacyPolicy),
  termsOfService: page(PAGE_NAMES.termsOfService),
  protected: page({ en: 'Protected', ar: 'المنطقة المحمية' }, { en: 'Protected', ar: 'منطقة محمية' }),
  inbox: page(PAGE_NAMES.inbox),
  reports: page(PAGE_NAMES.reports, { en: 'Admissions Reports', ar: 'تقارير القبول' }),
  accounts: page(PAGE_NAMES.accounts),
  audit: page(PAGE_NAMES.audit),
  requests: page(PAGE_NAMES.requests),
  breaches: page(PAGE_NAMES.breaches),
  clinicalReview: page(PAGE_NAMES.clinicalReview),
  withdraw: page({ en: 'Withdraw an enquiry', ar: 'سحب استفسار' }),
  profile: page(PAGE_NAMES.profile),
  cart: page(PAGE_NAMES.cart, { en: 'Your Stay Plan', ar: 'خطة إقامتك' }),
};

/**
 * One enquiry or message of the inbox, named by its reference, whose prefix says which:
 * «استفسار SW-4F7K2 | مركز سكينة للعافية», «رسالة SC-TC353 | …».
 */
export const inboxItemMeta = (reference: string): PageMeta =>
  referenceKind(reference) === 'contact'
    ? page({ en: `Message ${reference}`, ar: `رسالة ${reference}` })
    : page({ en: `Enquiry ${reference}`, ar: `استفسار ${reference}` });
