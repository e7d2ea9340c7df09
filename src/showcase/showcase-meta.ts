import type { IconDefinition } from '@/components/ui/icons/define-icon';
import { errorCircleIcon } from '@/components/ui/icons/error-circle-icon';
import { hourglassIcon } from '@/components/ui/icons/hourglass-icon';
import { warningIcon } from '@/components/ui/icons/warning-icon';
import { bellIcon } from '@/components/ui/icons/bell-icon';
import { avatarIcon } from '@/components/ui/icons/avatar-icon';
import { buttonIcon } from '@/components/ui/icons/button-icon';
import { chipsIcon } from '@/components/ui/icons/chips-icon';
import { colorsIcon } from '@/components/ui/icons/colors-icon';
import { containerIcon } from '@/components/ui/icons/container-icon';
import { dividerIcon } from '@/components/ui/icons/divider-icon';
import { drawerIcon } from '@/components/ui/icons/drawer-icon';
import { footerIcon } from '@/components/ui/icons/footer-icon';
import { gemIcon } from '@/components/ui/icons/gem-icon';
import { iconIcon } from '@/components/ui/icons/icon-icon';
import { illustrationIcon } from '@/components/ui/icons/illustration-icon';
import { imageIcon } from '@/components/ui/icons/image-icon';
import { pageHeaderIcon } from '@/components/ui/icons/page-header-icon';
import { sparklesIcon } from '@/components/ui/icons/sparkles-icon';
import { tabBarIcon } from '@/components/ui/icons/tab-bar-icon';
import { typographyIcon } from '@/components/ui/icons/typography-icon';
import { formIcon } from '@/components/ui/icons/form-icon';
import { homeIcon } from '@/components/ui/icons/home-icon';
import { locationIcon } from '@/components/ui/icons/location-icon';
import { menuIcon } from '@/components/ui/icons/menu-icon';
import { navigationIcon } from '@/components/ui/icons/navigation-icon';
import { settingsIcon } from '@/components/ui/icons/settings-icon';
import { userIcon } from '@/components/ui/icons/user-icon';
import { notFoundMeta } from '@/content/page-meta';
import type { PageMeta } from '@/content/page-meta';
import type { Bilingual } from '@/i18n/text';

/** Where the showcase is mounted (app/router.tsx: `/kit/*`). */
export const KIT_PATH = '/kit';

/** Every showcase title ends with this (spec §1). */
const SUFFIX = ' | Gamals UI';

export const KIT_NAME: Bilingual = { en: 'Gamals UI', ar: 'Gamals UI' };

interface ShowcaseEntry {
  /** The page's path under /kit; '' is the index. */
  slug: string;
  /** Its name in the navigation and its heading. */
  name: Bilingual;
  icon: IconDefinition<string>;
  /** When the title is not "name | Gamals UI". */
  title?: Bilingual;
}

const entries = {
  home: { slug: '', name: { en: 'Home', ar: 'الرئيسية' }, icon: homeIcon },
  colors: { slug: 'colors', name: { en: 'Colors', ar: 'الألوان' }, icon: colorsIcon },
  avatars: { slug: 'avatars', name: { en: 'Avatars', ar: 'الصور الرمزية' }, icon: avatarIcon },
  branding: { slug: 'branding', name: { en: 'Branding', ar: 'الهوية البصرية' }, icon: gemIcon },
  icons: { slug: 'icons', name: { en: 'Icons', ar: 'الأيقونات' }, icon: iconIcon },
  illustrations: {
    slug: 'illustrations',
    name: { en: 'Illustrations', ar: 'الرسوم التوضيحية' },
    icon: illustrationIcon,
  },
  images: { slug: 'images', name: { en: 'Images', ar: 'الصور' }, icon: imageIcon },
  alerts: { slug: 'alerts', name: { en: 'Alerts', ar: 'التنبيهات' }, icon: bellIcon },
  animations: { slug: 'animations', name: { en: 'Animations', ar: 'الحركة' }, icon: sparklesIcon },
  buttons: { slug: 'buttons', name: { en: 'Buttons', ar: 'الأزرار' }, icon: buttonIcon },
  chips: { slug: 'chips', name: { en: 'Chips', ar: 'الشارات' }, icon: chipsIcon },
  errors: { slug: 'errors', name: { en: 'Errors', ar: 'الأخطاء' }, icon: errorCircleIcon },
  forms: { slug: 'forms', name: { en: 'Forms', ar: 'النماذج' }, icon: formIcon },
  suspense: { slug: 'suspense', name: { en: 'Suspense', ar: 'انتظار التحميل' }, icon: hourglassIcon },
  containers: { slug: 'containers', name: { en: 'Containers', ar: 'الحاويات' }, icon: containerIcon },
  dividers: { slug: 'dividers', name: { en: 'Dividers', ar: 'الفواصل' }, icon: dividerIcon },
  drawer: { slug: 'drawer', name: { en: 'Drawer', ar: 'القائمة الجانبية' }, icon: drawerIcon },
  footer: { slug: 'footer', name: { en: 'Footer', ar: 'تذييل الصفحة' }, icon: footerIcon },
  navbar: { slug: 'navbar', name: { en: 'Navbar', ar: 'شريط التنقل' }, icon: menuIcon },
  otherNavigation: {
    slug: 'other-navigation',
    name: { en: 'Other Navigation', ar: 'عناصر تنقل أخرى' },
    icon: navigationIcon,
  },
  pageHeader: { slug: 'page-header', name: { en: 'Page Header', ar: 'ترويسة الصفحة' }, icon: pageHeaderIcon },
  profile: { slug: 'profile', name: { en: 'Profile', ar: 'الملف الشخصي' }, icon: userIcon },
  tabBar: { slug: 'tab-bar', name: { en: 'Tab Bar', ar: 'شريط التبويبات' }, icon: tabBarIcon },
  settings: { slug: 'settings', name: { en: 'Settings', ar: 'الإعدادات' }, icon: settingsIcon },
  typography: { slug: 'typography', name: { en: 'Typography', ar: 'الخطوط والنصوص' }, icon: typographyIcon },
  notFound: {
    slug: '404',
    name: notFoundMeta.heading,
    icon: locationIcon,
    title: { en: '404 Error | Page Not Found', ar: `${notFoundMeta.heading.ar} | الصفحة غير موجودة` },
  },
  error: { slug: 'error', name: { en: 'Error', ar: 'خطأ' }, icon: warningIcon },
} satisfies Record<string, ShowcaseEntry>;

export type ShowcaseId = keyof typeof entries;

export const SHOWCASE_IDS = Object.keys(entries) as ShowcaseId[];

export const showcaseEntry = (id: ShowcaseId): ShowcaseEntry => entries[id];

/** The page's path: `/kit` or `/kit/<slug>`. */
export const showcasePath = (id: ShowcaseId) => (entries[id].slug ? `${KIT_PATH}/${entries[id].slug}` : KIT_PATH);

/** Title ("Buttons | Gamals UI" in both languages) and heading. */
export function showcaseMeta(id: ShowcaseId): PageMeta {
  const entry: ShowcaseEntry = entries[id];
  const title = entry.title ?? entry.name;
  return { title: { en: `${title.en}${SUFFIX}`, ar: `${title.ar}${SUFFIX}` }, heading: entry.name };
}
