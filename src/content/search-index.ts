import { pageAccess, paths, type AppPath, type PageId } from '#contracts/routes';
import type { Language } from '@/i18n/languages';
import type { Bilingual } from '@/i18n/text';
import { collectBilingual } from './collect-text';
import { pageMeta } from './page-meta';
import { addiction } from './pages/addiction';
import { admissions } from './pages/admissions';
import { anxietyDepression } from './pages/anxiety-depression';
import { boardOfDirectors } from './pages/board-of-directors';
import { clinical } from './pages/clinical';
import { contactUs } from './pages/contact-us';
import { eatingDisorders } from './pages/eating-disorders';
import { facilities } from './pages/facilities';
import { fees } from './pages/fees';
import { home } from './pages/home';
import { homeBelowFold } from './pages/home-below-fold';
import { hospitality } from './pages/hospitality';
import { marriageCounseling } from './pages/marriage-counseling';
import { privacyPolicy } from './pages/privacy-policy';
import { religious } from './pages/religious';
import { gad7Page, phq9Page, scoffPage, selfCheck } from './pages/self-check';
import { teams } from './pages/teams';
import { termsOfService } from './pages/terms-of-service';
import { treatments } from './pages/treatments';
import { withdraw } from './pages/withdraw';

/** One page the search bar can find: its address, its names and all its words. */
export interface SearchEntry {
  page: PageId;
  path: AppPath;
  /** The document title from page-meta. */
  title: Bilingual;
  /** The page's `h1` from page-meta; the better label for a result. */
  heading: Bilingual;
  /** Every heading and paragraph on the page, one per line. */
  text: Bilingual;
}

type SearchablePage = Exclude<
  PageId,
  | 'protected'
  | 'inbox'
  | 'reports'
  | 'accounts'
  | 'audit'
  | 'requests'
  | 'breaches'
  | 'clinicalReview'
  | 'profile'
  | 'cart'
>;

/** Each visitor or public page's content module; the login page has only its title. */
const contentByPage: Record<SearchablePage, object | null> = {
  home: { ...home, ...homeBelowFold },
  admissions,
  fees,
  facilities,
  login: null,
  withdraw,
  teams,
  boardOfDirectors,
  clinical,
  hospitality,
  religious,
  treatments,
  addiction,
  anxietyDepression,
  eatingDisorders,
  marriageCounseling,
  selfCheck,
  phq9: phq9Page,
  gad7: gad7Page,
  scoff: scoffPage,
  contactUs,
  privacyPolicy,
  termsOfService,
};

const joinText = (wordings: Bilingual[], language: Language) =>
  [...new Set(wordings.map((wording) => wording[language]))].join('\n');

export const searchIndex: SearchEntry[] = (Object.keys(contentByPage) as SearchablePage[])
  .filter((page) => pageAccess[page] !== 'user')
  .map((page) => {
    const meta = pageMeta[page];
    const wordings = [meta.heading, ...collectBilingual(contentByPage[page])];
    return {
      page,
      path: paths[page],
      title: meta.title,
      heading: meta.heading,
      text: { en: joinText(wordings, 'en'), ar: joinText(wordings, 'ar') },
    };
  });
