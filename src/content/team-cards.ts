import { paths } from '#contracts/routes';
import { pageMeta } from './page-meta';
import type { TeamCard } from './types';

/** The four teams as cards, shared by the home page and the teams index. */
export const teamCards: TeamCard[] = [
  {
    page: 'clinical',
    title: pageMeta.clinical.heading,
    summary: {
      en: 'Psychiatrists, psychologists, therapists, nurses and dietitians who plan and deliver each programme.',
      ar: 'أطباء نفسيون وأخصائيون نفسيون ومعالجون وممرضون وأخصائيو تغذية يضعون كل برنامج وينفذونه.',
    },
    to: paths.clinical,
  },
  {
    page: 'religious',
    title: pageMeta.religious.heading,
    summary: {
      en: 'Scholars and counsellors who offer faith-sensitive support to guests and families who ask for it.',
      ar: 'علماء ومرشدون يقدّمون دعمًا يراعي القيم الدينية لمن يطلبه من الضيوف وأسرهم.',
    },
    to: paths.religious,
  },
  {
    page: 'hospitality',
    title: pageMeta.hospitality.heading,
    summary: {
      en: 'The people behind the residences, the kitchen and the quiet details that make a stay feel cared for.',
      ar: 'الفريق الذي يقف وراء أجنحة الإقامة والمطبخ والتفاصيل الهادئة التي تجعل الإقامة مريحة.',
    },
    to: paths.hospitality,
  },
  {
    page: 'boardOfDirectors',
    title: pageMeta.boardOfDirectors.heading,
    summary: {
      en: 'The leadership that sets the centre’s standards of care, ethics and confidentiality.',
      ar: 'القيادة التي تضع معايير المركز في الرعاية والأخلاقيات والسرية.',
    },
    to: paths.boardOfDirectors,
  },
];
