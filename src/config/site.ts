import type { Bilingual } from '@/i18n/text';
import { CENTRE_NAME } from '#contracts/centre-name';

/** The public origin when VITE_SITE_URL is not set. */
export const DEFAULT_SITE_URL = 'https://sakinawellness.com';

/** The centre's identity and contact details: one place for every page, the footer and the logo. */
export const site = {
  name: CENTRE_NAME,
  shortName: { en: 'Sakina', ar: 'سكينة' } satisfies Bilingual,
  slogan: { en: 'Luxury Wellness', ar: 'عافية بلمسة فاخرة' } satisfies Bilingual,
  company: {
    name: { en: 'Sakina Health Group', ar: 'مجموعة سكينة الصحية' } satisfies Bilingual,
    url: 'https://sakinahealth.com',
  },
  phone: '+971 4 555 0100',
  whatsapp: '+971 50 555 0100',
  email: 'care@sakinawellness.com',
  address: {
    en: 'Al Sufouh Road, Jumeirah, Dubai, United Arab Emirates',
    ar: 'شارع الصفوح، جميرا، دبي، الإمارات العربية المتحدة',
  } satisfies Bilingual,
  mapUrl: 'https://www.openstreetmap.org/search?query=Al%20Sufouh%20Road%20Dubai',
  social: {
    facebook: 'https://www.facebook.com/sakinawellness',
    instagram: 'https://www.instagram.com/sakinawellness',
    linkedin: 'https://www.linkedin.com/company/sakinawellness',
    whatsapp: 'https://wa.me/971505550100',
    x: 'https://x.com/sakinawellness',
    youtube: 'https://www.youtube.com/@sakinawellness',
  },
} as const;
