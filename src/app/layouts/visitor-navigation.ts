import Building2 from 'lucide-react/icons/building-2';
import Calendar from 'lucide-react/icons/calendar';
import Globe from 'lucide-react/icons/globe';
import Heart from 'lucide-react/icons/heart';
import House from 'lucide-react/icons/house';
import MessageCircle from 'lucide-react/icons/message-circle';
import SunMoon from 'lucide-react/icons/sun-moon';
import Users from 'lucide-react/icons/users';
import type { NavItem, NavTab } from '@/components/layout/nav-types';
import { BuildingFilled, CalendarFilled, HeartFilled, HouseFilled, UsersFilled } from '@/components/ui/glyphs/common';
import { paths } from '#contracts/routes';
import { links } from '@/content/links';
import { pageMeta } from '@/content/page-meta';
import type { Bilingual } from '@/i18n/text';

const titles = {
  home: { en: 'Home', ar: 'الرئيسية' },
  treatments: { en: 'Treatments', ar: 'العلاجات' },
  addiction: { en: 'Addiction Rehab', ar: 'علاج الإدمان' },
  anxietyDepression: pageMeta.anxietyDepression.heading,
  eatingDisorders: pageMeta.eatingDisorders.heading,
  marriageCounseling: pageMeta.marriageCounseling.heading,
  facilities: { en: 'Facilities', ar: 'المرافق' },
  teams: { en: 'Teams', ar: 'فرق العمل' },
  boardOfDirectors: pageMeta.boardOfDirectors.heading,
  clinical: { en: 'Clinical & Therapeutic', ar: 'الفريق السريري والعلاجي' },
  religious: { en: 'Religious Counseling', ar: 'الإرشاد الديني' },
  hospitality: { en: 'Hospitality', ar: 'الضيافة' },
  admissions: { en: 'Admissions', ar: 'القبول' },
  /** The admissions page in the Admissions group, beside the fees page. */
  admissionSteps: { en: 'Steps and enquiry', ar: 'الخطوات والاستفسار' },
  fees: { en: 'Fees', ar: 'الرسوم' },
  contactUs: pageMeta.contactUs.heading,
  bookNow: links.bookNow.label,
} satisfies Record<string, Bilingual>;

const treatments: NavItem = {
  id: 'treatments',
  title: titles.treatments,
  to: paths.treatments,
  icon: Heart,
  iconActive: HeartFilled,
  submenu: [
    { id: 'addiction', title: titles.addiction, to: paths.addiction },
    { id: 'anxiety-depression', title: titles.anxietyDepression, to: paths.anxietyDepression },
    { id: 'eating-disorders', title: titles.eatingDisorders, to: paths.eatingDisorders },
    { id: 'marriage-counseling', title: titles.marriageCounseling, to: paths.marriageCounseling },
  ],
};

const teams: NavItem = {
  id: 'teams',
  title: titles.teams,
  to: paths.teams,
  icon: Users,
  iconActive: UsersFilled,
  submenu: [
    { id: 'board-of-directors', title: titles.boardOfDirectors, to: paths.boardOfDirectors },
    { id: 'clinical', title: titles.clinical, to: paths.clinical },
    { id: 'religious', title: titles.religious, to: paths.religious },
    { id: 'hospitality', title: titles.hospitality, to: paths.hospitality },
  ],
};

/** The visitor's menu (spec §2 "Menu content"). */
export const navbarMenu: NavItem[] = [
  { id: 'home', title: titles.home, to: paths.home, icon: House, iconActive: HouseFilled },
  treatments,
  {
    id: 'facilities',
    title: titles.facilities,
    to: paths.facilities,
    icon: Building2,
    iconActive: BuildingFilled,
  },
  teams,
  {
    id: 'admissions',
    title: titles.admissions,
    to: paths.admissions,
    icon: Calendar,
    iconActive: CalendarFilled,
    overview: titles.admissionSteps,
    submenu: [{ id: 'fees', title: titles.fees, to: paths.fees }],
  },
];

/** The drawer adds Contact Us and the two preference actions. */
export const drawerMenu: NavItem[] = [
  ...navbarMenu,
  { id: 'contact-us', title: titles.contactUs, to: paths.contactUs, icon: MessageCircle },
  {
    id: 'color-scheme',
    title: { en: 'Color Scheme', ar: 'نمط الألوان' },
    icon: SunMoon,
    action: 'toggleColorScheme',
  },
  { id: 'language', title: { en: 'العربية', ar: 'English' }, icon: Globe, action: 'toggleLanguage' },
];

/** The bottom tab bar below 640 px (spec §2). */
export const tabbar: NavTab[] = [
  { id: 'home', title: titles.home, to: paths.home, icon: House, iconActive: HouseFilled },
  { id: 'treatments', title: titles.treatments, to: paths.treatments, icon: Heart, iconActive: HeartFilled },
  {
    id: 'facilities',
    title: titles.facilities,
    to: paths.facilities,
    icon: Building2,
    iconActive: BuildingFilled,
  },
  { id: 'teams', title: titles.teams, to: paths.teams, icon: Users, iconActive: UsersFilled },
  { id: 'book-now', title: titles.bookNow, to: paths.admissions, icon: Calendar, iconActive: CalendarFilled },
];
