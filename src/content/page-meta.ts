import type { PageId } from '#contracts/routes';
import { site } from '@/config/site';
import type { Bilingual } from '@/i18n/text';

/** Page metadata (spec §3): the document title and the page's one `h1`. */
export interface PageMeta {
  title: Bilingual;
  heading: Bilingual;
}

/** "Facilities | Sakina Wellness Centre" in each language. */
export const titled = (name: Bilingual): Bilingual => ({
  en: `${name.en} | ${site.name.en}`,
  ar: `${name.ar} | ${site.name.ar}`,
});

const page = (name: Bilingual, heading: Bilingual = name): PageMeta => ({ title: titled(name), heading });

export const pageMeta: Record<PageId, PageMeta> = {
  home: page(
    { en: 'Home', ar: 'الصفحة الرئيسية' },
    { en: 'A calm place to recover, in complete privacy', ar: 'مكان هادئ للتعافي في خصوصية تامة' },
  ),
  admissions: page({ en: 'Admissions', ar: 'القبول' }, { en: 'Admissions', ar: 'القبول والتسجيل' }),
  fees: page({ en: 'Fees', ar: 'الرسوم' }, { en: 'Fees and what is included', ar: 'الرسوم وما تشمله' }),
  facilities: page({ en: 'Facilities', ar: 'المرافق' }, { en: 'Our Facilities', ar: 'مرافقنا' }),
  login: page({ en: 'Log In', ar: 'تسجيل الدخول' }),
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
    heading: { en: 'Addiction Rehab', ar: 'علاج الإدمان والتعافي' },
  },
  anxietyDepression: page({ en: 'Anxiety & Depression Disorders', ar: 'اضطرابات القلق والاكتئاب' }),
  eatingDisorders: page({ en: 'Eating Disorders', ar: 'اضطرابات الأكل' }),
  marriageCounseling: page({ en: 'Marriage Counseling', ar: 'الإرشاد الزواجي' }),
  contactUs: page({ en: 'Contact Us', ar: 'تواصل معنا' }),
  privacyPolicy: page({ en: 'Privacy Policy', ar: 'سياسة الخصوصية' }),
  termsOfService: page({ en: 'Terms of Service', ar: 'شروط الخدمة' }),
  protected: page({ en: 'Protected', ar: 'المنطقة المحمية' }, { en: 'Protected', ar: 'منطقة محمية' }),
  inbox: page({ en: 'Admissions Inbox', ar: 'صندوق الوارد' }),
  reports: page({ en: 'Reports', ar: 'التقارير' }, { en: 'Admissions Reports', ar: 'تقارير القبول' }),
  accounts: page({ en: 'Staff Accounts', ar: 'حسابات الفريق' }),
  audit: page({ en: 'Audit Trail', ar: 'سجل التدقيق' }),
  withdraw: page({ en: 'Withdraw an enquiry', ar: 'سحب استفسار' }),
  profile: page({ en: 'My Account', ar: 'حسابي' }),
  cart: page({ en: 'Cart', ar: 'السلة' }, { en: 'Your Cart', ar: 'سلتك' }),
};

export const errorMeta: PageMeta = {
  title: titled({ en: 'Error', ar: 'خطأ' }),
  heading: { en: 'Error', ar: 'خطأ' },
};

/** One enquiry or message of the inbox, named by its reference: «استفسار SW-4F7K2 | مركز سكينة للعافية». */
export const inboxItemMeta = (reference: string): PageMeta =>
  page({ en: `Enquiry ${reference}`, ar: `استفسار ${reference}` });
