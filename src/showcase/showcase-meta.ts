import Bell from 'lucide-react/icons/bell';
import { SHOWCASE_PATH } from '#contracts/routes';
import CircleUserRound from 'lucide-react/icons/circle-user-round';
import CircleX from 'lucide-react/icons/circle-x';
import Container from 'lucide-react/icons/container';
import Form from 'lucide-react/icons/form';
import Gem from 'lucide-react/icons/gem';
import Hourglass from 'lucide-react/icons/hourglass';
import House from 'lucide-react/icons/house';
import Image from 'lucide-react/icons/image';
import MapPin from 'lucide-react/icons/map-pin';
import Menu from 'lucide-react/icons/menu';
import MousePointerClick from 'lucide-react/icons/mouse-pointer-click';
import Navigation from 'lucide-react/icons/navigation';
import Paintbrush from 'lucide-react/icons/paintbrush';
import PanelBottom from 'lucide-react/icons/panel-bottom';
import PanelBottomDashed from 'lucide-react/icons/panel-bottom-dashed';
import PanelLeft from 'lucide-react/icons/panel-left';
import PanelTop from 'lucide-react/icons/panel-top';
import SeparatorHorizontal from 'lucide-react/icons/separator-horizontal';
import Settings from 'lucide-react/icons/settings';
import Shapes from 'lucide-react/icons/shapes';
import Sparkles from 'lucide-react/icons/sparkles';
import SwatchBook from 'lucide-react/icons/swatch-book';
import Tags from 'lucide-react/icons/tags';
import TriangleAlert from 'lucide-react/icons/triangle-alert';
import Type from 'lucide-react/icons/type';
import User from 'lucide-react/icons/user';
import type { IconComponent } from '@/components/ui/icon';
import { notFoundMeta } from '@/content/pages/not-found';
import type { PageMeta } from '@/content/page-title';
import type { Bilingual } from '@/i18n/text';

/** Every showcase title ends with this (spec §1). */
const SUFFIX = ' | Gamals UI';

export const KIT_NAME: Bilingual = { en: 'Gamals UI', ar: 'Gamals UI' };

interface ShowcaseEntry {
  /** The page's path under /kit; '' is the index. */
  slug: string;
  /** Its name in the navigation and its heading. */
  name: Bilingual;
  icon: IconComponent;
  /** The icon points along the line, so it mirrors in right-to-left. */
  mirrorIcon?: boolean;
  /** When the title is not "name | Gamals UI". */
  title?: Bilingual;
}

const entries = {
  home: { slug: '', name: { en: 'Home', ar: 'الرئيسية' }, icon: House },
  colors: { slug: 'colors', name: { en: 'Colors', ar: 'الألوان' }, icon: SwatchBook },
  avatars: { slug: 'avatars', name: { en: 'Avatars', ar: 'الصور الرمزية' }, icon: CircleUserRound },
  branding: { slug: 'branding', name: { en: 'Branding', ar: 'الهوية البصرية' }, icon: Gem },
  icons: { slug: 'icons', name: { en: 'Icons', ar: 'الأيقونات' }, icon: Shapes },
  illustrations: {
    slug: 'illustrations',
    name: { en: 'Illustrations', ar: 'الرسوم التوضيحية' },
    icon: Paintbrush,
  },
  images: { slug: 'images', name: { en: 'Images', ar: 'الصور' }, icon: Image },
  alerts: { slug: 'alerts', name: { en: 'Alerts', ar: 'التنبيهات' }, icon: Bell },
  animations: { slug: 'animations', name: { en: 'Animations', ar: 'الحركة' }, icon: Sparkles },
  buttons: { slug: 'buttons', name: { en: 'Buttons', ar: 'الأزرار' }, icon: MousePointerClick },
  chips: { slug: 'chips', name: { en: 'Chips', ar: 'الشارات' }, icon: Tags },
  errors: { slug: 'errors', name: { en: 'Errors', ar: 'الأخطاء' }, icon: CircleX },
  forms: { slug: 'forms', name: { en: 'Forms', ar: 'النماذج' }, icon: Form },
  suspense: { slug: 'suspense', name: { en: 'Suspense', ar: 'انتظار التحميل' }, icon: Hourglass },
  containers: { slug: 'containers', name: { en: 'Containers', ar: 'الحاويات' }, icon: Container },
  dividers: { slug: 'dividers', name: { en: 'Dividers', ar: 'الفواصل' }, icon: SeparatorHorizontal },
  // The drawer opens from the start side, so its glyph follows the reading direction.
  drawer: { slug: 'drawer', name: { en: 'Drawer', ar: 'القائمة الجانبية' }, icon: PanelLeft, mirrorIcon: true },
  footer: { slug: 'footer', name: { en: 'Footer', ar: 'تذييل الصفحة' }, icon: PanelBottom },
  navbar: { slug: 'navbar', name: { en: 'Navbar', ar: 'شريط التنقل' }, icon: Menu },
  otherNavigation: {
    slug: 'other-navigation',
    name: { en: 'Other Navigation', ar: 'عناصر تنقل أخرى' },
    icon: Navigation,
  },
  pageHeader: { slug: 'page-header', name: { en: 'Page Header', ar: 'ترويسة الصفحة' }, icon: PanelTop },
  profile: { slug: 'profile', name: { en: 'Profile', ar: 'الملف الشخصي' }, icon: User },
  tabBar: { slug: 'tab-bar', name: { en: 'Tab Bar', ar: 'شريط التبويبات' }, icon: PanelBottomDashed },
  settings: { slug: 'settings', name: { en: 'Settings', ar: 'الإعدادات' }, icon: Settings },
  typography: { slug: 'typography', name: { en: 'Typography', ar: 'الخطوط والنصوص' }, icon: Type },
  notFound: {
    slug: '404',
    name: notFoundMeta.heading,
    icon: MapPin,
    title: { en: '404 Error | Page Not Found', ar: `${notFoundMeta.heading.ar} | الصفحة غير موجودة` },
  },
  error: { slug: 'error', name: { en: 'Error', ar: 'خطأ' }, icon: TriangleAlert },
} satisfies Record<string, ShowcaseEntry>;

export type ShowcaseId = keyof typeof entries;

export const SHOWCASE_IDS = Object.keys(entries) as ShowcaseId[];

export const showcaseEntry = (id: ShowcaseId): ShowcaseEntry => entries[id];

/** The page's path: `/kit` or `/kit/<slug>`. */
export const showcasePath = (id: ShowcaseId) =>
  entries[id].slug ? `${SHOWCASE_PATH}/${entries[id].slug}` : SHOWCASE_PATH;

/** Title ("Buttons | Gamals UI" in both languages) and heading. */
export function showcaseMeta(id: ShowcaseId): PageMeta {
  const entry: ShowcaseEntry = entries[id];
  const title = entry.title ?? entry.name;
  return { title: { en: `${title.en}${SUFFIX}`, ar: `${title.ar}${SUFFIX}` }, heading: entry.name };
}
