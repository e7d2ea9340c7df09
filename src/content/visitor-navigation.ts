import type { NavItem, NavTab } from '@/components/layout/nav-types';
import {
  buildingActiveIcon,
  calendarActiveIcon,
  heartActiveIcon,
  homeActiveIcon,
  usersActiveIcon,
} from '@/components/ui/icons/active-icons';
import { buildingIcon, calendarIcon, chatIcon, heartIcon } from '@/components/ui/icons/everyday-icons';
import { globeIcon, homeIcon, usersIcon } from '@/components/ui/icons/navigation-icons';
import { lightDarkIcon } from '@/components/ui/icons/status-icons';
import { paths } from '@/config/paths';
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
  contactUs: { en: 'Contact Us', ar: 'تواصل معنا' },
  bookNow: { en: 'Book Now', ar: 'احجز الآن' },
} satisfies Record<string, Bilingual>;

const treatments: NavItem = {
  id: 'treatments',
  title: titles.treatments,
  to: paths.treatments,
  icon: heartIcon,
  iconActive: heartActiveIcon,
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
  icon: usersIcon,
  iconActive: usersActiveIcon,
  submenu: [
    { id: 'board-of-directors', title: titles.boardOfDirectors, to: paths.boardOfDirectors },
    { id: 'clinical', title: titles.clinical, to: paths.clinical },
    { id: 'religious', title: titles.religious, to: paths.religious },
    { id: 'hospitality', title: titles.hospitality, to: paths.hospitality },
  ],
};

/** The visitor's menu (spec §2 "Menu content"). */
export const navbarMenu: NavItem[] = [
  { id: 'home', title: titles.home, to: paths.home, icon: homeIcon, iconActive: homeActiveIcon },
  treatments,
  {
    id: 'facilities',
    title: titles.facilities,
    to: paths.facilities,
    icon: buildingIcon,
    iconActive: buildingActiveIcon,
  },
  teams,
  {
    id: 'admissions',
    title: titles.admissions,
    to: paths.admissions,
    icon: calendarIcon,
    iconActive: calendarActiveIcon,
  },
];

/** The drawer adds Contact Us and the two preference actions. */
export const drawerMenu: NavItem[] = [
  ...navbarMenu,
  { id: 'contact-us', title: titles.contactUs, to: paths.contactUs, icon: chatIcon },
  {
    id: 'color-scheme',
    title: { en: 'Color Scheme', ar: 'نمط الألوان' },
    icon: lightDarkIcon,
    action: 'toggleColorScheme',
  },
  { id: 'language', title: { en: 'العربية', ar: 'English' }, icon: globeIcon, action: 'toggleLanguage' },
];

/** The bottom tab bar below 640 px (spec §2). */
export const tabbar: NavTab[] = [
  { id: 'home', title: titles.home, to: paths.home, icon: homeIcon, iconActive: homeActiveIcon },
  { id: 'treatments', title: titles.treatments, to: paths.treatments, icon: heartIcon, iconActive: heartActiveIcon },
  {
    id: 'facilities',
    title: titles.facilities,
    to: paths.facilities,
    icon: buildingIcon,
    iconActive: buildingActiveIcon,
  },
  { id: 'teams', title: titles.teams, to: paths.teams, icon: usersIcon, iconActive: usersActiveIcon },
  { id: 'book-now', title: titles.bookNow, to: paths.admissions, icon: calendarIcon, iconActive: calendarActiveIcon },
];

export const actionTitles = { bookNow: titles.bookNow, login: { en: 'Log In', ar: 'تسجيل الدخول' } };
